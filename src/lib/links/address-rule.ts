/**
 * Which addresses the partner-link check never asks (issue 26): loopback,
 * link-local (169.254.169.254 is a cloud's metadata service), private,
 * shared (carrier-grade NAT), unique-local and the unspecified, multicast and
 * reserved ranges. A partner's page is on the public internet; a link that
 * leads anywhere else, at its start or after any redirect, and whatever name
 * it uses to get there, is refused before a request is sent, and reported as
 * "refused: private address", neither dead nor live.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64 of any IPv4 address: checked as that address below
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::a.b.c.d), if any. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([\da-f]{1,4}):([\da-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * Whether the check must never send a request to `address` (an IP address, as DNS or a URL gives it).
 * @example isRefusedAddress("169.254.169.254") // true
 * @example isRefusedAddress("::ffff:7f00:1") // true (127.0.0.1)
 * @example isRefusedAddress("93.184.215.14") // false
 */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const v4 = embeddedIpv4(bare);
  if (v4) return REFUSED.check(v4, "ipv4") || /^64:ff9b::/i.test(bare);
  const family = isIP(bare);
  if (family === 4) return REFUSED.check(bare, "ipv4");
  if (family === 6) return REFUSED.check(bare, "ipv6");
  return true; // not an address at all: nothing to ask
}

export type Lookup = (hostname: string) => Promise<readonly string[]>;

const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Why the check must not ask `url`, or null when it may: its host is a refused address, or a name any of whose
 * addresses is one (a public name may point at a private address). `allowedHosts` ("host:port", as URL.host
 * writes it) are asked wherever they are: the tests' partner shop on 127.0.0.1, a staging shop on a LAN. A name
 * that does not resolve is left to the request, which reports it as it always has.
 */
export async function refusedTarget(
  url: string,
  allowedHosts: readonly string[],
  lookup: Lookup = systemLookup,
): Promise<string | null> {
  const { host, hostname } = new URL(url);
  if (allowedHosts.includes(host) || allowedHosts.includes(hostname)) return null;
  const literal = hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal)) return isRefusedAddress(literal) ? REFUSED_REASON : null;
  let addresses: readonly string[];
  try {
    addresses = await lookup(hostname);
  } catch {
    return null;
  }
  return addresses.some(isRefusedAddress) ? REFUSED_REASON : null;
}

export const REFUSED_REASON = "refused: private address";
