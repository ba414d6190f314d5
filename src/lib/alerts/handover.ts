/**
 * The prices of the catalogue that is live, handed from the build to the click service for the alerts (issue 29):
 * `catalogue-prices.json` beside `catalogue-ids.json` (src/lib/catalogue-ids.ts), written by the build's step
 * src/build/write-catalogue-prices.ts and read by src/service/alerts/. Per product: its title and page, its price
 * and stock, each offer's shop, price and stock, and the reference of the EU rule (lib/prices/history.ts's
 * referencePrice) that a new price must be below to be a drop. The service never reads the CMS.
 *
 *     { "builtAt": "2026-11-24T01:16:24.040Z",
 *       "products": [{ "id": "42", "title": "Rochie", "path": "/detalii-produs/rochie/", "price": 19900,
 *                      "reference": 24900, "inStock": true,
 *                      "offers": [{ "shop": "Magazin Alfa", "price": 19900, "reference": 24900, "inStock": true }] }] }
 */
import { z } from "astro/zod";
import type { Product } from "../domain/schema.ts";
import { paths } from "../paths.ts";
import { productIdProblem } from "../product-id.ts";

/** The file name in REPORT_DIR; the service's CATALOGUE_PRICES points at it. */
export const CATALOGUE_PRICES_FILE = "catalogue-prices.json";

const Bani = z.number().int().positive();

export const OfferPriceSchema = z.object({
  shop: z.string().min(1).max(200),
  price: Bani,
  reference: Bani.nullable().describe("the lowest price of the 30 days before this price began to fall"),
  inStock: z.boolean(),
});
export type OfferPrice = z.output<typeof OfferPriceSchema>;

export const ProductPriceSchema = z.object({
  id: z.string().refine((id) => productIdProblem(id) === null, "not a product id"),
  title: z.string().min(1).max(500),
  path: z.string().startsWith("/").max(1000),
  price: Bani,
  reference: Bani.nullable(),
  inStock: z.boolean(),
  /** One per shop; a product of the CMS has one, its own link's. */
  offers: z.array(OfferPriceSchema).min(1),
});
export type ProductPrice = z.output<typeof ProductPriceSchema>;

export const CataloguePricesSchema = z.object({
  builtAt: z.string().refine((at) => !Number.isNaN(Date.parse(at)), "an ISO date"),
  products: z.array(ProductPriceSchema),
});

export interface CataloguePrices {
  readonly builtAt: string;
  readonly products: ReadonlyMap<string, ProductPrice>;
}

export class CataloguePricesError extends Error {
  override readonly name = "CataloguePricesError";
}

/** The shop a product of the CMS is sold by: its partner link's host. */
const shopOfLink = (link: string): string => new URL(link).hostname.replace(/^www\./, "");

/**
 * What the alerts need of one product. A product of the CMS has no stock field: it is in stock, with one offer.
 * @example productPrice(product).offers[0]?.shop // "partener.example" for a CMS product linking there
 */
export function productPrice(product: Product): ProductPrice {
  const reference = product.prices?.reference ?? null;
  const offers = product.offers?.length
    ? product.offers.map((offer) => ({
        shop: offer.shop,
        price: offer.price,
        reference: offer.prices?.reference ?? reference,
        inStock: offer.inStock,
      }))
    : [{ shop: shopOfLink(product.affLink), price: product.price, reference, inStock: product.inStock ?? true }];
  return {
    id: product.id,
    title: product.title.slice(0, 500),
    path: paths.product(product.slug),
    price: product.price,
    reference,
    inStock: product.inStock ?? offers.some((offer) => offer.inStock),
    offers,
  };
}

/** The file's text (the build's step writes it whole, then renames it into place). */
export function cataloguePricesDocument(products: readonly ProductPrice[], builtAt: Date): string {
  return `${JSON.stringify({ builtAt: builtAt.toISOString(), products })}\n`;
}

/** Reads the file's text; throws saying what is wrong. */
export function parseCataloguePrices(text: string): CataloguePrices {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CataloguePricesError("not JSON", { cause: error });
  }
  const parsed = CataloguePricesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CataloguePricesError(`${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  return {
    builtAt: parsed.data.builtAt,
    products: new Map(parsed.data.products.map((product) => [product.id, product])),
  };
}
