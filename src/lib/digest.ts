/** A short, stable digest of a value's JSON: the build's keys of what a page or a listing's props were drawn from. */
import { createHash } from "node:crypto";

/**
 * The SHA-256 of `value`'s JSON, in base64url (43 characters).
 * @example digest({ a: 1 }) // "AbCd…"
 */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}
