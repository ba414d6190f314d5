/**
 * A side panel or a modal on a native <dialog> opened with showModal(): the
 * browser moves focus in, holds it there, makes the page behind inert and
 * closes on Escape. Which one is open is `$openPanel` (src/stores/panels.ts),
 * so only one is open at a time; on close, focus goes back to the control
 * that opened it. The content is rendered only while open, and never during
 * hydration, so that the server's HTML and the first client render agree.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { $openPanel, closePanel, returnFocus, type PanelName } from "../../stores/panels.ts";
import "./panel-dialog.css";

interface Props {
  name: PanelName;
  /** The dialog's accessible name: the id of its heading. */
  labelledBy: string;
  /** "side": a panel sliding in from the right; "modal": a box in the middle. */
  variant: "side" | "modal";
  closeLabel: string;
  className?: string;
  /** Rendered only while the dialog is open. */
  children: () => ReactNode;
}

const noSubscription = () => () => {};

/** False while React hydrates server HTML, true from the next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function PanelDialog({ name, labelledBy, variant, closeLabel, className, children }: Props) {
  const current = useStore($openPanel);
  const hydrated = useHydrated();
  const open = hydrated && current === name;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape, the close button or another panel: the store follows the dialog.
    const onClose = () => {
      closePanel(name);
      returnFocus();
    };
    // A press on the backdrop (the dialog element itself, outside its content box) closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("pointerdown", onPointerDown);
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("pointerdown", onPointerDown);
    };
  }, [name]);

  return (
    <dialog
      ref={ref}
      className={`panel panel--${variant}${className ? ` ${className}` : ""}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      data-panel={name}
    >
      {open && (
        <div className="panel__box">
          <button type="button" className="panel__close" onClick={() => ref.current?.close()}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinecap="round"
              />
            </svg>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
          {children()}
        </div>
      )}
    </dialog>
  );
}
