/**
 * A product of the feeds (./group.ts) as the catalogue's Product: through the one gate every product passes
 * (src/lib/cms/product.ts: id, title, price, link, description's size and markup), then its offers and stock.
 * Its category is the `map` rule's, landed on the catalogue's own category of that gender and name when there is
 * one, else a new one (src/lib/catalog/assemble.ts lists it as it lists a CMS product's unknown category).
 */
import { buildProduct } from "../cms/product.ts";
import type { Category, Offer } from "../domain/schema.ts";
import type { ProductResult } from "../domain/source.ts";
import { parseCategoryName, paths } from "../paths.ts";
import type { FeedProduct } from "./group.ts";

export interface ToProductOptions {
  /** The catalogue's categories (its CMS's), which a rule's gender and category land on. */
  readonly categories: readonly Category[];
  /** When each product was first read (./first-seen.ts): its `createdAt`. */
  readonly firstSeen: ReadonlyMap<string, string>;
  /** Makes a feed's image URL the one the site shows (the sample's media are the site's own). */
  readonly image?: (url: string) => string;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A feed's description as markup: feeds send HTML or plain text; plain text becomes paragraphs (the gate
 * sanitises either).
 * @example descriptionMarkup("Bumbac.\n\nSpălare la 30°") // "<p>Bumbac.</p><p>Spălare la 30°</p>"
 */
export function descriptionMarkup(text: string): string {
  if (/<\/?[a-z][^>]*>/i.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");
}

/**
 * Maps the feeds' products, each valid one with its offers; an invalid one (the gate's reasons) is reported.
 * @example toProductResults(feedProducts, { categories, firstSeen })[0] // { ok: true, product: { id: "feed-3fa…", offers: [...] } }
 */
export function toProductResults(products: readonly FeedProduct[], options: ToProductOptions): ProductResult[] {
  const categoryOf = categoryLander(options.categories);
  const image = options.image ?? ((url: string) => url);
  return products.map((product) => {
    const result = buildProduct(
      {
        id: product.id,
        title: product.title,
        images: product.images.map(image),
        alt: product.title,
        // Bani as lei: the gate reads a price as editors write it.
        price: product.price / 100,
        oldPrice: product.oldPrice === null ? null : product.oldPrice / 100,
        affLink: product.affLink,
        description: descriptionMarkup(product.description),
        summary: null,
        brands: [...product.brands],
        color: product.color ?? product.colors.join(", "),
        material: product.material,
        sku: product.sku,
        category: null,
        collection: null,
        gender: product.gender,
        sizes: [...product.sizes],
        createdAt: options.firstSeen.get(product.id) ?? null,
      },
      "",
    );
    if (!result.ok) return result;
    const category = categoryOf(product.category, product.gender);
    const offers = product.offers.map((offer): Offer => ({
      shop: offer.shop,
      price: offer.price,
      oldPrice: offer.oldPrice,
      inStock: offer.inStock,
      affLink: offer.affLink,
      pageUrl: offer.pageUrl,
      sizes: [...offer.sizes],
    }));
    return { ok: true, product: { ...result.product, category, offers, inStock: product.inStock } };
  });
}

/**
 * The category a rule's gender and name land on: the catalogue's own of that section and slug (its name and
 * label as the CMS writes them), else one made as a CMS name "Rochii-femei" makes it.
 * @example categoryLander(cmsCategories)("Rochii", "femei") // { name: "Rochii-femei", label: "Rochii", slug: "rochii", section: "femei", path: "/femei/rochii/" }
 */
export function categoryLander(categories: readonly Category[]) {
  const bySectionSlug = new Map(categories.map((category) => [`${category.section}/${category.slug}`, category]));
  return (label: string, gender: string) => {
    const parsed = parseCategoryName(`${label}-${gender}`);
    if (!parsed) return null;
    const known = bySectionSlug.get(`${parsed.section}/${parsed.slug}`);
    const { name, label: shown, slug, section } = known ?? parsed;
    return { name, label: shown, slug, section, path: paths.category({ section, slug }) };
  };
}
