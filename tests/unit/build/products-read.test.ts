import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadProductsRead, PRODUCTS_READ_FILE, saveProductsRead } from "../../../src/build/products-read.ts";
import type { ProductsRead } from "../../../src/lib/domain/source.ts";
import { draft } from "../support.ts";

const read: ProductsRead = {
  items: [
    { id: "p1", updateDate: "2026-11-23T02:00:00", result: { ok: true, product: draft({ id: "p1" }) } },
    {
      id: "p2",
      updateDate: null,
      result: { ok: false, problems: [{ kind: "product", id: "p2", title: null, field: "price", reason: "no price" }] },
    },
  ],
  how: "all read (no earlier read)",
  context: "digest-of-the-rest",
  fullReadAt: Date.parse("2026-11-24T02:00:00Z"),
};

describe("the products a build read, kept for the next", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrina-products-read-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("are read back as written, for the same code", async () => {
    saveProductsRead(dir, "code-1", read);
    expect(await loadProductsRead(dir, "code-1")).toEqual({ ...read, how: "" });
  });

  it("are not taken by other code, nor when missing, cut short or not what was written", async () => {
    expect(await loadProductsRead(dir, "code-1")).toBeNull();
    saveProductsRead(dir, "code-1", read);
    expect(await loadProductsRead(dir, "code-2")).toBeNull();
    const file = path.join(dir, PRODUCTS_READ_FILE);
    await writeFile(
      file,
      `${JSON.stringify({ code: "code-1", items: 3, context: "", fullReadAt: 0 })}\n${JSON.stringify(read.items[0])}\n`,
    );
    expect(await loadProductsRead(dir, "code-1")).toBeNull();
    await writeFile(
      file,
      `${JSON.stringify({ code: "code-1", items: 1, context: "", fullReadAt: 0 })}\n{"id":"p1","updateDate":null,"result":{}}\n`,
    );
    expect(await loadProductsRead(dir, "code-1")).toBeNull();
  });
});
