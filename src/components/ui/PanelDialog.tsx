/**
 * A side panel or a modal of a React island: the wishlist panel, the quick
 * view, the size guide and the listing's filters panel. The behaviour is the
 * site's one dialog mechanism (dialog.ts: `$openPanel`, Escape, backdrop,
 * focus back to the opener) and the frame is dialog.css, which every page
 * carries (GlobalIslands.astro); this component only decides when the content
 * exists. The content is rendered only while open, and never during
 * hydration, so that the server's HTML and the first client render agree.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { $openPanel, type PanelName } from "../../stores/panels.ts";
import { syncDialog, wireDialog } from "./dialog.ts";

interface Props {
  name: PanelName;
  /** The dialog's accessible name: the id of its heading. */
  labelledBy: string;
  /** "side": a panel sliding in from the right ("start": from the left); "modal": a box in the middle. */
  variant: "side" | "start" | "modal";
  closeLabel: string;
  id?: string;
  className?: string;
  /** Drawn in a row with the close button; without it, the close button sits in the corner. */
  head?: ReactNode;
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

const VARIANTS: Record<Props["variant"], string> = {
  side: "dialog dialog--side",
  start: "dialog dialog--side dialog--start",
  modal: "dialog dialog--modal",
};

export function PanelDialog({ name, labelledBy, variant, closeLabel, id, className, head, children }: Props) {
  const current = useStore($openPanel);
  const open = useHydrated() && current === name;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => (ref.current ? wireDialog(ref.current, name) : undefined), [name]);
  // After the commit that drew the content: showModal() then focuses its first control.
  useEffect(() => {
    if (ref.current) syncDialog(ref.current, open);
  }, [open]);

  const close = (
    <button type="button" className="icon-button dialog__close" data-dialog-close>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{closeLabel}</span>
    </button>
  );
  return (
    <dialog
      ref={ref}
      id={id}
      className={className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant]}
      aria-labelledby={labelledBy}
      aria-modal="true"
    >
      {open && (
        <div className="dialog__box">
          {head ? (
            <div className="dialog__head">
              {head}
              {close}
            </div>
          ) : (
            close
          )}
          {children()}
        </div>
      )}
    </dialog>
  );
}
