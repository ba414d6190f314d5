/**
 * Who a click comes from, without keeping who it is (the way GoatCounter
 * and Plausible do it): a hash of the client's address (an IPv6 /64) with
 * a random salt that changes every Bucharest day. The salt of a past day is
 * deleted, so a hash can no longer be tied to an address; the address
 * itself is never stored or logged, and the hash lives
 * only as long as a click window or a rate-limit window.
 */
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import { bucharestDay, type Day } from "../lib/bucharest-day.ts";

export interface SaltSource {
  /** The salt of `day`, the same for every instance of the service. */
  saltOf(day: Day): Promise<string>;
}

/**
 * The client an address stands for (issue 26): an IPv4 address itself (an IPv4-mapped IPv6 address too), an
 * IPv6 address its /64, the block one household or phone gets. Nothing a client sends (a User-Agent, a header)
 * is part of it: a client cannot make itself another by changing what it says.
 * @example clientAddress("2001:db8:1:2::1") // "2001:db8:1:2::/64"
 * @example clientAddress("::ffff:203.0.113.9") // "203.0.113.9"
 */
export function clientAddress(ip: string): string {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The hash of a client (its address, clientAddress) under a salt: 128 bits, base64url.
 * @example clientHash("salt", "203.0.113.7") // "q1V…" (22 characters)
 */
export function clientHash(salt: string, ip: string): string {
  return createHash("sha256")
    .update(`${salt}\u0000${clientAddress(ip)}`)
    .digest("base64url")
    .slice(0, 22);
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

  /** The id of the client at this address, today. */
  async of(ip: string): Promise<string> {
    return clientHash(await this.#currentSalt(), ip);
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
