/**
 * A small listing whose every facet has something to show: two brands that
 * share a product, colours spelled with comma-below and cedilla letters,
 * products on sale, sizes, a missing colour and material, and titles whose
 * Romanian order differs from their code-point order, and two products of the feeds, one sold by two shops
 * (issue 28).
 */
import type { Product } from "../../../src/lib/domain/schema.ts";
import type { ProductInput } from "../../../src/lib/cms/product.ts";
import { listingData } from "../../../src/lib/listing/listing-data.ts";
import { product } from "../support.ts";

function item(slug: string, overrides: Partial<ProductInput>): Product {
  return product(slug, {
    id: slug,
    images: [`/media/sample/${slug}-fata.svg`, `/media/sample/${slug}-spate.svg`],
    ...overrides,
  });
}

export const PRODUCTS: readonly Product[] = [
  item("sacou-lana", {
    title: "Sacou din lână",
    brands: "Casa Lia",
    color: "Roșu",
    material: "Lână",
    price: "450",
    sizes: "S, M",
  }),
  item("sal-matase", {
    title: "Șal din mătase",
    brands: "Nord & Fir",
    color: "Roşu",
    material: "Mătase",
    price: "120",
    oldPrice: "160",
    sizes: "Mărime unică",
  }),
  {
    ...item("tricou-bumbac", {
      title: "Tricou din bumbac",
      brands: "Casa Lia, Nord & Fir",
      color: "Alb",
      material: "Bumbac",
      price: "89,90",
      sizes: "XS, S",
    }),
    shops: ["Magazin Beta", "Magazin Alfa"],
  },
  item("tesatura-in", {
    title: "Țesătură de in",
    brands: "Velora",
    color: "ROȘU",
    material: "In",
    price: "1.899,50",
    sizes: "L",
  }),
  {
    ...item("bluza-in", {
      title: "Bluză din in",
      brands: "Velora",
      color: "Alb",
      material: "In",
      price: "199",
      oldPrice: "249",
      sizes: "S, M, L",
    }),
    shops: ["Magazin Alfa"],
  },
  item("camasa-alba", { title: "Cămașă albă", brands: "Boema", color: null, material: null, price: "210", sizes: "" }),
];

export const DATA = listingData(PRODUCTS);

/** Product slugs of `indexes`, for readable assertions. */
export function slugsAt(indexes: Iterable<number>): string[] {
  return Array.from(indexes, (index) => DATA.slugs[index] ?? `?${index}`);
}
