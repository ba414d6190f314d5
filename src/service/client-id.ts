/**
 * Who a click comes from, without keeping who it is (the way GoatCounter
 * and Plausible do it): a hash of the client's address and user agent with
 * a random salt that changes every Bucharest day. The salt of a past day is
 * deleted, so a hash can no longer be tied to an address; the address and
 * the user agent themselves are never stored or logged, and the hash lives
 * only as long as a click window or a rate-limit window.
 */
import { createHash } from "node:crypto";
import { bucharestDay, type Day } from "./bucharest-day.ts";

export interface SaltSource {
  /** The salt of `day`, the same for every instance of the service. */
  saltOf(day: Day): Promise<string>;
}

/**
 * The hash of a client under a salt: 128 bits, base64url.
 * @example clientHash("salt", "203.0.113.7", "Mozilla/5.0 …") // "q1V…" (22 characters)
 */
export function clientHash(salt: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\u0000${ip}\u0000${userAgent}`).digest("base64url").slice(0, 22);
}

/** Recognises clients under the salt of the current Bucharest day, asking the store once per day. */
export class ClientIds {
  readonly #salts: SaltSource;
  readonly #now: () => number;
  #day: Day = "";
  #salt: Promise<string> | null = null;

  constructor(salts: SaltSource, now: () => number = Date.now) {
    this.#salts = salts;
    this.#now = now;
  }

  /** The id of the client with this address and user agent, today. */
  async of(ip: string, userAgent: string): Promise<string> {
    return clientHash(await this.#currentSalt(), ip, userAgent);
  }

  #currentSalt(): Promise<string> {
    const day = bucharestDay(this.#now());
    if (day !== this.#day || !this.#salt) {
      this.#day = day;
      const salt = this.#salts.saltOf(day);
      // A failed read is asked again by the next click instead of being remembered all day.
      salt.catch(() => {
        if (this.#salt === salt) this.#salt = null;
      });
      this.#salt = salt;
    }
    return this.#salt;
  }
}
