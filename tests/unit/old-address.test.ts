/**
 * The script of the old product address (src/lib/old-address.ts), run as the page runs it, against files of card
 * rows the build's own code writes (card/by-id.ts), with a stand-in for the address bar and the network.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { cardShardPath, cardShards, toCardRow } from "../../src/lib/card/by-id.ts";
import { oldAddressScript } from "../../src/lib/old-address.ts";
import { oldPaths, paths } from "../../src/lib/paths.ts";
import { oldProductLookup } from "../../src/lib/redirects.ts";

const lookup = oldProductLookup();

const products = [
  { id: "42", slug: "rochie-neagra" },
  { id: "5f438db6-62c3-4c37-85c0-27d7dfaef453", slug: "bluza-cu-umeri-cazuti-2" },
  ...Array.from({ length: 300 }, (_, index) => ({ id: `p-${index}`, slug: `camasa-${index}` })),
];
/** The site's files of card rows, as the build writes them, by their address. */
const files = new Map(
  [
    ...cardShards(
      products.map((entry) => toCardRow({ ...entry, title: "T", brands: [], price: 100, oldPrice: null, images: [] })),
    ),
  ].map(([shard, rows]) => [paths.cardShard(shard), JSON.stringify(rows)]),
);

/** Where the page's script sends a browser that opened `pathname`, the network answering `answer`. */
async function landing(
  pathname: string,
  answer: (url: string) => Promise<Response> = async (url) =>
    files.has(url) ? new Response(files.get(url)) : new Response("", { status: 404 }),
): Promise<{ to: string; asked: string[] }> {
  const asked: string[] = [];
  const replaced = Promise.withResolvers<string>();
  runInNewContext(oldAddressScript(lookup), {
    location: { pathname, replace: (to: string) => replaced.resolve(to) },
    fetch: (url: string) => {
      asked.push(url);
      return answer(url);
    },
  });
  return { to: await replaced.promise, asked };
}

describe("the old product address's script (spec §2: /product-external/{id})", () => {
  it("lands on the page of the product with that id, reading only the id's file of card rows", async () => {
    for (const { id, slug } of products) {
      const { to, asked } = await landing(oldPaths.productExternal(id));
      expect(to, id).toBe(paths.product(slug));
      expect(asked, id).toEqual([cardShardPath(id)]);
    }
  });

  it("reads the id with or without the trailing slash, decoded", async () => {
    expect((await landing("/product-external/42")).to).toBe(paths.product("rochie-neagra"));
    expect((await landing("/product-external/p%2D7/")).to).toBe(paths.product("camasa-7"));
  });

  it("leads to the collections, where the folder always led, for no id, an unknown one or a deeper address", async () => {
    for (const pathname of [
      "/product-external/",
      "/product-external/43/",
      "/product-external/42/x/",
      "/product-external/%E0%A4%A/",
    ]) {
      expect((await landing(pathname)).to, pathname).toBe(paths.collections());
    }
    expect((await landing("/product-external/constructor/")).to, "a name every object inherits").toBe("/colectii/");
  });

  it("leads to the collections when the file cannot be read, and never off the product pages", async () => {
    expect((await landing("/product-external/42/", async () => new Response("", { status: 500 }))).to).toBe(
      "/colectii/",
    );
    expect((await landing("/product-external/42/", () => Promise.reject(new Error("offline")))).to).toBe("/colectii/");
    for (const row of [
      { id: "42", slug: "../../x" },
      { id: "42", slug: "//evil.example" },
      { id: "7", slug: "a" },
    ]) {
      const { to } = await landing("/product-external/42/", async () => new Response(JSON.stringify({ "42": row })));
      expect(to, JSON.stringify(row)).toBe("/colectii/");
    }
  });

  it("names the site's own addresses, and holds nothing that could end its <script>", () => {
    expect(lookup).toEqual({
      folder: oldPaths.productExternals(),
      cardFile: paths.cardShard("{shard}"),
      cardShards: 256,
      product: paths.product("{slug}"),
      unknown: paths.collections(),
    });
    expect(oldAddressScript({ ...lookup, unknown: "</script><script>alert(1)//" })).not.toContain("<");
  });
});
