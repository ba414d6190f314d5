/**
 * Search-engine facts of a page: meta descriptions and JSON-LD (schema.org
 * Product with an Offer, BreadcrumbList), serialised so that CMS text can
 * never break out of the script tag.
 */
import type { Crumb } from "./catalog/listings.ts";
import type { Product } from "./domain/schema.ts";
import { priceValue } from "./money.ts";

/** The characters jsonLdText writes as escapes, in one pass over the JSON. */
const JSON_ESCAPES: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a `<script type="application/ld+json">`: "<", ">", "&" and the
 * line separators are escaped, so "</script>" in a title stays text.
 * @example jsonLdText({ name: "</script><script>x" }) // '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ex"}'
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char] ?? char);
}

/** A meta description: plain text cut at a word boundary near 155 characters. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,.;:!?-]+$/, "")}…`;
}

export function absolute(site: URL | string, path: string): string {
  return new URL(path, site).href;
}

export function productJsonLd(product: Product, pageUrl: string, site: URL | string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.summary || undefined,
    image: product.images.map((image) => absolute(site, image)),
    sku: product.sku ?? undefined,
    brand: product.brands[0] ? { "@type": "Brand", name: product.brands[0] } : undefined,
    color: product.color ?? undefined,
    material: product.material ?? undefined,
    category: product.category?.label,
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: priceValue(product.price),
      priceCurrency: "RON",
    },
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL | string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(site, crumb.href),
    })),
  };
}
