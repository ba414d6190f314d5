import { describe, expect, it } from "vitest";
import { assembleCatalog } from "../../../src/lib/catalog/assemble.ts";
import { buildProduct } from "../../../src/lib/cms/product.ts";
import { categoryFromName, umbracoParts, type UmbracoContent } from "../../../src/lib/cms/umbraco.ts";
import { CMS, item, links, media, picked, productInput, productItem, richText } from "../support.ts";

/** Umbraco content mapped to parts, then assembled as a build does: what a source's reader is for. */
const umbracoCatalog = (...args: Parameters<typeof umbracoParts>) => assembleCatalog(umbracoParts(...args));

/** Umbraco content with nothing in it; tests add what they are about. */
function content(overrides: Partial<UmbracoContent> = {}): UmbracoContent {
  return { products: [], categories: [], collections: [], about: [], brands: null, ...overrides };
}

describe("umbracoCatalog: products", () => {
  it("maps a product item to our product, with media on the CMS host", () => {
    const rochie = productItem("Rochie midi roșie", {
      image1: media("/media/a1/fata.jpg"),
      image2: "https://cdn.example.ro/spate.jpg",
      price: "1.299,00",
      oldPrice: 1499,
      affLink: links("https://shop.example.ro/rochie"),
      longDescription: richText("<p>Din <strong>in</strong>.</p>"),
      brand: "Zara, Mango",
      category: "Rochii-femei",
      collection: picked("Vară 2024"),
      gen: "FEMEI",
      sizes: ["s", "m"],
    });
    const { products } = umbracoCatalog(content({ products: [rochie] }), CMS);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      id: rochie["id"],
      slug: "rochie-midi-rosie",
      title: "Rochie midi roșie",
      images: [`${CMS}/media/a1/fata.jpg`, "https://cdn.example.ro/spate.jpg"],
      price: 129900,
      oldPrice: 149900,
      affLink: "https://shop.example.ro/rochie",
      description: "<p>Din <strong>in</strong>.</p>",
      brands: ["Zara", "Mango"],
      category: { path: "/femei/rochii/" },
      collection: "Vară 2024",
      gender: "femei",
      sizes: ["S", "M"],
      createdAt: "2024-05-01T10:00:00",
    });
  });

  it("keeps media as site paths for the sample catalogue (no CMS host)", () => {
    const { products } = umbracoCatalog(content({ products: [productItem("Rochie")] }), "", "sample");
    expect(products[0]?.images).toEqual(["/media/abc/rochie.jpg"]);
  });

  it("leaves out a bad product, names it, and publishes the rest", () => {
    const good = productItem("Rochie midi");
    const bad = productItem("Bluză", { price: "la cerere", affLink: "javascript:alert(1)" });
    const catalog = umbracoCatalog(content({ products: [good, bad] }), CMS);
    expect(catalog.products.map((product) => product.id)).toEqual([good["id"]]);
    expect(catalog.problems).toEqual([
      expect.objectContaining({ kind: "product", id: bad["id"], title: "Bluză", field: "price" }),
      expect.objectContaining({ kind: "product", id: bad["id"], title: "Bluză", field: "affLink" }),
    ]);
    expect(catalog.read.products).toBe(2);
  });

  it("reports entries that are not Delivery API items by position", () => {
    const catalog = umbracoCatalog(content({ products: [productItem("Rochie"), "garbage", { id: 5 }] }), CMS);
    expect(catalog.products).toHaveLength(1);
    expect(catalog.problems).toEqual([
      expect.objectContaining({ kind: "product", id: "#1", field: "item" }),
      expect.objectContaining({ kind: "product", id: "#2", field: "item" }),
    ]);
  });

  it("ignores fields it does not know", () => {
    const rochie = { ...productItem("Rochie", { newEditorField: { any: "shape" } }), futureTopLevel: [1, 2] };
    expect(umbracoCatalog(content({ products: [rochie] }), CMS).products).toHaveLength(1);
  });

  it("gives the second product with the same title a suffixed slug and reports it", () => {
    const first = productItem("Rochie midi");
    const second = productItem("Rochie Midi!");
    const catalog = umbracoCatalog(content({ products: [first, second] }), CMS);
    expect(catalog.products.map((product) => product.slug)).toEqual(["rochie-midi", "rochie-midi-2"]);
    expect(catalog.suffixed).toEqual([
      { id: second["id"], title: "Rochie Midi!", wanted: "rochie-midi", slug: "rochie-midi-2" },
    ]);
  });

  it("takes products from the product API when given, and counts what it read", () => {
    const results = [buildProduct(productInput({ id: "41", title: "Geacă" }), CMS)];
    const catalog = umbracoCatalog(content({ products: [productItem("Ignored")] }), CMS, "products-api", {
      results,
      read: 3,
    });
    expect(catalog.source).toBe("products-api");
    expect(catalog.products.map((product) => product.title)).toEqual(["Geacă"]);
    expect(catalog.read.products).toBe(3);
  });
});

