/**
 * Whether a partner's product page says the product is out of stock
 * (issue 15, "Link health"): by schema.org `availability` first, in JSON-LD
 * or microdata, since a shop writes it for search engines about this very
 * product; only a page without any falls back to phrases such as
 * "stoc epuizat" in its visible text. Phrases are weaker evidence (a
 * carousel of other products, one size sold out), so a page whose
 * schema.org says in stock is in stock whatever its text says.
 */
import { stripDiacritics } from "../text.ts";

/** schema.org ItemAvailability values that mean nobody can buy it now (https://schema.org/ItemAvailability). */
const GONE = new Set(["outofstock", "soldout", "discontinued"]);

/**
 * Properties of a schema.org Product that point at other products: what a
 * related-products block says of them is not about this page's product.
 */
const OTHER_PRODUCTS = new Set([
  "isRelatedTo",
  "isSimilarTo",
  "isAccessoryOrSparePartFor",
  "isConsumableFor",
  "itemListElement",
]);

export type StockEvidence =
  | { readonly outOfStock: true; readonly by: "schema" | "phrase"; readonly detail: string }
  | { readonly outOfStock: false; readonly by: "schema" | "none"; readonly detail: string };

/**
 * Reads a page's stock: schema.org when the page has it, else the phrases.
 * @example pageStock('<link itemprop="availability" href="https://schema.org/OutOfStock">', [])
 *   // { outOfStock: true, by: "schema", detail: "schema.org availability OutOfStock" }
 */
export function pageStock(html: string, phrases: readonly string[]): StockEvidence {
  const values = schemaAvailability(html);
  if (values.length) {
    // Several offers (sizes, colours): out of stock only when none of them can be bought.
    const detail = `schema.org availability ${[...new Set(values)].join(", ")}`;
    return values.every((value) => GONE.has(availabilityKey(value)))
      ? { outOfStock: true, by: "schema", detail }
      : { outOfStock: false, by: "schema", detail };
  }
  const phrase = findPhrase(visibleText(html), phrases);
  return phrase === null
    ? { outOfStock: false, by: "none", detail: "no stock information" }
    : { outOfStock: true, by: "phrase", detail: `the page says "${phrase}"` };
}

/**
 * "https://schema.org/OutOfStock", "http://schema.org/OutOfStock",
 * "schema:OutOfStock" and "OutOfStock" are one value.
 * @example availabilityKey("https://schema.org/SoldOut") // "soldout"
 */
export function availabilityKey(value: string): string {
  const last = value.trim().split(/[/:#]/).at(-1) ?? "";
  return last.toLowerCase().replace(/[^a-z]/g, "");
}

/** The last segment of each availability value the page's JSON-LD and microdata give, in page order. */
export function schemaAvailability(html: string): string[] {
  const short = (value: string) => value.trim().split(/[/:#]/).at(-1) ?? "";
  return [...jsonLdAvailability(html), ...microdataAvailability(html)].map(short).filter(Boolean);
}

const JSON_LD = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

function jsonLdAvailability(html: string): string[] {
  const found: string[] = [];
  for (const [, block = ""] of html.matchAll(JSON_LD)) {
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch {
      // Shops do publish broken JSON-LD (a raw line break in a description); the property is still readable.
      for (const [, value = ""] of block.matchAll(/"availability"\s*:\s*"([^"]*)"/g)) found.push(value);
      continue;
    }
    collect(data, found);
  }
  return found;
}

function collect(node: unknown, found: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, found);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (OTHER_PRODUCTS.has(key)) continue;
    if (key === "availability") {
      if (typeof value === "string") found.push(value);
      else if (typeof value === "object" && value !== null && typeof (value as { "@id"?: unknown })["@id"] === "string")
        found.push((value as { "@id": string })["@id"]);
      continue;
    }
    collect(value, found);
  }
}

const TAG = /<[a-z][^>]*>/gi;

function microdataAvailability(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(TAG)) {
    if (!/\bitemprop\s*=\s*["']?[^"'>]*\bavailability\b/i.test(tag)) continue;
    // <link itemprop="availability" href="…">, <meta itemprop="availability" content="…">; content wins when both.
    const value = attribute(tag, "content") ?? attribute(tag, "href");
    if (value) found.push(value);
  }
  return found;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/** Named references a Romanian shop's text may use; numeric ones are decoded whatever they are. */
const NAMED: Readonly<Record<string, string>> = {
  nbsp: " ",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  acirc: "â",
  Acirc: "Â",
  icirc: "î",
  Icirc: "Î",
  abreve: "ă",
  Abreve: "Ă",
  scedil: "ş",
  Scedil: "Ş",
  tcedil: "ţ",
  Tcedil: "Ţ",
};

/**
 * The text a shopper reads: no scripts (a shop's bundle carries "Stoc
 * epuizat" as a translation string on every page), styles, templates or
 * comments, tags turned into spaces, character references decoded.
 * @example visibleText("<p>Stoc&nbsp;<b>epuizat</b></p><script>x='stoc'</script>") // " Stoc  epuizat  "
 */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED[name] ?? whole;
    });
}

/**
 * The first phrase found in the text, as configured, or null. Case,
 * diacritics (ș or the old ş, ț or ţ, or none) and runs of white space do
 * not matter; a phrase matches whole words only, so "indisponibil" does not
 * match "indisponibilă".
 * @example findPhrase("Produs STOC EPUIZAT.", ["stoc epuizat"]) // "stoc epuizat"
 */
export function findPhrase(text: string, phrases: readonly string[]): string | null {
  const folded = fold(text);
  for (const phrase of phrases) {
    const words = fold(phrase).split(" ").filter(Boolean).map(escapeRegExp);
    if (!words.length) continue;
    if (new RegExp(`(?<![\\p{L}\\p{N}])${words.join("\\s+")}(?![\\p{L}\\p{N}])`, "u").test(folded)) return phrase;
  }
  return null;
}

const fold = (text: string) => stripDiacritics(text).replace(/\s+/g, " ");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
