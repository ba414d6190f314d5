/**
 * An alert as the shopper asks for it (issue 29): the site's dialog sends it as JSON to the service's
 * POST /api/alerts, which answers a 422 naming each field's mistake, in Romanian, from here.
 */
import { emailError, type Checked, type FieldErrors } from "../forms.ts";
import { ALERTS_TEXT } from "../messages-alerts.ts";
import { ALERT_KINDS, type AlertKind } from "./drop.ts";

/** The defaults of ALERTS_MAX_PER_ADDRESS and ALERTS_PENDING_DAYS, which the terms page states. */
export const ALERT_BOUNDS = { perAddress: 50, pendingDays: 7 } as const;

/** The version of the alert form's consent text, kept with each consent. Change it with the text. */
export const ALERT_FORM_VERSION = "alerts-2026-11";

export interface AlertInput {
  readonly productId: string;
  readonly kind: AlertKind;
  readonly email: string;
  readonly consent: boolean;
}

const isKind = (value: unknown): value is AlertKind => ALERT_KINDS.includes(value as AlertKind);

/**
 * Checks an alert request's address and consent box, the shopper's part; the product's id and the kind are the
 * page's own, checked by the route's schema (a 400).
 * @example checkAlert({ productId: "42", kind: "price-drop", email: "ana@exemplu.ro" }).errors // { consent: "Bifează acordul …" }
 */
export function checkAlert(input: Record<string, unknown>): Checked<AlertInput> {
  const value: AlertInput = {
    productId: typeof input["productId"] === "string" ? input["productId"] : "",
    kind: isKind(input["kind"]) ? input["kind"] : "price-drop",
    email: typeof input["email"] === "string" ? input["email"].trim() : "",
    consent: input["consent"] === true || input["consent"] === "on" || input["consent"] === "true",
  };
  const errors: FieldErrors<AlertInput> = {};
  const email = emailError(value.email);
  if (email) errors.email = email;
  if (!value.consent) errors.consent = ALERTS_TEXT.errors.consent;
  return Object.keys(errors).length ? { ok: false, errors, value } : { ok: true, value };
}
