/**
 * The runner's links of an earlier build's files (src/build/link-reused.ts): each file the same file (a hard
 * link, no copy) at the same place in the new site, its folders made; files added while earlier ones are being
 * linked are linked too; a file that cannot be linked fails the step, naming it. The earlier build's folders are
 * made ahead of the links, and those nothing was written into are removed once the site is written.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkReusedFiles } from "../../../src/build/link-reused.ts";
import { pageFolders } from "../../../src/build/page-reuse.ts";

let dir: string;
let from: string;
let out: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "vitrina-link-reused-"));
  from = path.join(dir, "earlier");
  out = path.join(dir, "site");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes `count` pages under `from`, each in a folder of its own, and answers their paths. */
async function earlierPages(count: number, prefix = "detalii-produs/p"): Promise<string[]> {
  const files = Array.from({ length: count }, (_, at) => `${prefix}${at}/index.html`);
  for (const file of files) {
    await mkdir(path.dirname(path.join(from, file)), { recursive: true });
    await writeFile(path.join(from, file), `<p>${file}</p>`);
  }
  return files;
}

describe("linkReusedFiles", () => {
  it("links every file added, in its folder, as the same file", async () => {
    // More than one batch of links, and a second route's files added while the first's are being linked.
    const products = await earlierPages(2_500);
    const listings = await earlierPages(3, "femei/rochii/");
    const reused = linkReusedFiles(out);
    reused.add(from, products);
    reused.add(from, listings);
    expect(reused.count()).toBe(2_503);
    await expect(reused.done()).resolves.toBe(2_503);
    for (const file of [products[0]!, products[2_499]!, listings[2]!]) {
      const [source, target] = await Promise.all([stat(path.join(from, file)), stat(path.join(out, file))]);
      expect(target.ino).toBe(source.ino);
      expect(await readFile(path.join(out, file), "utf8")).toBe(`<p>${file}</p>`);
    }
  });

  it("links files added after the earlier ones were all linked", async () => {
    const [first, second] = await earlierPages(2);
    const reused = linkReusedFiles(out);
    reused.add(from, [first!]);
    await reused.done();
    reused.add(from, [second!]);
    await expect(reused.done()).resolves.toBe(2);
    expect((await stat(path.join(out, second!))).ino).toBe((await stat(path.join(from, second!))).ino);
  });

  it("answers nothing to link with no file", async () => {
    await expect(linkReusedFiles(out).done()).resolves.toBe(0);
  });

  it("fails, naming the file, when one cannot be linked", async () => {
    const files = await earlierPages(2);
    const reused = linkReusedFiles(out);
    reused.add(from, [files[0]!, "detalii-produs/gone/index.html", files[1]!]);
    await expect(reused.done()).rejects.toThrow(/ENOENT.*gone\/index\.html/);
  });

  it("makes the earlier build's folders ahead, and removes those nothing went into", async () => {
    const kept = await earlierPages(3);
    const reused = linkReusedFiles(out);
    // The earlier build also had a product since gone, and a listing's later page this build no longer has.
    const gone = ["detalii-produs/gone/index.html", "brand/x/pagina/2/index.html", "femei/index.html"];
    reused.prepare(pageFolders([...kept, ...gone]));
    reused.add(from, kept);
    await expect(reused.done()).resolves.toBe(3);
    expect(existsSync(path.join(out, "detalii-produs/gone"))).toBe(true);
    // Astro renders a page into a folder made ahead of it.
    await writeFile(path.join(out, "femei/index.html"), "<p>femei</p>");

    expect(reused.tidy()).toBe(5);
    for (const folder of ["detalii-produs/gone", "brand/x/pagina/2", "brand/x/pagina", "brand/x", "brand"]) {
      expect(existsSync(path.join(out, folder)), folder).toBe(false);
    }
    for (const file of [...kept, "femei/index.html"]) expect(existsSync(path.join(out, file)), file).toBe(true);
  });

  it("links into a folder made ahead as into any other", async () => {
    const [file] = await earlierPages(1);
    const reused = linkReusedFiles(out);
    reused.prepare(pageFolders([file!]));
    await new Promise((resolve) => setImmediate(resolve));
    reused.add(from, [file!]);
    await reused.done();
    expect((await stat(path.join(out, file!))).ino).toBe((await stat(path.join(from, file!))).ino);
    expect(reused.tidy()).toBe(0);
  });
});
