/**
 * The contact and newsletter forms with JavaScript (issue 13, spec §4):
 * the shared schema (lib/forms.ts) checks the fields first and puts each
 * Romanian error next to its field; then the form is sent as JSON and the
 * outcome shows for 2 seconds, and a success empties the form. Without
 * this script the same forms post to the service, which answers with a
 * redirect (forms/page.ts). The start time the service asks for
 * (FORM_TOKEN_FIELD) is fetched from our own service when the visitor
 * starts filling the form, never on page load.
 */
import { checkContact, checkNewsletter, FORM_TOKEN_FIELD, type FieldErrors } from "../../lib/forms.ts";
import { FORMS_TEXT } from "../../lib/messages-forms.ts";

/** Spec §9: status messages last 2000 ms. */
export const STATUS_MS = 2000;

type Kind = "contact" | "newsletter";

const checks = { contact: checkContact, newsletter: checkNewsletter } as const;

function showErrors(form: HTMLFormElement, errors: FieldErrors<Record<string, unknown>>): void {
  let first: HTMLElement | null = null;
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const name = slot.dataset.errorFor ?? "";
    const message = errors[name];
    slot.textContent = message ?? "";
    slot.hidden = !message;
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLElement) {
      if (message) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
      if (message && !first) first = field;
    }
  }
  first?.focus();
}

function wire(form: HTMLFormElement): void {
  const kind = form.dataset.apiForm as Kind;
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  const tokenField = form.elements.namedItem(FORM_TOKEN_FIELD);
  const token = tokenField instanceof HTMLInputElement ? tokenField : null;
  const api = new URL(form.action).origin;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked: Promise<void> | null = null;
  // Our messages replace the browser's: the same words on the page and from the service.
  form.noValidate = true;

  const fetchToken = (): Promise<void> =>
    (asked ??= fetch(`${api}/api/forms/token`, { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ token: string }>) : null))
      .then((answer) => {
        if (answer && token) token.value = answer.token;
      })
      .catch(() => {
        asked = null;
      }));

  const say = (text: string, outcome: "success" | "failure") => {
    if (!status) return;
    clearTimeout(timer);
    status.textContent = text;
    status.dataset.outcome = outcome;
    timer = setTimeout(() => {
      status.textContent = "";
      delete status.dataset.outcome;
    }, STATUS_MS);
  };

  form.addEventListener("focusin", () => void fetchToken(), { once: true });
  // Loaded by the visitor's first focus in the form (the footer's newsletter): that focus counts.
  if (form.contains(document.activeElement)) void fetchToken();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const values: Record<string, unknown> = Object.fromEntries(new FormData(form));
    const checked = checks[kind](values);
    showErrors(form, checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    void send(values);
  });

  async function send(values: Record<string, unknown>): Promise<void> {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = true;
    try {
      if (token && !token.value) {
        await fetchToken();
        values[FORM_TOKEN_FIELD] = token.value;
      }
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...values, ...(kind === "newsletter" ? { consent: values.consent === "on" } : {}) }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        fields?: FieldErrors<Record<string, unknown>>;
        formToken?: string;
      };
      if (answer.formToken && token) token.value = answer.formToken;
      if (response.status === 201) {
        form.reset();
        if (token) token.value = "";
        asked = null;
        void fetchToken();
        say(answer.message ?? FORMS_TEXT.contactSent, "success");
        return;
      }
      if (answer.fields && Object.keys(answer.fields).length) showErrors(form, answer.fields);
      say(answer.message ?? FORMS_TEXT.errors.failed, "failure");
    } catch {
      say(FORMS_TEXT.errors.failed, "failure");
    } finally {
      if (button) button.disabled = false;
    }
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-api-form]")) wire(form);