describe("umbracoCatalog: categories", () => {
  it("maps category pages named `Category-gender` to listings", () => {
    const page = item("categoryPage", "Cămăși-barbati", {
      image1: media("/media/c1/camasi.jpg"),
      affLink: links("https://shop.example.ro/camasi"),
    });
    const { categories } = umbracoCatalog(content({ categories: [page] }), CMS);
    expect(categories).toEqual([
      {
        id: page["id"],
        name: "Cămăși-barbati",
        label: "Cămăși",
        slug: "camasi",
        section: "barbati",
        path: "/barbati/camasi/",
        image: `${CMS}/media/c1/camasi.jpg`,
        affLink: "https://shop.example.ro/camasi",
      },
    ]);
  });

  it("reports a category page without a usable name", () => {
    const unnamed = item("categoryPage", null);
    const symbols = item("categoryPage", "***-femei");
    const catalog = umbracoCatalog(content({ categories: [unnamed, symbols] }), CMS);
    expect(catalog.categories).toEqual([]);
    expect(catalog.problems.map((problem) => [problem.kind, problem.id, problem.field])).toEqual([
      ["category", unnamed["id"], "name"],
      ["category", symbols["id"], "name"],
    ]);
  });

  it("adds a category that a product names but no page lists, so no product links to a missing page", () => {
    const { categories } = umbracoCatalog(
      content({ products: [productItem("Geacă", { category: "Geci-baieti" })] }),
      CMS,
    );
    expect(categories.map((category) => category.path)).toEqual(["/baieti/geci/"]);
  });
});

describe("umbracoCatalog: collections", () => {
  it("maps a collection page with its description and image", () => {
    const page = item("collectionPage", "Colecția de Vară", {
      description: richText("<p>Nou<script>alert(1)</script></p>"),
      image: media("/media/k1/vara.jpg"),
      affLink: null,
    });
    const { collections } = umbracoCatalog(content({ collections: [page] }), CMS);
    expect(collections).toEqual([
      {
        id: page["id"],
        name: "Colecția de Vară",
        slug: "colectia-de-vara",
        description: "<p>Nou</p>",
        image: `${CMS}/media/k1/vara.jpg`,
        affLink: null,
      },
    ]);
  });

  it("merges two collections whose names match when lower-cased, keeping the first", () => {
    const first = item("collectionPage", "Vară 2024", { description: "Prima" });
    const second = item("collectionPage", "VARĂ 2024", { description: "A doua" });
    const { collections } = umbracoCatalog(content({ collections: [first, second] }), CMS);
    expect(collections.map((collection) => [collection.id, collection.slug])).toEqual([[first["id"], "vara-2024"]]);
  });

  it("reports a collection page without a name", () => {
    const page = item("collectionPage", "  ");
    const catalog = umbracoCatalog(content({ collections: [page] }), CMS);
    expect(catalog.collections).toEqual([]);
    expect(catalog.problems).toEqual([expect.objectContaining({ kind: "collection", id: page["id"], field: "name" })]);
  });
});

describe("umbracoCatalog: brands", () => {
  it("reads both groups of the brands endpoint", () => {
    const brands = {
      group1: [{ name: "Zara", link: "/brand/zara" }],
      group2: [{ name: "Tommy Hilfiger", link: "x" }, { name: "" }],
    };
    const catalog = umbracoCatalog(content({ brands }), CMS);
    expect(catalog.brands).toEqual([
      { name: "Zara", slug: "zara", link: "/brand/zara/" },
      { name: "Tommy Hilfiger", slug: "tommy-hilfiger", link: "/brand/tommy-hilfiger/" },
    ]);
  });

  it("takes brands from the products alone when the endpoint answered 404", () => {
    const products = [productItem("Rochie", { brand: "Mango" }), productItem("Bluză", { brand: ["mango", "Nike"] })];
    const catalog = umbracoCatalog(content({ products, brands: null }), CMS);
    expect(catalog.brands.map((brand) => brand.name)).toEqual(["Mango", "Nike"]);
  });

  it("adds brands that products name to the listed ones, once each", () => {
    const catalog = umbracoCatalog(
      content({ products: [productItem("Rochie", { brand: "ZARA, Mango" })], brands: { group1: [{ name: "Zara" }] } }),
      CMS,
    );
    expect(catalog.brands.map((brand) => brand.name)).toEqual(["Zara", "Mango"]);
  });
});

describe("umbracoCatalog: About", () => {
  it("reads the slider and the marquee from the About item", () => {
    const about = item("about", "About", {
      imageUrl1: media("/media/s1/slide.jpg"),
      title: "Colecția nouă",
      subTitle: richText('<p onclick="x()">Reduceri <em>mari</em></p>'),
      butonName: "Descoperă",
      imageUrl2: null,
      title2: null,
      subtitle2: null,
      butonName2: null,
      text1: "Livrare rapidă",
      text2: "",
    });
    const catalog = umbracoCatalog(content({ about: [about] }), CMS);
    expect(catalog.about).toEqual({
      id: about["id"],
      slides: [
        {
          image: `${CMS}/media/s1/slide.jpg`,
          title: "Colecția nouă",
          subtitle: "<p>Reduceri <em>mari</em></p>",
          button: "Descoperă",
        },
      ],
      marquee: ["Livrare rapidă"],
    });
  });

  it("has no About when the CMS has none", () => {
    expect(umbracoCatalog(content(), CMS).about).toBeNull();
  });
});

describe("categoryFromName", () => {
  it("builds a category page with its listing path", () => {
    expect(categoryFromName("c1", "Cămăși-barbati", { image: null, affLink: null })).toEqual({
      id: "c1",
      name: "Cămăși-barbati",
      label: "Cămăși",
      slug: "camasi",
      section: "barbati",
      path: "/barbati/camasi/",
      image: null,
      affLink: null,
    });
  });

  it("refuses a name with no category part", () => {
    expect(categoryFromName("c2", "---", { image: null, affLink: null })).toBeNull();
  });
});
