/** What a host counts of a built site (scripts/lib/site-files.ts, issue 25), on a tiny site in a temporary folder. */
import { link, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSiteFiles, MAX_FILE_BYTES, siteFileProblems } from "../../scripts/lib/site-files.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "vitrina-files-"));
  for (const [file, body] of Object.entries({
    "index.html": "<p>Acasă</p>",
    "femei/index.html": "<p>Femei</p>",
    "date/detalii/000.json": "{}",
    "date/detalii/001.json": JSON.stringify({ rochie: { title: "Rochie neagră".repeat(100) } }),
    _redirects: "/product-external/* /product-external/ 200\n",
  })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  await mkdir(path.join(root, "gol"));
  // A page linked from an earlier build (src/build/link-reused.ts) is a file the deploy uploads like any other.
  await link(path.join(root, "femei/index.html"), path.join(root, "index-2.html"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("countSiteFiles", () => {
  it("counts every file, the host's own and hard links included, no folder, and finds the largest", async () => {
    const files = await countSiteFiles(root);
    expect(files.count).toBe(6);
    expect(files.largest?.file).toBe(path.join("date", "detalii", "001.json"));
  });
});

describe("siteFileProblems (issue 25: at 20,000 products at most 50,000 files, none over 25 MiB)", () => {
  it("holds a catalogue of up to 20,000 products to 50,000 files", () => {
    expect(siteFileProblems({ count: 50_000, largest: null }, 20_000)).toEqual([]);
    expect(siteFileProblems({ count: 50_001, largest: null }, 20_000)).toEqual([
      "50001 files, more than 50000 at 20000 products",
    ]);
    expect(siteFileProblems({ count: 50_001, largest: null }, 300)).toHaveLength(1);
  });

  it("holds a larger catalogue to no file count, but to the size of a file", () => {
    expect(siteFileProblems({ count: 240_000, largest: null }, 100_000)).toEqual([]);
    const big = { file: "pagefind/pagefind-entry.json", bytes: MAX_FILE_BYTES + 1 };
    expect(siteFileProblems({ count: 10, largest: big }, 100_000)).toEqual([
      `pagefind/pagefind-entry.json is ${MAX_FILE_BYTES + 1} bytes, more than ${MAX_FILE_BYTES} (25 MiB)`,
    ]);
    expect(siteFileProblems({ count: 10, largest: { ...big, bytes: MAX_FILE_BYTES } }, 20_000)).toEqual([]);
  });
});
