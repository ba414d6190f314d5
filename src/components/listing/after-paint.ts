/**
 * A value that follows another one frame late: it changes once the frame
 * showing the new value of what is urgent (the grid's first rows, the count,
 * the tags, the control the shopper touched) has been painted. A filter
 * click paints what the shopper looks at first; the rest of the facet counts
 * and the cards below the fold follow in the next frame.
 */
import { useEffect, useState } from "react";

export function useAfterPaint<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let timer = 0;
    // requestAnimationFrame runs just before the next paint; a task set from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown(value));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
