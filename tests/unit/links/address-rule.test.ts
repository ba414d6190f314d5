/**
 * The address rule of the partner-link check (src/lib/links/address-rule.ts, issue 26). Pure: no request is
 * sent anywhere; names resolve through a lookup the test gives.
 */
import { describe, expect, it } from "vitest";
import { isRefusedAddress, REFUSED_REASON, refusedTarget } from "../../../src/lib/links/address-rule.ts";

describe("isRefusedAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a9fe:a9fe",
    "[::1]",
  ])("refuses %s", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(["93.184.215.14", "172.32.0.1", "100.128.0.1", "2a00:1450:4001:80b::200e", "::ffff:5db8:d70e"])(
    "allows the public %s",
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});

describe("refusedTarget", () => {
  const names: Record<string, string[]> = {
    "magazin.example": ["93.184.215.14"],
    "intern.example": ["93.184.215.14", "10.0.0.7"],
    "metadate.example": ["169.254.169.254"],
  };
  const lookup = async (hostname: string) => {
    const found = names[hostname];
    if (!found) throw new Error(`ENOTFOUND ${hostname}`);
    return found;
  };

  it.each([
    "http://127.0.0.1/",
    "http://127.1/",
    "http://2130706433/",
    "http://0x7f.0.0.1/",
    "http://[::1]:8080/",
    "http://[::ffff:127.0.0.1]/",
    "http://169.254.169.254/latest/meta-data/",
  ])("refuses %s, however the address is spelled", async (url) => {
    expect(await refusedTarget(url, [], lookup)).toBe(REFUSED_REASON);
  });

  it("refuses a name any of whose addresses is private", async () => {
    expect(await refusedTarget("https://intern.example/p", [], lookup)).toBe(REFUSED_REASON);
    expect(await refusedTarget("https://metadate.example/p", [], lookup)).toBe(REFUSED_REASON);
  });

  it("allows a public name, and leaves a name that does not resolve to the request", async () => {
    expect(await refusedTarget("https://magazin.example/p", [], lookup)).toBeNull();
    expect(await refusedTarget("https://nu-exista.example/p", [], lookup)).toBeNull();
  });

  it("asks an allowed host wherever it is", async () => {
    expect(await refusedTarget("http://127.0.0.1:4555/p", ["127.0.0.1:4555"], lookup)).toBeNull();
    expect(await refusedTarget("http://127.0.0.1:4556/p", ["127.0.0.1:4555"], lookup)).toBe(REFUSED_REASON);
  });
});
