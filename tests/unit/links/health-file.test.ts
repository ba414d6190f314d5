import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LinkHealthFileError, readLinkHealth, writeLinkHealth } from "../../../src/lib/links/health-file.ts";
import type { LinkHealth } from "../../../src/lib/links/health-state.ts";

const STATE: LinkHealth = {
  version: 1,
  checkedAt: "2026-11-24T00:10:00.000Z",
  day: "2026-11-24",
  products: {
    p1: {
      affLink: "https://shop.example.ro/p1",
      status: "dead",
      reason: "HTTP 404 Not Found",
      httpStatus: 404,
      finalUrl: "https://shop.example.ro/p1",
      checkedAt: "2026-11-24T00:10:00.000Z",
      deadDays: 2,
      lastDeadDay: "2026-11-24",
    },
  },
};

describe("the link-health file", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "link-health-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads back what was written, leaving no .part file behind", async () => {
    const file = path.join(dir, "releases", "link-health.json");
    await writeLinkHealth(file, STATE);
    expect(await readLinkHealth(file)).toEqual(STATE);
    expect(existsSync(`${file}.part`)).toBe(false);
  });

  it("replaces the old state whole", async () => {
    const file = path.join(dir, "link-health.json");
    await writeLinkHealth(file, STATE);
    await writeLinkHealth(file, { ...STATE, products: {} });
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ products: {} });
  });

  it("is null before the first check", async () => {
    expect(await readLinkHealth(path.join(dir, "none.json"))).toBeNull();
  });

  it("refuses a file that is not a state, naming it", async () => {
    const file = path.join(dir, "link-health.json");
    await writeFile(file, "{not json");
    await expect(readLinkHealth(file)).rejects.toThrow(LinkHealthFileError);
    await writeFile(file, JSON.stringify({ ...STATE, products: { p1: { deadDays: "two" } } }));
    await expect(readLinkHealth(file)).rejects.toThrow(/link-health\.json is not a link-health state: products\.p1/);
  });
});
