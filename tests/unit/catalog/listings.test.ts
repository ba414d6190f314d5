import { describe, expect, it } from "vitest";
import {
  buildListings,
  categoryTitle,
  listingPagePath,
  PAGE_SIZE,
  pageDescription,
  paginateListing,
  type CatalogParts,
  type Listing,
} from "../../../src/lib/catalog/listings.ts";
import type { Product } from "../../../src/lib/domain/schema.ts";
import { brand, category, categoryNamed, collection, product } from "../support.ts";

function parts(overrides: Partial<CatalogParts> = {}): CatalogParts {
  return { products: [], categories: [], collections: [], brands: [], ...overrides };
}

/** The listing at `path`, failing the test when the build wrote none (a menu link would 404). */
function at(listings: readonly Listing[], path: string): Listing {
  const listing = listings.find((entry) => entry.path === path);
  if (!listing) expect.fail(`no listing at ${path}; listings: ${listings.map((entry) => entry.path).join(", ")}`);
  return listing;
}

const slugsOf = (listing: Listing) => listing.products.map((entry) => entry.slug);
const pathsOf = (listings: readonly Listing[]) => listings.map((entry) => entry.path);

/** `count` products in one category, with distinct slugs. */
function many(count: number, prefix = "rochie"): Product[] {
  return Array.from({ length: count }, (_, index) =>
    product(`${prefix}-${index + 1}`, { id: `${prefix}${index + 1}` }),
  );
}

