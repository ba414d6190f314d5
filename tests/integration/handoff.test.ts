/** What `astro build` hands to the build's second step, and how that step writes the per-product files. */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readHandoff, writeHandoff } from "../../src/integrations/handoff.ts";
import { isSiteFile, writeSiteFiles, type SiteFile } from "../../src/integrations/product-files.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "vitrina-handoff-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function all<T>(values: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const value of values) list.push(value);
  return list;
}

describe("the handoff between astro build and the second step", () => {
  it("gives back what was handed over, one value per line, Romanian text intact", async () => {
    const file = path.join(dir, "cache", "product-files.ndjson");
    const files: SiteFile[] = [
      { path: "/date/produse/camasa.json", body: '{"title":"Cămașă în dungi"}' },
      { path: "/product-external/42/index.html", body: "<!DOCTYPE html>\n<p>Pagina s-a mutat</p>" },
    ];
    await writeHandoff(file, files);
    expect(await all(readHandoff(file, isSiteFile))).toEqual(files);
  });

  it("names the line that is not what the build hands over", async () => {
    const file = path.join(dir, "bad.ndjson");
    await writeFile(file, `${JSON.stringify({ path: "/a.json", body: "{}" })}\n{"path":"/b.json"}\n`);
    await expect(all(readHandoff(file, isSiteFile))).rejects.toThrow(/bad\.ndjson, line 2/);
  });

  it("refuses a path that would leave the site's folder", () => {
    expect(isSiteFile({ path: "/../etc/passwd", body: "" })).toBe(false);
    expect(isSiteFile({ path: "relative.json", body: "" })).toBe(false);
    expect(isSiteFile({ path: "/date/produse/a.json", body: "" })).toBe(true);
  });
});

describe("writeSiteFiles", () => {
  it("writes every file under the site's folder, making the folders it needs", async () => {
    async function* files(): AsyncGenerator<SiteFile> {
      for (let id = 1; id <= 150; id += 1) yield { path: `/product-external/${id}/index.html`, body: `<p>${id}</p>` };
      yield { path: "/date/produse/rochie.json", body: '{"slug":"rochie"}' };
    }
    const out = path.join(dir, "dist");
    expect(await writeSiteFiles(files(), out)).toBe(151);
    expect(await readFile(path.join(out, "product-external/150/index.html"), "utf8")).toBe("<p>150</p>");
    expect(await readFile(path.join(out, "date/produse/rochie.json"), "utf8")).toBe('{"slug":"rochie"}');
  });
});
