/**
 * The minimum fill time of the forms (issue 13, spam without third
 * parties): the form carries the time it was opened, signed with the
 * service's key (HMAC-SHA-256), so a robot can neither skip the wait nor
 * forge an older time. The page asks for one when the visitor starts
 * typing (GET /api/forms/token); a form sent without JavaScript gets one on
 * the service's own page, which asks to send again.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** A signed token older than this is refused as well (a page left open for a day asks again). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FillTime = "ok" | "missing" | "invalid" | "too-fast" | "expired";

const signature = (secret: string, time: string) => createHmac("sha256", secret).update(time).digest("base64url");

/** A token for a form opened at `now`: "time.signature". */
export function fillToken(secret: string, now: number): string {
  const time = String(now);
  return `${time}.${signature(secret, time)}`;
}

/**
 * Whether a form with this token may be accepted at `now`.
 * @example checkFillTime(secret, fillToken(secret, t), t + 500, 3000) // "too-fast"
 */
export function checkFillTime(secret: string, token: unknown, now: number, minMs: number): FillTime {
  if (typeof token !== "string" || !token) return "missing";
  const [time = "", sig = ""] = token.split(".", 2);
  const expected = Buffer.from(signature(secret, time));
  const given = Buffer.from(sig);
  if (!/^\d{1,15}$/.test(time) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return "invalid";
  }
  const age = now - Number(time);
  if (age < minMs) return "too-fast";
  return age > MAX_AGE_MS ? "expired" : "ok";
}
