/**
 * The project's own catalogue types: what src/lib/cms makes of vendor shapes,
 * what src/lib/catalog assembles, and all that pages and islands ever see.
 * Neutral ground, importing neither: the data flows cms -> catalog, never
 * back (eslint.config.js keeps it so).
 */
import { z } from "astro/zod";
import { GENDERS } from "../gender.ts";
import type { PriceStory } from "../prices/history.ts";

const GenderSchema = z.enum(GENDERS);
const Bani = z.number().int().positive().describe("amount in bani (1/100 Ron)");
const Url = z
  .string()
  .refine((url) => /^(https?:\/\/|\/)/.test(url), "an absolute http(s) URL or a site path")
  .describe("image URL: absolute, or a path on this site");

export const CategoryRefSchema = z.object({
  name: z.string().describe('as the CMS names it: "Rochii-femei"'),
  label: z.string().describe('what a shopper reads: "Rochii"'),
  slug: z.string().describe('URL segment: "rochii"'),
  section: z.string().describe('gender segment, or "altele"'),
  path: z.string().describe('the listing URL: "/femei/rochii/"'),
});

/** What one shop asks for a product (issue 28): a product of the feeds has one per shop that sells it. */
export const OfferSchema = z.object({
  shop: z.string().min(1).describe('the shop a shopper reads: "Magazin Alfa"'),
  price: Bani,
  oldPrice: Bani.nullable().describe("only when above the price"),
  inStock: z.boolean(),
  affLink: z.url({ protocol: /^https?$/ }).describe("the affiliate link a click on its button follows"),
  pageUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .describe("the shop's own page, for the partner-link check; null when unknown"),
  sizes: z.array(z.string()).describe("the sizes this shop has in stock"),
  prices: z
    .custom<PriceStory>((value) => typeof value === "object" && value !== null && "checkedOn" in value)
    .optional()
    .describe("this offer's price history (lib/prices/history.ts), when the build keeps one"),
});
export type Offer = z.output<typeof OfferSchema>;

export const ProductSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  alt: z.string(),
  images: z.array(Url).describe("in the editor's order; may be empty"),
  price: Bani,
  oldPrice: Bani.nullable().describe("only when above the price"),
  affLink: z.url({ protocol: /^https?$/ }).describe("the partner shop's page"),
  description: z.string().describe("sanitised HTML"),
  summary: z.string().describe("plain text"),
  brands: z.array(z.string()),
  color: z.string().nullable(),
  material: z.string().nullable(),
  sku: z.string().nullable(),
  category: CategoryRefSchema.nullable(),
  collection: z.string().nullable().describe("the collection's name"),
  gender: GenderSchema.nullable(),
  sizes: z.array(z.string()),
  createdAt: z.string().nullable(),
  offers: z
    .array(OfferSchema)
    .optional()
    .describe(
      "a product of the feeds: one offer per shop, cheapest in stock first; the product's price, oldPrice and " +
        "affLink are the first offer's. Absent for a product of the CMS, which has its one link",
    ),
  shops: z
    .array(z.string().min(1))
    .optional()
    .describe(
      'the shops of its offers, each once, in their order (lib/offers/shops.ts): what the "Magazin" facet reads; ' +
        "set with the slug (catalog/assemble.ts), absent for a product of the CMS",
    ),
  inStock: z
    .boolean()
    .optional()
    .describe("false when no offer is in stock: the product leaves the listings' default view, keeps its page"),
  prices: z
    .custom<PriceStory>((value) => typeof value === "object" && value !== null && "checkedOn" in value)
    .optional()
    .describe("the price history's account (lib/prices/history.ts), when the build keeps one"),
});
export type Product = z.output<typeof ProductSchema>;
export type CategoryRef = z.output<typeof CategoryRefSchema>;

export const CategorySchema = CategoryRefSchema.extend({
  id: z.string(),
  image: Url.nullable(),
  affLink: z.string().nullable(),
});
export type Category = z.output<typeof CategorySchema>;

export const CollectionSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string().describe("sanitised HTML"),
  image: Url.nullable(),
  affLink: z.string().nullable(),
});
export type Collection = z.output<typeof CollectionSchema>;

export const BrandSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  link: z.string().describe("site path of the brand's listing"),
});
export type Brand = z.output<typeof BrandSchema>;

export const AboutSchema = z.object({
  id: z.string(),
  slides: z.array(
    z.object({
      image: Url.nullable(),
      title: z.string(),
      subtitle: z.string().describe("sanitised HTML"),
      button: z.string(),
    }),
  ),
  marquee: z.array(z.string()),
});
export type About = z.output<typeof AboutSchema>;

/** One item a source left out, named so that an editor can find and fix it. */
export interface Problem {
  readonly kind: "product" | "category" | "collection" | "brand" | "about";
  readonly id: string;
  readonly title: string | null;
  readonly field: string;
  readonly reason: string;
}
