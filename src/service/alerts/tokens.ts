/**
 * The link an address's every alert mail carries to its alerts (issue 29): no account, no stored token, but the
 * address signed with the forms' secret (../forms/store.ts `secret()`, shared by every instance). The token is
 * checked by computing it again and comparing in constant time, so that a guess learns nothing from the time taken.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { addressKey } from "./store.ts";

const signature = (secret: string, email: string): Buffer =>
  createHmac("sha256", secret).update(`alerts:${email}`).digest();

/**
 * The token of an address's alerts.
 * @example addressToken("s3cret", "Ana@Exemplu.ro") === addressToken("s3cret", "ana@exemplu.ro") // true
 */
export function addressToken(secret: string, email: string): string {
  const key = addressKey(email);
  return `${Buffer.from(key).toString("base64url")}.${signature(secret, key).toString("base64url")}`;
}

/** The address a token was made for, or null when it is not one of ours. */
export function addressOfToken(secret: string, token: string): string | null {
  const [encoded = "", signed = "", extra] = token.split(".");
  if (extra !== undefined || !encoded || !signed) return null;
  const email = Buffer.from(encoded, "base64url").toString();
  const expected = signature(secret, email);
  const given = Buffer.from(signed, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

/** The links of an address's mails, on the service's public address. */
export function alertLinks(serviceUrl: string, secret: string, email: string) {
  const base = `${serviceUrl.replace(/\/+$/, "")}/api/alerts`;
  const token = encodeURIComponent(addressToken(secret, email));
  return {
    manage: `${base}/manage?token=${token}`,
    stopAll: `${base}/remove?token=${token}`,
    stop: (alertId: string) => `${base}/remove?token=${token}&alert=${encodeURIComponent(alertId)}`,
    confirm: (confirmToken: string) => `${base}/confirm?token=${encodeURIComponent(confirmToken)}`,
  };
}
