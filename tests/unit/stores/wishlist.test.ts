/**
 * The wishlist store over a fake localStorage (@nanostores/persistent's test
 * engine). Each test loads fresh store modules, so that the stored value is
 * read as on a new page load. The persistent package itself is loaded once
 * (Node caches it), so each test unsubscribes its store and empties the
 * fake storage after itself.
 */
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardShardPath, cardShards, type CardRow } from "../../../src/lib/card/by-id.ts";
import { paths } from "../../../src/lib/paths.ts";
import type { WishlistEntry } from "../../../src/lib/wishlist.ts";

const rochie: WishlistEntry = {
  id: "p1",
  slug: "rochie-midi",
  title: "Rochie midi",
  brand: "Linia Albă",
  price: 14999,
  image: "/media/rochie.jpg",
};
const bluza: WishlistEntry = { id: "p2", slug: "bluza", title: "Bluză", brand: null, price: 8900, image: null };

/** A page load with `stored` as the value under the key "wishlist" (undefined: no value). */
let cleanup = () => {};

async function load(stored?: string) {
  vi.resetModules();
  const persistent = await import("@nanostores/persistent");
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  if (stored !== undefined) persistent.setTestStorageKey("wishlist", stored);
  const wishlist = await import("../../../src/stores/wishlist.ts");
  const panels = await import("../../../src/stores/panels.ts");
  // Stores start listening (to other tabs, too) once something subscribes, as the header badge does.
  const unbind = wishlist.$wishlistCount.listen(() => {});
  cleanup = () => {
    unbind();
    // Unmount now rather than after nanostores' delay, so that this store stops listening to the fake storage.
    cleanStores(wishlist.$wishlist, wishlist.$wishlistCount);
  };
  await Promise.resolve();
  return { ...wishlist, ...panels, persistent, storage: persistent.getTestStorage() };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  (await import("@nanostores/persistent")).cleanTestStorage();
  warn.mockRestore();
});

