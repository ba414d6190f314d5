import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  fileDigest,
  readProductFilesKeys,
  saveProductFilesKeys,
  writeOrLinkSiteFiles,
} from "../../../src/build/product-files-reuse.ts";

let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = "";
});

describe("writeOrLinkSiteFiles", () => {
  it("links each file whose digest is the earlier build's, writes the others, and says each one's digest", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-product-files-"));
    const [earlierSite, out] = [path.join(dir, "earlier", "site"), path.join(dir, "out")];
    await mkdir(path.join(earlierSite, "date", "produse"), { recursive: true });
    await writeFile(path.join(earlierSite, "date", "produse", "a.json"), '{"a":1}');
    await writeFile(path.join(earlierSite, "date", "produse", "b.json"), '{"b":1}');
    const earlier = {
      site: earlierSite,
      files: { "/date/produse/a.json": fileDigest('{"a":1}'), "/date/produse/b.json": fileDigest('{"b":1}') },
    };
    const files = [
      { path: "/date/produse/a.json", body: '{"a":1}' },
      { path: "/date/produse/b.json", body: '{"b":2}' },
      { path: "/date/produse/c.json", body: '{"c":1}' },
    ];
    const done = await writeOrLinkSiteFiles(files, out, earlier);
    expect(done).toMatchObject({ written: 2, linked: 1 });
    expect(done.digests).toEqual(Object.fromEntries(files.map((file) => [file.path, fileDigest(file.body)])));
    // The unchanged file is the earlier build's very file; the changed one is this build's own.
    const [linked, before] = await Promise.all([
      stat(path.join(out, "date", "produse", "a.json")),
      stat(path.join(earlierSite, "date", "produse", "a.json")),
    ]);
    expect(linked.ino).toBe(before.ino);
    expect(await readFile(path.join(out, "date", "produse", "b.json"), "utf8")).toBe('{"b":2}');
    expect((await stat(path.join(out, "date", "produse", "b.json"))).ino).not.toBe(
      (await stat(path.join(earlierSite, "date", "produse", "b.json"))).ino,
    );
  });

  it("writes a file the earlier build no longer has, and everything without an earlier build", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-product-files-"));
    const out = path.join(dir, "out");
    const gone = { site: path.join(dir, "pruned"), files: { "/a.json": fileDigest("a") } };
    expect(await writeOrLinkSiteFiles([{ path: "/a.json", body: "a" }], out, gone)).toMatchObject({ written: 1 });
    expect(await readFile(path.join(out, "a.json"), "utf8")).toBe("a");
    expect(await writeOrLinkSiteFiles([{ path: "/b.json", body: "b" }], out, null)).toMatchObject({ written: 1 });
    await expect(writeOrLinkSiteFiles([{ path: "/../x.json", body: "x" }], out, null)).rejects.toThrow(/x\.json/);
  });
});

describe("the product files' digests beside a build's report", () => {
  it("reads back what a build saved, its site folder resolved, and nothing from a file that is not whole", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-product-files-"));
    await saveProductFilesKeys(dir, path.join(dir, "site"), { "/a.json": "d1" });
    expect(await readProductFilesKeys(dir)).toEqual({ site: path.join(dir, "site"), files: { "/a.json": "d1" } });
    await writeFile(path.join(dir, "product-files.json"), '{"site":"site","files":');
    expect(await readProductFilesKeys(dir)).toBeNull();
    expect(await readProductFilesKeys(path.join(dir, "none"))).toBeNull();
  });
});
