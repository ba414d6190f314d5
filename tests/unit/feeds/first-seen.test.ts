import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { firstSeen } from "../../../src/lib/feeds/first-seen.ts";

const DAY = 86_400_000;
const START = new Date("2026-11-01T10:00:00Z");

describe("firstSeen: a feed product's createdAt is the day it was first read", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-first-seen-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("keeps a product's first day from one read to the next, and dates a new one today", async () => {
    expect(await firstSeen(dir, ["a"], START)).toEqual(new Map([["a", "2026-11-01"]]));
    const later = new Date(START.getTime() + 10 * DAY);
    expect(await firstSeen(dir, ["a", "b"], later)).toEqual(
      new Map([
        ["a", "2026-11-01"],
        ["b", "2026-11-11"],
      ]),
    );
  });

  it("forgets a product unseen for a year: back after that, it is new again", async () => {
    await firstSeen(dir, ["a"], START);
    const yearLater = new Date(START.getTime() + 400 * DAY);
    await firstSeen(dir, ["b"], yearLater);
    expect((await firstSeen(dir, ["a"], yearLater)).get("a")).toBe("2027-12-06");
  });
});
