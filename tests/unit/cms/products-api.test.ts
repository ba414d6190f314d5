import { describe, expect, it } from "vitest";
import { apiProductResults } from "../../../src/lib/cms/products-api.ts";

const API = "https://api.example.ro";

/** One product as the owner's API writes it. */
function apiProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 12,
    title: "Rochie midi",
    imageUrl1: "https://cdn.example.ro/rochie-1.jpg",
    imageUrl2: "https://cdn.example.ro/rochie-2.jpg",
    imageUrl3: null,
    alt: "Rochie midi, față",
    affLink: "https://shop.example.ro/rochie",
    price: 149.99,
    oldPrice: 199.99,
    brands: "Zara, Mango",
    color: "Roșu",
    category: "Rochii-femei",
    collection: "Vară 2024",
    gen: "Femei",
    material: "In",
    longDescription: "<p>Rochie din in.</p>",
    isOnSale: true,
    sizes: "S, M",
    ...overrides,
  };
}

describe("apiProductResults", () => {
  it("maps the API's fields to a product", () => {
    const [result] = apiProductResults([apiProduct()], API);
    expect(result).toEqual({
      ok: true,
      product: expect.objectContaining({
        id: "12",
        title: "Rochie midi",
        images: ["https://cdn.example.ro/rochie-1.jpg", "https://cdn.example.ro/rochie-2.jpg"],
        alt: "Rochie midi, față",
        price: 14999,
        oldPrice: 19999,
        affLink: "https://shop.example.ro/rochie",
        description: "<p>Rochie din in.</p>",
        summary: "Rochie din in.",
        brands: ["Zara", "Mango"],
        color: "Roșu",
        material: "In",
        category: expect.objectContaining({ path: "/femei/rochii/" }),
        collection: "Vară 2024",
        gender: "femei",
        sizes: ["S", "M"],
      }),
    });
  });

  it("reads a relative image against the API's host", () => {
    const [result] = apiProductResults([apiProduct({ imageUrl1: "/images/rochie.jpg", imageUrl2: null })], API);
    expect(result?.ok && result.product.images).toEqual([`${API}/images/rochie.jpg`]);
  });

  it("reads brands given as an array", () => {
    const [result] = apiProductResults([apiProduct({ brands: ["Nike", "nike", "Puma"] })], API);
    expect(result?.ok && result.product.brands).toEqual(["Nike", "Puma"]);
  });

  it("names a bad product by its API id and the field at fault", () => {
    const results = apiProductResults(
      [apiProduct({ id: 7, price: "" }), apiProduct({ id: "x-8", affLink: "/relativ" })],
      API,
    );
    expect(results).toEqual([
      { ok: false, problems: [expect.objectContaining({ kind: "product", id: "7", field: "price" })] },
      { ok: false, problems: [expect.objectContaining({ kind: "product", id: "x-8", field: "affLink" })] },
    ]);
  });

  it("names an entry without an id by its position", () => {
    const [, result] = apiProductResults([apiProduct(), apiProduct({ id: null, title: null })], API);
    expect(result).toEqual({ ok: false, problems: [expect.objectContaining({ id: "#1", field: "title" })] });
  });

  it("reports entries that are not objects instead of failing", () => {
    const results = apiProductResults([null, "Rochie", [apiProduct()]], API);
    expect(results).toEqual(
      [0, 1, 2].map((index) => ({
        ok: false,
        problems: [expect.objectContaining({ kind: "product", id: `#${index}`, field: "item" })],
      })),
    );
  });

  it("gives one result per entry, in order", () => {
    const results = apiProductResults([apiProduct({ id: 1 }), apiProduct({ id: 2 }), apiProduct({ id: 3 })], API);
    expect(results.map((result) => result.ok && result.product.id)).toEqual(["1", "2", "3"]);
  });
});