describe("buildListings: which products each listing holds", () => {
  const rochie = product("rochie-rosie", { id: "p1", category: "Rochii-femei" });
  const fusta = product("fusta-plisata", { id: "p2", category: null, gender: "femei" });
  const camasa = product("camasa-alba", { id: "p3", category: "Cămăși-barbati" });
  const rochitaFetita = product("rochita-cu-buline", { id: "p4", category: "Rochii-fetita" });
  const curea = product("curea-din-piele", { id: "p5", category: "Accesorii", gender: null });
  const fara = product("produs-fara-categorie", { id: "p6", category: null, gender: null });
  const catalog = parts({
    products: [rochie, fusta, camasa, rochitaFetita, curea, fara],
    categories: [
      categoryNamed("Rochii-femei"),
      categoryNamed("Camasi-barbati"),
      categoryNamed("Rochii-fetite"),
      categoryNamed("Accesorii"),
    ],
  });
  const listings = buildListings(catalog);

  it("puts a product in the section of its gender, whether given or read from its category", () => {
    expect(slugsOf(at(listings, "/femei/"))).toEqual(["rochie-rosie", "fusta-plisata"]);
    expect(slugsOf(at(listings, "/barbati/"))).toEqual(["camasa-alba"]);
    expect(slugsOf(at(listings, "/fetite/"))).toEqual(["rochita-cu-buline"]);
  });

  it("puts a product without a gender in its category's section (a category with no gender part is 'altele')", () => {
    expect(slugsOf(at(listings, "/altele/"))).toEqual(["curea-din-piele"]);
  });

  it("leaves a product with neither gender nor category out of every section", () => {
    const sections = listings.filter((entry) => entry.kind === "section");
    expect(sections.flatMap(slugsOf)).not.toContain("produs-fara-categorie");
  });

  it("matches a category by section and slug: women's dresses are not girls' dresses", () => {
    expect(slugsOf(at(listings, "/femei/rochii/"))).toEqual(["rochie-rosie"]);
    expect(slugsOf(at(listings, "/fetite/rochii/"))).toEqual(["rochita-cu-buline"]);
  });

  it("matches a product's category to the CMS category whatever the diacritics ('Cămăși' is 'Camasi')", () => {
    expect(slugsOf(at(listings, "/barbati/camasi/"))).toEqual(["camasa-alba"]);
  });

  it("leaves out of every listing a product no shop has in stock, keeps one in stock somewhere (issue 28)", () => {
    const gone = { ...product("rochie-epuizata", { id: "p7", category: "Rochii-femei" }), inStock: false };
    const some = { ...product("rochie-la-un-magazin", { id: "p8", category: "Rochii-femei" }), inStock: true };
    const withStock = buildListings({ ...catalog, products: [...catalog.products, gone, some] });
    for (const listing of withStock) expect(slugsOf(listing)).not.toContain("rochie-epuizata");
    expect(slugsOf(at(withStock, "/femei/"))).toEqual(["rochie-rosie", "fusta-plisata", "rochie-la-un-magazin"]);
    expect(slugsOf(at(withStock, "/colectii/"))).toContain("rochie-la-un-magazin");
  });

  it("writes every gender section, even with no products at all", () => {
    const empty = buildListings(parts());
    for (const path of ["/femei/", "/barbati/", "/fetite/", "/baieti/"]) {
      expect(at(empty, path).products).toEqual([]);
    }
  });

  it("never writes two listings at the same path", () => {
    const all = pathsOf(listings);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("buildListings: collections", () => {
  const vara = collection({ name: "Vară", slug: "vara" });
  const iarna = collection({ name: "Iarnă", slug: "iarna" });
  const rochie = product("rochie-de-vara", { id: "p1", collection: "Vară" });
  const sandale = product("sandale", { id: "p2", collection: "VARA", category: "Sandale-femei" });
  const pantaloni = product("pantaloni-scurti", { id: "p3", collection: "vara", category: "Pantaloni-barbati" });
  const geaca = product("geaca-de-ski", { id: "p4", collection: "Vară 2024" });
  const tricou = product("tricou-simplu", { id: "p5", collection: null });
  const listings = buildListings(
    parts({ products: [rochie, sandale, pantaloni, geaca, tricou], collections: [vara, iarna] }),
  );

  it("holds the products whose collection name has the collection's slug, ignoring case and diacritics", () => {
    expect(slugsOf(at(listings, "/colectii/vara/"))).toEqual(["rochie-de-vara", "sandale", "pantaloni-scurti"]);
  });

  it("shows every product on /colectii/, the toolbar's Produse, those in no collection included", () => {
    expect(slugsOf(at(listings, "/colectii/"))).toEqual([
      "rochie-de-vara",
      "sandale",
      "pantaloni-scurti",
      "geaca-de-ski",
      "tricou-simplu",
    ]);
  });

  it("writes a collection-gender listing only for the genders the collection has products for", () => {
    const genderPaths = pathsOf(listings.filter((entry) => entry.kind === "collection-gender"));
    expect(genderPaths.sort()).toEqual(["/colectii/vara/barbati/", "/colectii/vara/femei/"]);
    expect(slugsOf(at(listings, "/colectii/vara/femei/"))).toEqual(["rochie-de-vara", "sandale"]);
    expect(slugsOf(at(listings, "/colectii/vara/barbati/"))).toEqual(["pantaloni-scurti"]);
  });

  it("gives a CMS collection with no products its own, empty listing", () => {
    const listing = at(listings, "/colectii/iarna/");
    expect(listing.products).toEqual([]);
    expect(listing.title).toBe("Iarnă");
  });

  it("titles a collection-gender listing with both names and links back through the collection", () => {
    const listing = at(listings, "/colectii/vara/femei/");
    expect(listing.title).toBe("Vară: Femei");
    expect(listing.breadcrumbs).toEqual([
      { label: "Acasă", href: "/" },
      { label: "Colecții", href: "/colectii/" },
      { label: "Vară", href: "/colectii/vara/" },
      { label: "Femei", href: "/colectii/vara/femei/" },
    ]);
  });
});

describe("buildListings: brands", () => {
  const zaraMango = product("camasa-in", { id: "p1", brands: "Zara, Mango" });
  const zara = product("rochie-zara", { id: "p2", brands: "ZARA" });
  const noBrand = product("tricou-fara-brand", { id: "p3", brands: null });
  const listings = buildListings(
    parts({ products: [zaraMango, zara, noBrand], brands: [brand("Zara"), brand("Mango"), brand("Nike")] }),
  );

  it("lists a product with two brands under both brands", () => {
    expect(slugsOf(at(listings, "/brand/zara/"))).toEqual(["camasa-in", "rochie-zara"]);
    expect(slugsOf(at(listings, "/brand/mango/"))).toEqual(["camasa-in"]);
  });

  it("shows every product with any brand on /brand/, once each, and none without a brand", () => {
    expect(slugsOf(at(listings, "/brand/"))).toEqual(["camasa-in", "rochie-zara"]);
  });

  it("lists a product once under a brand even when two spellings of it share the brand's slug", () => {
    const levis = product("blugi-501", { id: "p4", brands: "Levi's, Levis" });
    const listing = at(
      buildListings(parts({ products: [levis], brands: [brand("Levi's", "levis")] })),
      "/brand/levis/",
    );
    expect(slugsOf(listing)).toEqual(["blugi-501"]);
  });

  it("gives a listed brand with no products its own, empty listing", () => {
    expect(at(listings, "/brand/nike/").products).toEqual([]);
  });
});

describe("buildListings: empty CMS categories", () => {
  it("gives a category the CMS lists but no product uses a listing with 0 products", () => {
    const listings = buildListings(parts({ categories: [categoryNamed("Pantofi-femei")] }));
    const listing = at(listings, "/femei/pantofi/");
    expect(listing.kind).toBe("category");
    expect(listing.products).toEqual([]);
    expect(listing.title).toBe("Pantofi");
  });
});

describe("buildListings: titles and breadcrumbs (spec §2, Listing page)", () => {
  const listings = buildListings(
    parts({
      categories: [
        category({
          name: "rochii-de-seara-femei",
          label: "rochii-de-seara",
          slug: "rochii-de-seara",
          section: "femei",
          path: "/femei/rochii-de-seara/",
        }),
        categoryNamed("Accesorii"),
        categoryNamed("Încălțăminte-baieti"),
      ],
    }),
  );

  it("titles a category listing with its name, hyphens turned to spaces and capitalised", () => {
    expect(at(listings, "/femei/rochii-de-seara/").title).toBe("Rochii de seara");
  });

  it("gives a category listing the crumbs Acasă > gender > category", () => {
    expect(at(listings, "/femei/rochii-de-seara/").breadcrumbs).toEqual([
      { label: "Acasă", href: "/" },
      { label: "Femei", href: "/femei/" },
      { label: "Rochii de seara", href: "/femei/rochii-de-seara/" },
    ]);
    expect(at(listings, "/baieti/incaltaminte/").breadcrumbs).toEqual([
      { label: "Acasă", href: "/" },
      { label: "Băieți", href: "/baieti/" },
      { label: "Încălțăminte", href: "/baieti/incaltaminte/" },
    ]);
  });

  it("titles sections with the Romanian gender names, diacritics included", () => {
    expect(at(listings, "/femei/").title).toBe("Femei");
    expect(at(listings, "/barbati/").title).toBe("Bărbați");
    expect(at(listings, "/fetite/").title).toBe("Fetițe");
    expect(at(listings, "/baieti/").title).toBe("Băieți");
    expect(at(listings, "/altele/").title).toBe("Altele");
  });

  it("gives a section listing the crumbs Acasă > gender", () => {
    expect(at(listings, "/fetite/").breadcrumbs).toEqual([
      { label: "Acasă", href: "/" },
      { label: "Fetițe", href: "/fetite/" },
    ]);
  });

  it("ends every listing's crumbs with the listing itself", () => {
    for (const listing of listings) {
      expect(listing.breadcrumbs[0]).toEqual({ label: "Acasă", href: "/" });
      expect(listing.breadcrumbs.at(-1)?.href).toBe(listing.path);
    }
  });
});

describe("categoryTitle (spec §2: hyphens to spaces, capitalised)", () => {
  it.each([
    ["rochii-de-seara", "Rochii de seara"],
    ["Rochii", "Rochii"],
    ["încălțăminte-sport", "Încălțăminte sport"],
    ["ștrampi", "Ștrampi"],
    ["  tricouri--polo ", "Tricouri polo"],
  ])("%j reads %j", (label, title) => {
    expect(categoryTitle(label)).toBe(title);
  });
});

describe("paginateListing (spec §9: 32 per page)", () => {
  const listingOf = (products: readonly Product[]): Listing => ({
    kind: "section",
    path: "/femei/",
    title: "Femei",
    description: "",
    breadcrumbs: [],
    products,
  });

  it("uses 32 products per page", () => {
    expect(PAGE_SIZE).toBe(32);
  });

  it("writes one page, at the listing's own path, for a listing with no products", () => {
    const pages = paginateListing(listingOf([]));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ page: 1, pageCount: 1, path: "/femei/", products: [] });
  });

  it("keeps exactly 32 products on one page", () => {
    const pages = paginateListing(listingOf(many(32)));
    expect(pages.map((page) => page.path)).toEqual(["/femei/"]);
    expect(pages[0]?.products).toHaveLength(32);
  });

  it("splits 65 products into pages of 32, 32 and 1 at /femei/, /femei/pagina/2/, /femei/pagina/3/", () => {
    const products = many(65);
    const pages = paginateListing(listingOf(products));
    expect(pages.map((page) => page.path)).toEqual(["/femei/", "/femei/pagina/2/", "/femei/pagina/3/"]);
    expect(pages.map((page) => page.products.length)).toEqual([32, 32, 1]);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(pages.every((page) => page.pageCount === 3)).toBe(true);
    // Every product appears once, in the catalogue's order.
    expect(pages.flatMap((page) => page.products)).toEqual(products);
  });

  it("builds page URLs under the listing's path", () => {
    expect(listingPagePath("/colectii/vara/", 1)).toBe("/colectii/vara/");
    expect(listingPagePath("/colectii/vara/", 4)).toBe("/colectii/vara/pagina/4/");
  });
});

describe("buildListings: descriptions", () => {
  it("uses the collection's own text, without markup, as its description", () => {
    const vara = collection({
      name: "Vară",
      slug: "vara",
      description: "<p>Rochii <strong>ușoare</strong> pentru zilele toride.</p>",
    });
    const listings = buildListings(parts({ collections: [vara] }));
    expect(at(listings, "/colectii/vara/").description).toBe("Rochii ușoare pentru zilele toride.");
  });

  it("describes a listing without its own text by its title and its Romanian product count", () => {
    const listings = buildListings(parts({ products: many(20), categories: [categoryNamed("Rochii-femei")] }));
    const description = at(listings, "/femei/rochii/").description;
    expect(description).toContain("Rochii");
    expect(description).toContain("20 de produse");
    expect(at(listings, "/baieti/").description).toContain("0 produse");
  });

  it("describes a later page without the count, which it keeps from the build that rendered it (issue 25)", () => {
    const listings = buildListings(parts({ products: many(40), categories: [categoryNamed("Rochii-femei")] }));
    const [first, second] = paginateListing(at(listings, "/femei/rochii/"));
    expect(first && pageDescription(first)).toBe(at(listings, "/femei/rochii/").description);
    expect(second && pageDescription(second)).toMatch(/^Rochii pe Vitrina, pagina 2: produse de la branduri/);
    expect(second && pageDescription(second)).not.toMatch(/\d+ de produse/);
  });

  it("keeps every description within 155 characters of plain text", () => {
    const long = collection({
      name: "Vară",
      slug: "vara",
      description: `<p>${"Rochii ușoare de vară. ".repeat(20)}</p>`,
    });
    const listings = buildListings(parts({ products: many(3), collections: [long], brands: [brand("Zara")] }));
    for (const listing of listings) {
      expect(listing.description.length).toBeGreaterThan(0);
      expect(listing.description.length).toBeLessThanOrEqual(155);
      expect(listing.description).not.toMatch(/[<>]/);
    }
  });
});
