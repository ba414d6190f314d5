/**
 * The one gate every product passes, whatever its source: reads each field
 * tolerantly and rejects what CMS.md calls bad (no title, no usable price, an
 * affLink that is not an absolute http(s) URL).
 */
import { parseBrands, parseSizes } from "../brands.ts";
import type { Problem } from "../domain/schema.ts";
import type { ProductResult } from "../domain/source.ts";
import { parseGender } from "../gender.ts";
import { parsePrice } from "../money.ts";
import { saleOldPrice } from "../prices/shown-price.ts";
import { parseCategoryName, paths } from "../paths.ts";
import { productIdProblem } from "../product-id.ts";
import { markupToText, sanitizeMarkup } from "../sanitize.ts";
import { readHttpUrl, readImage, readMarkup, readPickedName, readText } from "./fields.ts";

/** A product's fields under neutral names, still in whatever shape the vendor sent. */
export interface ProductInput {
  readonly id: string;
  readonly title: unknown;
  readonly images: readonly unknown[];
  readonly alt: unknown;
  readonly price: unknown;
  readonly oldPrice: unknown;
  readonly affLink: unknown;
  readonly description: unknown;
  readonly summary: unknown;
  readonly brands: unknown;
  readonly color: unknown;
  readonly material: unknown;
  readonly sku: unknown;
  readonly category: unknown;
  readonly collection: unknown;
  readonly gender: unknown;
  readonly sizes: unknown;
  readonly createdAt: unknown;
}

/**
 * The most one CMS item may weigh (issue 25): a product page holds its description whole, and a listing
 * its title; one item pasted wrong (a 2 MB description) would make every page that shows it too heavy to
 * publish. Generous for any real product (some 3,000 words of description); past it the item is left out and
 * reported, and the rest of the catalogue publishes.
 */
export const MAX_DESCRIPTION = 20_000;
export const MAX_TITLE = 300;

/** Builds a product from neutral input; `mediaBase` prefixes relative media URLs. */
export function buildProduct(input: ProductInput, mediaBase: string): ProductResult {
  const title = readText(input.title);
  const price = parsePrice(input.price);
  const affLink = readHttpUrl(input.affLink);
  const problems: Problem[] = [];
  const problem = (field: string, reason: string) =>
    problems.push({ kind: "product", id: input.id, title, field, reason });

  const markup = readMarkup(input.description);
  const idProblem = productIdProblem(input.id);
  if (idProblem) problem("id", `not a usable id: ${idProblem}`);
  if (!title) problem("title", "missing title");
  else if (title.length > MAX_TITLE) problem("title", `${title.length} characters, more than ${MAX_TITLE}`);
  if (price === null) problem("price", `missing or unusable price: ${describe(input.price)}`);
  if (!affLink) problem("affLink", `not an absolute http(s) URL: ${describe(input.affLink)}`);
  if (markup && markup.length > MAX_DESCRIPTION) {
    problem("description", `${markup.length} characters, more than ${MAX_DESCRIPTION}`);
  }
  if (problems.length || !title || price === null || !affLink) return { ok: false, problems };

  const oldPrice = parsePrice(input.oldPrice);
  const categoryName = readText(input.category);
  const category = categoryName ? parseCategoryName(categoryName) : null;
  const description = markup ? sanitizeMarkup(markup) : "";
  const summary = readText(input.summary);
  const images = input.images.map((image) => readImage(image, mediaBase)).filter((url): url is string => url !== null);

  return {
    ok: true,
    product: {
      id: input.id,
      title,
      alt: readText(input.alt) ?? title,
      images: [...new Set(images)],
      price,
      oldPrice: saleOldPrice(price, oldPrice),
      affLink,
      description,
      summary: summary ? markupToText(summary) : markupToText(description).slice(0, 300),
      brands: parseBrands(input.brands),
      color: readText(input.color),
      material: readText(input.material),
      sku: readText(input.sku),
      category: category ? { ...category, path: paths.category(category) } : null,
      collection: readPickedName(input.collection),
      gender: parseGender(input.gender) ?? (category ? parseGender(category.section) : null),
      sizes: parseSizes(input.sizes),
      createdAt: readText(input.createdAt),
    },
  };
}

/** A short, safe rendering of a bad value for the report. */
function describe(value: unknown): string {
  if (value === undefined) return "absent";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
