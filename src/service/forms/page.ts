/**
 * The service's own small pages for a visitor without JavaScript (issue
 * 13): a form sent with mistakes comes back here with each error next to
 * its field and what was typed kept; a form sent without a start time (or
 * too soon) comes back to be sent again; the confirmation and unsubscribe
 * links end here. The built site is static and cannot show any of this
 * without a script. Every value is escaped.
 */
import { FORM_LIMITS, FORM_TOKEN_FIELD, HONEYPOT_FIELD, type FieldErrors } from "../../lib/forms.ts";
import { FORMS_TEXT, messages } from "../../lib/messages.ts";

const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A whole page around `body`. */
export function page(title: string, body: string, siteOrigin = ""): string {
  return `<!doctype html>
<html lang="ro">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} | Vitrina</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f1a17}
label{display:block;font-weight:600;margin-top:1rem}input[type=text],input[type=email],textarea{width:100%;padding:.6rem;border:1px solid #8a8179;border-radius:6px;box-sizing:border-box}
textarea{min-height:8rem}.error{color:#a4161a;margin:.25rem 0 0}.notice{padding:.75rem 1rem;border-left:4px solid #9a3412;background:#f6efe6}
button{margin-top:1rem;padding:.7rem 1.2rem;border:0;border-radius:6px;background:#1f1a17;color:#fff;font:inherit}.hp{position:absolute;left:-9999px}</style>
</head>
<body><main><h1>${escape(title)}</h1>
${body}
<p><a href="${escape(siteOrigin)}/">${escape(FORMS_TEXT.page.back)}</a></p></main></body></html>`;
}

export const notice = (text: string): string => `<p class="notice" role="status">${escape(text)}</p>`;

interface Field {
  readonly name: string;
  readonly label: string;
  readonly type: "text" | "email" | "textarea" | "checkbox";
  readonly max?: number;
}

const CONTACT_FIELDS: readonly Field[] = [
  { name: "name", label: FORMS_TEXT.fieldNames.name, type: "text", max: FORM_LIMITS.name },
  { name: "email", label: FORMS_TEXT.fieldNames.email, type: "email", max: FORM_LIMITS.email },
  { name: "message", label: FORMS_TEXT.fieldNames.message, type: "textarea", max: FORM_LIMITS.message },
];

const NEWSLETTER_FIELDS: readonly Field[] = [
  { name: "email", label: FORMS_TEXT.newsletter.email, type: "email", max: FORM_LIMITS.email },
  { name: "consent", label: FORMS_TEXT.newsletter.consent, type: "checkbox" },
];

function field(f: Field, value: unknown, error: string | undefined): string {
  const id = `f-${f.name}`;
  const described = error ? ` aria-describedby="${id}-eroare" aria-invalid="true"` : "";
  const errorText = error ? `<p class="error" id="${id}-eroare">${escape(error)}</p>` : "";
  const text = typeof value === "string" ? value : "";
  if (f.type === "checkbox") {
    const checked = value === true || value === "on" || value === "true" ? " checked" : "";
    return `<label><input type="checkbox" id="${id}" name="${f.name}" required${checked}${described}> ${escape(f.label)}</label>${errorText}`;
  }
  const control =
    f.type === "textarea"
      ? `<textarea id="${id}" name="${f.name}" maxlength="${f.max}" required${described}>${escape(text)}</textarea>`
      : `<input type="${f.type}" id="${id}" name="${f.name}" maxlength="${f.max}" required value="${escape(text)}"${described}>`;
  return `<label for="${id}">${escape(f.label)}</label>${control}${errorText}`;
}

/** The form again, with each error next to its field, what was typed, and a fresh start time. */
export function formPage(
  form: "contact" | "newsletter",
  values: Record<string, unknown>,
  errors: FieldErrors<Record<string, unknown>>,
  options: { token: string; intro: string; action: string; siteOrigin?: string },
): string {
  const fields = form === "contact" ? CONTACT_FIELDS : NEWSLETTER_FIELDS;
  const title = form === "contact" ? messages.contactPage.form : FORMS_TEXT.newsletter.title;
  const submit = form === "contact" ? messages.contactPage.send : FORMS_TEXT.newsletter.subscribe;
  const body = `${notice(options.intro)}
<form method="post" action="${escape(options.action)}" novalidate>
${fields.map((f) => field(f, values[f.name], errors[f.name])).join("\n")}
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escape(options.token)}">
<div class="hp" aria-hidden="true"><label for="f-hp">Website</label><input type="text" id="f-hp" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escape(submit)}</button>
</form>`;
  return page(title, body, options.siteOrigin);
}
