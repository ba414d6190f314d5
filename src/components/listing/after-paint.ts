/**
 * Work that waits one frame: it runs once the frame showing what is urgent
 * (the grid's first rows, the count, the tags, the control the shopper
 * touched) has been painted. A filter click paints what the shopper looks
 * at first; the rest of the facet counts and the cards below the fold follow
 * in the next frame.
 */
import { useEffect, useState } from "react";

/** Runs `then` just after the next frame is painted; returns the function that cancels it. */
export function afterNextPaint(then: () => void): () => void {
  let timer = 0;
  // requestAnimationFrame runs just before the next paint; a task set from it runs just after.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** A value that follows another one frame late (see above). */
export function useAfterPaint<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => setShown(value));
  }, [value, shown]);
  return shown;
}