describe("restoring the list on load (spec §4)", () => {
  it("restores a stored list", async () => {
    const store = await load(JSON.stringify([rochie, bluza]));
    expect(store.$wishlist.get()).toEqual([rochie, bluza]);
    expect(store.$wishlistCount.get()).toBe(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["{oops", "null", '{"0":"x"}', "[[[", "undefined"])(
    "drops the corrupt value %j: empty list, key removed, a warning, no error",
    async (stored) => {
      const store = await load(stored);
      expect(store.$wishlist.get()).toEqual([]);
      expect(store.storage["wishlist"]).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("nu este o listă validă"));
    },
  );

  it("keeps the valid entries of an array that holds junk, and writes the cleaned list back", async () => {
    const store = await load(JSON.stringify([rochie, { id: 3 }, bluza]));
    expect(store.$wishlist.get()).toEqual([rochie, bluza]);
    expect(JSON.parse(store.storage["wishlist"] ?? "null")).toEqual([rochie, bluza]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("adding and removing", () => {
  it("adds a product, saves it and opens the wishlist panel in place of any other", async () => {
    const store = await load();
    store.openPanel("quickview");
    expect(store.addToWishlist(rochie)).toBe(true);
    expect(store.$wishlist.get()).toEqual([rochie]);
    expect(JSON.parse(store.storage["wishlist"] ?? "null")).toEqual([rochie]);
    expect(store.$openPanel.get()).toBe("wishlist");
    expect(store.isInWishlist("p1")).toBe(true);
  });

  it("ignores a product already saved and opens nothing", async () => {
    const store = await load(JSON.stringify([rochie]));
    expect(store.addToWishlist({ ...rochie, title: "Altceva" })).toBe(false);
    expect(store.$wishlist.get()).toEqual([rochie]);
    expect(store.$openPanel.get()).toBeNull();
  });

  it("removes by id; removing the last one removes the key", async () => {
    const store = await load(JSON.stringify([rochie, bluza]));
    store.removeFromWishlist("p1");
    expect(store.$wishlist.get()).toEqual([bluza]);
    store.removeFromWishlist("p2");
    expect(store.$wishlist.get()).toEqual([]);
    expect(store.storage["wishlist"]).toBeUndefined();
  });
});

describe("other tabs", () => {
  it("follows a change made in another tab", async () => {
    const store = await load(JSON.stringify([rochie]));
    store.persistent.setTestStorageKey("wishlist", JSON.stringify([rochie, bluza]));
    expect(store.$wishlistCount.get()).toBe(2);
    store.persistent.setTestStorageKey("wishlist", undefined);
    expect(store.$wishlist.get()).toEqual([]);
  });

  it("drops a corrupt value written by another tab without throwing", async () => {
    const store = await load(JSON.stringify([rochie]));
    expect(() => store.persistent.setTestStorageKey("wishlist", "{oops")).not.toThrow();
    expect(store.$wishlist.get()).toEqual([]);
  });
});

describe("refreshWishlist (the saved entries against the catalogue's card rows by id)", () => {
  const row = (entry: WishlistEntry, changes: Partial<CardRow> = {}): CardRow => ({
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    brand: entry.brand,
    price: entry.price,
    oldPrice: null,
    images: entry.image ? [entry.image] : [],
    checkedOn: null,
    ...changes,
  });
  /** A catalogue of these rows, served as the build writes it (all 256 files, most of them `{}`). */
  const site = (rows: CardRow[], faults: Record<string, () => Response | Promise<Response>> = {}) => {
    const files = cardShards(rows);
    return vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      const fault = faults[path];
      if (fault) return fault();
      const shard = /^\/date\/carduri\/([0-9a-f]{2})\.json$/.exec(path)?.[1];
      const file = shard === undefined ? undefined : files.get(shard);
      return file ? Response.json(file) : new Response("Nu există", { status: 404 });
    });
  };
  const cardFiles = (fetcher: ReturnType<typeof site>) =>
    fetcher.mock.calls.map(([input]) => String(input)).filter((path) => path.startsWith("/date/carduri/"));

  it("present: the current price and title replace the saved ones; gone: marked, kept; once per page view", async () => {
    const store = await load(JSON.stringify([rochie, bluza]));
    const fetcher = site([row(rochie, { price: 9999, title: "Rochie midi nouă" })]);
    await store.refreshWishlist(fetcher);
    expect(store.$wishlist.get()).toEqual([{ ...rochie, price: 9999, title: "Rochie midi nouă" }, bluza]);
    expect(JSON.parse(store.storage["wishlist"] ?? "null")[0].price).toBe(9999);
    expect([...store.$wishlistUnavailable.get()]).toEqual([["p2", null]]);
    expect(cardFiles(fetcher).sort()).toEqual([cardShardPath("p1"), cardShardPath("p2")].sort());

    await store.refreshWishlist(fetcher);
    expect(cardFiles(fetcher), "each file once per page view").toHaveLength(2);

    store.removeFromWishlist("p2");
    expect(store.$wishlistUnavailable.get().size).toBe(0);
  });

  it("not known: a file that failed keeps its entries as saved, never marked gone, and is asked again later", async () => {
    const store = await load(JSON.stringify([rochie, bluza]));
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    const fetcher = site([row(bluza, { price: 7900 })], { [cardShardPath("p1")]: offline });
    await store.refreshWishlist(fetcher);
    expect(store.$wishlist.get()).toEqual([rochie, { ...bluza, price: 7900 }]);
    expect(store.$wishlistUnavailable.get().size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("„Rochie midi”"), expect.any(TypeError));

    // Back online, the panel opened again: only the file that failed is asked for, and the product is gone.
    const online = site([row(bluza, { price: 7900 })]);
    await store.refreshWishlist(online);
    expect(cardFiles(online)).toEqual([cardShardPath("p1")]);
    expect([...store.$wishlistUnavailable.get().keys()]).toEqual(["p1"]);
  });

  it("out of stock: marked beside the list, never saved with it; a file that failed marks nothing", async () => {
    const store = await load(JSON.stringify([rochie, bluza]));
    const { $wishlistOutOfStock } = await import("../../../src/stores/wishlist-refresh.ts");
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    const gone = { ...row(bluza), inStock: false } as const;
    await store.refreshWishlist(site([row(rochie), gone], { [cardShardPath("p2")]: offline }));
    expect([...$wishlistOutOfStock.get()], "p2 not known yet").toEqual([]);

    await store.refreshWishlist(site([row(rochie), gone]));
    expect([...$wishlistOutOfStock.get()]).toEqual(["p2"]);
    expect(store.$wishlist.get()).toEqual([rochie, bluza]);
    expect(store.storage["wishlist"]).not.toContain("inStock");
    expect(store.$wishlistUnavailable.get().size).toBe(0);
  });

  it("not known: an error status or a page that is not a file of rows", async () => {
    for (const answer of [
      () => new Response("Eroare", { status: 500 }),
      () => new Response("<!doctype html><title>Offline</title>", { headers: { "Content-Type": "text/html" } }),
      () => Response.json(["nu", "un", "fișier"]),
    ]) {
      const store = await load(JSON.stringify([rochie]));
      await store.refreshWishlist(site([], { [cardShardPath("p1")]: answer }));
      expect(store.$wishlist.get()).toEqual([rochie]);
      expect(store.$wishlistUnavailable.get().size).toBe(0);
      cleanup();
    }
  });

  it("gone: the listing its page now redirects to, when the site says so", async () => {
    vi.stubGlobal("location", { origin: "https://vitrina.ro" });
    try {
      const store = await load(JSON.stringify([rochie, bluza]));
      const redirected = { ok: true, redirected: true, url: "https://vitrina.ro/femei/rochii/" } as Response;
      const fetcher = site([], {
        [paths.product(rochie.slug)]: () => redirected,
        [paths.product(bluza.slug)]: () => new Response("Nu există", { status: 404 }),
      });
      await store.refreshWishlist(fetcher);
      expect(store.$wishlistUnavailable.get()).toEqual(
        new Map([
          ["p1", "/femei/rochii/"],
          ["p2", null],
        ]),
      );
      expect(fetcher).toHaveBeenCalledWith(paths.product(rochie.slug), { method: "HEAD" });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
