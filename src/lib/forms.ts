/**
 * The one validation schema of the contact and newsletter forms (issue 13),
 * read by the page (its script shows the same messages before sending) and
 * by the service (which decides). Plain functions and no library, so that
 * the script on every page stays small. Lengths are counted as the
 * browser's `maxlength` counts them (UTF-16 units).
 */
import { FORMS_TEXT } from "./messages-forms.ts";

/** Longest values (issue 13: name 100, message 5,000; RFC 5321: an address of 254). */
export const FORM_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** How long the service keeps contact messages by default (CONTACT_RETENTION_DAYS), as the terms page says. */
export const CONTACT_RETENTION_DAYS = 180;

/** The version of the newsletter form and its consent text, kept with each consent. */
export const NEWSLETTER_FORM_VERSION = "2026-11-footer-1";

/** The honeypot: a field people never see or fill; a value in it marks a robot. */
export const HONEYPOT_FIELD = "website";

/** The signed start time of a form (service: forms/fill-time.ts). */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * What the HTML standard calls a valid e-mail address, with a dot in the
 * domain (an address the mail can reach from the internet).
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export interface NewsletterInput {
  readonly email: string;
  readonly consent: boolean;
}

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<T>; value: T };

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** True for an address of the HTML standard's syntax with a dotted domain, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= FORM_LIMITS.email && EMAIL.test(value);
}

/** The error of an e-mail field, or undefined; the alerts (lib/alerts/request.ts) check theirs the same way. */
export function emailError(email: string): string | undefined {
  if (!email) return FORMS_TEXT.errors.required(FORMS_TEXT.fieldNames.email);
  if (email.length > FORM_LIMITS.email)
    return FORMS_TEXT.errors.tooLong(FORMS_TEXT.fieldNames.email, FORM_LIMITS.email);
  return isEmail(email) ? undefined : FORMS_TEXT.errors.email;
}

function textError(field: "name" | "message", value: string): string | undefined {
  const label = FORMS_TEXT.fieldNames[field];
  if (!value.trim()) return FORMS_TEXT.errors.required(label);
  return value.length > FORM_LIMITS[field] ? FORMS_TEXT.errors.tooLong(label, FORM_LIMITS[field]) : undefined;
}

/**
 * Checks a contact message; the value is trimmed, and given back with the errors so the form keeps what was typed.
 * @example checkContact({ name: "Ana", email: "ana@x", message: "Bună" }).errors // { email: "Scrie o adresă …" }
 */
export function checkContact(input: Record<string, unknown>): Checked<ContactInput> {
  const value = { name: text(input.name).trim(), email: text(input.email).trim(), message: text(input.message).trim() };
  const errors: FieldErrors<ContactInput> = {};
  const name = textError("name", value.name);
  if (name) errors.name = name;
  const email = emailError(value.email);
  if (email) errors.email = email;
  const message = textError("message", value.message);
  if (message) errors.message = message;
  return Object.keys(errors).length ? { ok: false, errors, value } : { ok: true, value };
}

/** A checkbox's value as a form sends it ("on") or JSON does (true). */
const checked = (value: unknown): boolean => value === true || value === "on" || value === "true" || value === "1";

/**
 * Checks a newsletter subscription: a valid address and the consent ticked (issue 13; the spec's box did nothing).
 * @example checkNewsletter({ email: "ana@exemplu.ro" }).errors // { consent: "Bifează acordul …" }
 */
export function checkNewsletter(input: Record<string, unknown>): Checked<NewsletterInput> {
  const value = { email: text(input.email).trim(), consent: checked(input.consent) };
  const errors: FieldErrors<NewsletterInput> = {};
  const email = emailError(value.email);
  if (email) errors.email = email;
  if (!value.consent) errors.consent = FORMS_TEXT.errors.consent;
  return Object.keys(errors).length ? { ok: false, errors, value } : { ok: true, value };
}
