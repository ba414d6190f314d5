/**
 * Who may open the owner's page: whoever holds ADMIN_TOKEN, sent as
 * `Authorization: Bearer …` (scripts) or typed once into the login form,
 * which sets an HttpOnly cookie (browsers). The cookie holds no token, only
 * an expiry signed with it, so changing the token signs everyone out.
 * Every comparison runs in constant time (crypto.timingSafeEqual) on
 * digests of equal length, so neither the token nor its length leaks
 * through timing. The token is never logged.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "vitrina_admin";

/** How long a login lasts. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

const digest = (value: string): Buffer => createHash("sha256").update(value).digest();

/** True when `given` is the token. */
export function isToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** The `Authorization: Bearer` value of a request, if any. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

const signature = (token: string, expires: number): string =>
  createHmac("sha256", token).update(`vitrina-admin:${expires}`).digest("base64url");

/**
 * A session cookie's value: its expiry and the expiry signed with the token.
 * @example sessionValue("a-token-of-16-chars", 1_800_000_000_000) // "1800000000000.Zm9v…"
 */
export function sessionValue(token: string, expires: number): string {
  return `${expires}.${signature(token, expires)}`;
}

/** True for a session this token signed that has not expired. */
export function isSession(value: string | undefined, token: string, now = Date.now()): boolean {
  const [expiresText = "", given = ""] = (value ?? "").split(".");
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  return timingSafeEqual(digest(given), digest(signature(token, expires)));
}

/** The value of one cookie in a `Cookie` header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
