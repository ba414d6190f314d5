/**
 * The alert buttons of the quick view and the wishlist (issue 29), as the product page draws them
 * (AlertButtons.astro): only on a site with a click service, whose origin the page carries (Base.astro's
 * data-click-api); a click loads the dialog (open-alert.ts).
 */
import { alertKindsFor } from "../../lib/alerts/ask.ts";
import { ALERT_ASK } from "../../lib/messages-alert-ask.ts";
import { hasAlertService } from "./alert-ask-html.ts";
import { openAlert } from "./open-alert.ts";

interface Props {
  readonly id: string;
  readonly title: string;
  /** False only when the product is known to be out of stock. */
  readonly inStock?: boolean;
  readonly className: string;
}

export function AlertAsk({ id, title, inStock = true, className }: Props) {
  if (!hasAlertService()) return null;
  return (
    <>
      {alertKindsFor(inStock).map((kind) => (
        <button
          key={kind}
          type="button"
          className={className}
          data-alert={kind}
          data-alert-product={id}
          data-alert-title={title}
          aria-haspopup="dialog"
          onClick={(event) => openAlert(event.currentTarget)}
        >
          {ALERT_ASK[kind]}
        </button>
      ))}
    </>
  );
}
