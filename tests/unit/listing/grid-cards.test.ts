// @vitest-environment happy-dom
/**
 * The card the listing island draws in the browser (grid-cards.ts, from the
 * listing data) is the card the build writes for the same product
 * (ProductCard.astro: card-html.ts from the product): the same elements,
 * attributes and texts, compared in full once attribute order is set aside.
 */
import { describe, expect, it } from "vitest";
import { cardHtml } from "../../../src/components/catalog/card-html.ts";
import { EAGER, GridCards } from "../../../src/components/listing/grid-cards.ts";
import { toCard } from "../../../src/lib/card/card.ts";
import type { Product } from "../../../src/lib/domain/schema.ts";
import { listingData } from "../../../src/lib/listing/listing-data.ts";
import { product } from "../support.ts";
import { PRODUCTS } from "./fixture.ts";

/** An element as text, its attributes sorted by name: everything else, order of children included, counts. */
function canon(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return "";
  const attributes = [...node.attributes]
    .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
    .sort()
    .join(" ");
  return `<${node.localName} ${attributes}>${[...node.childNodes].map(canon).join("")}</${node.localName}>`;
}

/** The card as the build writes it on a listing page (ProductGrid.astro: h2 titles, the first row eager). */
function builtCard(source: Product, position: number): string {
  const template = document.createElement("template");
  template.innerHTML = cardHtml(toCard(source), { heading: 2, eager: position < EAGER });
  return canon(template.content.firstElementChild as Element);
}

/** The island's cards for `products`, in their order, once the frame after the first one has been painted. */
async function drawnCards(products: readonly Product[], urgent: number): Promise<string[]> {
  const list = document.createElement("ul");
  document.body.append(list);
  new GridCards(list).show(listingData(products), Uint32Array.from(products.keys()), urgent);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const cards = [...list.children].map((item) => canon(item.firstElementChild as Element));
  list.remove();
  return cards;
}

const spare = product("trei-poze", {
  id: "trei-poze",
  brands: "Velora",
  images: ["https://cdn.example.ro/1.jpg", "https://cdn.example.ro/2.jpg", "https://cdn.example.ro/3.jpg"],
  price: "99",
  oldPrice: "120",
});
const bare = product("fara-poza", { id: "fara-poza", brands: "", images: [], price: "50" });
const single = product("o-poza", { id: "o-poza", images: ["https://cdn.example.ro/o-poza.jpg"], price: "75,5" });

describe("the listing island's card", () => {
  it("is the build's card for the same product, markup for markup", async () => {
    const products = [...PRODUCTS, bare, single];
    const drawn = await drawnCards(products, 4);
    expect(drawn).toHaveLength(products.length);
    // Cards on sale, without a brand, without any picture or with one: every branch of the writer.
    expect(products.some((source) => source.oldPrice !== null)).toBe(true);
    products.forEach((source, position) => expect(drawn[position], source.slug).toBe(builtCard(source, position)));
  });

  it("lacks only the spare images, which the listing data does not carry", async () => {
    const [drawn] = await drawnCards([spare], 4);
    const built = builtCard(spare, 0);
    const images = ' data-images="[\\"https://cdn.example.ro/3.jpg\\"]"';
    expect(built).toContain(images);
    expect(drawn).toBe(built.replace(images, ""));
  });

  it("gives the first rows' images their src only after the frame that shows the cards", async () => {
    const list = document.createElement("ul");
    document.body.append(list);
    new GridCards(list).show(listingData(PRODUCTS), Uint32Array.from(PRODUCTS.keys()), 2);
    const images = () => [...list.querySelectorAll("img[data-card-image]")];
    expect(list.querySelectorAll("article.card")).toHaveLength(2);
    expect(images().every((image) => !image.hasAttribute("src"))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(list.querySelectorAll("article.card")).toHaveLength(PRODUCTS.length);
    expect(images().every((image) => image.getAttribute("src")?.endsWith(".svg"))).toBe(true);
    list.remove();
  });
});
