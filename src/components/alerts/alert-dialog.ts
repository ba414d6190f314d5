/**
 * The alert dialog (issue 29): "Anunță-mă când scade prețul" or "… revine în stoc" on a product page, in the quick
 * view and in the wishlist opens a small form, an e-mail and the consent box, sent as JSON to the service's
 * POST /api/alerts. Loaded by service-frame.ts on the first click of such a button, so no page carries it
 * otherwise; plain DOM, a native <dialog>. The service answers in Romanian; the same checks run here first.
 */
import type { AlertKind } from "../../lib/alerts/drop.ts";
import { checkAlert } from "../../lib/alerts/request.ts";
import { HONEYPOT_FIELD } from "../../lib/forms.ts";
import { ALERTS_TEXT } from "../../lib/messages-alerts.ts";

let dialog: HTMLDialogElement | null = null;

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/** Builds the dialog once; each opening fills in its product. */
function build(): HTMLDialogElement {
  const t = ALERTS_TEXT;
  const email = element("input", {
    type: "email",
    name: "email",
    id: "alerta-email",
    autocomplete: "email",
    required: true,
  });
  const consent = element("input", { type: "checkbox", name: "consent", id: "alerta-acord", required: true });
  const form = element(
    "form",
    { className: "alert-dialog__form", method: "dialog", noValidate: true },
    element("p", { className: "alert-dialog__intro" }),
    element("label", { htmlFor: "alerta-email" }, t.email),
    email,
    element("p", { className: "alert-dialog__error", hidden: true }),
    element("label", { className: "alert-dialog__consent" }, consent, ` ${t.consent}`),
    element("p", { className: "alert-dialog__error", hidden: true }),
    element("input", { type: "text", name: HONEYPOT_FIELD, tabIndex: -1, autocomplete: "off", hidden: true }),
    element("p", { className: "alert-dialog__status" }),
    element(
      "div",
      { className: "alert-dialog__buttons" },
      element("button", { type: "submit", className: "button" }, t.submit),
      element("button", { type: "button", className: "button button--ghost", value: "close" }, t.close),
    ),
  );
  const made = element(
    "dialog",
    { className: "dialog dialog--modal alert-dialog" },
    element("h2", { className: "alert-dialog__title", id: "alerta-titlu" }),
    form,
  );
  made.setAttribute("aria-labelledby", "alerta-titlu");
  made.querySelector<HTMLButtonElement>("button[value=close]")?.addEventListener("click", () => made.close());
  document.body.append(made);
  return made;
}

/** Opens the dialog for the product of `button` (data-alert, data-alert-product, data-alert-title). */
export function openAlertDialog(button: HTMLElement, apiUrl: string): void {
  dialog ??= build();
  const current = dialog;
  const kind = (button.dataset["alert"] === "back-in-stock" ? "back-in-stock" : "price-drop") as AlertKind;
  const productId = button.dataset["alertProduct"] ?? "";
  const form = current.querySelector("form") as HTMLFormElement;
  const [emailError, consentError] = form.querySelectorAll<HTMLElement>(".alert-dialog__error");
  const status = form.querySelector(".alert-dialog__status") as HTMLElement;
  (current.querySelector(".alert-dialog__title") as HTMLElement).textContent = ALERTS_TEXT.ask[kind];
  (form.querySelector(".alert-dialog__intro") as HTMLElement).textContent =
    `${button.dataset["alertTitle"] ?? ""}: ${ALERTS_TEXT.dialogIntro[kind]}`;
  status.textContent = "";
  const show = (slot: HTMLElement | undefined, text: string | undefined) => {
    if (!slot) return;
    slot.textContent = text ?? "";
    slot.hidden = !text;
  };
  show(emailError, undefined);
  show(consentError, undefined);
  form.onsubmit = async (event) => {
    event.preventDefault();
    const fields = form.elements;
    const body = {
      productId,
      kind,
      email: (fields.namedItem("email") as HTMLInputElement).value,
      consent: (fields.namedItem("consent") as HTMLInputElement).checked,
      [HONEYPOT_FIELD]: (fields.namedItem(HONEYPOT_FIELD) as HTMLInputElement).value,
    };
    const checked = checkAlert(body);
    show(emailError, checked.ok ? undefined : checked.errors.email);
    show(consentError, checked.ok ? undefined : checked.errors.consent);
    if (!checked.ok) return;
    try {
      const response = await fetch(`${apiUrl}/api/alerts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
      show(emailError, answer.fields?.["email"]);
      show(consentError, answer.fields?.["consent"]);
      status.textContent = response.status === 201 ? ALERTS_TEXT.sent : (answer.message ?? ALERTS_TEXT.errors.failed);
      if (response.status === 201) form.reset();
    } catch {
      status.textContent = ALERTS_TEXT.errors.failed;
    }
  };
  current.showModal();
}
