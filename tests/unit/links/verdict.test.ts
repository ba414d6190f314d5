import { describe, expect, it } from "vitest";
import {
  failureOf,
  httpReason,
  loopReason,
  nextStep,
  nothingReached,
  type LinkVerdict,
} from "../../../src/lib/links/verdict.ts";

const URL_A = "https://shop.example.ro/p/rochie?c=1";
const answer = (status: number, location: string | null = null, challenged = false) => ({
  status,
  location,
  challenged,
});

describe("nextStep", () => {
  it.each([200, 203, 204])("reads the page of a %i", (status) => {
    expect(nextStep(answer(status), URL_A)).toEqual({ kind: "page" });
  });

  it.each([
    [400, "HTTP 400 Bad Request"],
    [403, "HTTP 403 Forbidden"],
    [404, "HTTP 404 Not Found"],
    [410, "HTTP 410 Gone"],
    [500, "HTTP 500 Internal Server Error"],
    [502, "HTTP 502 Bad Gateway"],
    [503, "HTTP 503 Service Unavailable"],
  ])("calls a %i dead", (status, reason) => {
    expect(nextStep(answer(status), URL_A)).toEqual({ kind: "stop", status: "dead", cause: "http", reason });
  });

  it("does not call a rate-limited link dead: it is unchecked", () => {
    expect(nextStep(answer(429), URL_A)).toMatchObject({ kind: "stop", status: "unchecked", cause: "rate-limited" });
  });

  it("does not call a bot challenge dead: it is unchecked", () => {
    expect(nextStep(answer(403, null, true), URL_A)).toMatchObject({
      kind: "stop",
      status: "unchecked",
      cause: "challenge",
    });
  });

  it.each([301, 302, 303, 307, 308])("follows a %i to its Location, relative or not, without a fragment", (status) => {
    expect(nextStep(answer(status, "/p/rochie-noua#top"), URL_A)).toEqual({
      kind: "redirect",
      to: "https://shop.example.ro/p/rochie-noua",
    });
    expect(nextStep(answer(status, "https://other.example.ro/x"), URL_A)).toEqual({
      kind: "redirect",
      to: "https://other.example.ro/x",
    });
  });

  it("calls a redirect without a Location, or to something that is not a web page, dead", () => {
    expect(nextStep(answer(302), URL_A)).toMatchObject({ status: "dead", cause: "bad-redirect" });
    expect(nextStep(answer(302, "mailto:shop@example.ro"), URL_A)).toMatchObject({
      status: "dead",
      cause: "bad-redirect",
      reason: "HTTP 302 to a mailto: address",
    });
    expect(nextStep(answer(301, "http://[bad"), URL_A)).toMatchObject({ status: "dead", cause: "bad-redirect" });
  });
});

describe("failureOf", () => {
  const fetchError = (code: string, message = `${code} happened`) =>
    new TypeError("fetch failed", { cause: Object.assign(new Error(message), { code }) });

  it("calls a time-out a time-out", () => {
    expect(failureOf(new DOMException("The operation timed out.", "TimeoutError"), URL_A, 5000)).toEqual({
      cause: "timeout",
      reason: "no answer within 5000 ms",
    });
  });

  it.each(["ENOTFOUND", "EAI_AGAIN"])("calls %s a DNS failure, naming the host", (code) => {
    expect(failureOf(fetchError(code), URL_A, 5000)).toEqual({
      cause: "dns",
      reason: `DNS: shop.example.ro not found (${code})`,
    });
  });

  it("calls anything else a network failure with its code", () => {
    expect(failureOf(fetchError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:9"), URL_A, 5000)).toEqual({
      cause: "network",
      reason: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9",
    });
  });
});

describe("loopReason", () => {
  it("names the addresses of the loop from where it started", () => {
    const trail = ["https://aff.example/c?id=1", "https://shop.example/a", "https://shop.example/b"];
    expect(loopReason(trail, "https://shop.example/a")).toBe(
      "redirect loop: shop.example/a → shop.example/b → shop.example/a",
    );
  });
});

describe("httpReason", () => {
  it("says the status, and its name when it has one", () => {
    expect(httpReason(404)).toBe("HTTP 404 Not Found");
    expect(httpReason(599)).toBe("HTTP 599");
  });
});

describe("nothingReached", () => {
  const verdict = (status: LinkVerdict["status"], cause: LinkVerdict["cause"], httpStatus: number | null) => ({
    status,
    cause,
    reason: "",
    httpStatus,
    finalUrl: URL_A,
    hops: 0,
  });

  it("is true when every link failed before any answer: our network, not the partners", () => {
    expect(nothingReached([verdict("dead", "dns", null), verdict("dead", "timeout", null)])).toBe(true);
  });

  it("is false as soon as one partner answered, even with an error", () => {
    expect(nothingReached([verdict("dead", "dns", null), verdict("dead", "http", 404)])).toBe(false);
    expect(nothingReached([verdict("dead", "dns", null), verdict("live", null, 200)])).toBe(false);
  });

  it("is false for a run that reached nothing because it had no time, or had nothing to check", () => {
    expect(nothingReached([verdict("unchecked", "not-reached", null)])).toBe(false);
    expect(nothingReached([])).toBe(false);
  });
});
