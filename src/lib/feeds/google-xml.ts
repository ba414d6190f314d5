/**
 * Google Merchant Center feeds (FEEDS.md, `google-xml`): RSS 2.0 `<item>`s or Atom 1.0 `<entry>`s with the
 * `g:` fields of Google's product data specification. Streamed with htmlparser2 in XML mode: the feed's text is
 * never held, only the item being read. Namespaces are resolved here (htmlparser2 leaves names as written), so
 * a feed that binds Google's namespace to another prefix reads the same.
 */
import { Parser } from "htmlparser2";
import type { Gender } from "../gender.ts";
import type { RawRow } from "./offer.ts";
import { quicklink } from "./links.ts";

export const GOOGLE_NS = "http://base.google.com/ns/1.0";
const ATOM_NS = "http://www.w3.org/2005/Atom";

/** How a Google feed's rows get an affiliate link: a 2Performant quicklink to the row's page (FEEDS.md). */
export interface QuicklinkSettings {
  readonly affCode: string;
  readonly unique: string;
}

interface Item {
  /** Google fields by local name; repeated ones (additional_image_link) keep every value. */
  readonly g: Map<string, string[]>;
  /** Plain RSS or Atom fields by local name. */
  readonly plain: Map<string, string>;
}

/**
 * Reads the items of a Google feed from its bytes, one row per item, as they arrive.
 * @example for await (const row of readGoogleXml(bytes, { shop: "Magazin Alfa" })) …
 */
export async function* readGoogleXml(
  bytes: AsyncIterable<Uint8Array>,
  options: { readonly shop: string; readonly quicklink?: QuicklinkSettings | undefined },
): AsyncGenerator<RawRow> {
  const done: Item[] = [];
  // One scope per open element: prefix -> namespace URI.
  const scopes: Map<string, string>[] = [new Map([["xml", "http://www.w3.org/XML/1998/namespace"]])];
  let item: Item | null = null;
  let itemDepth = -1;
  let field: { ns: string; local: string } | null = null;
  let fieldText = "";
  let failure: Error | null = null;
  let ending = false;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = scopes.at(-1) ?? new Map<string, string>();
        let scope = parent;
        for (const [attribute, value] of Object.entries(attribs)) {
          if (attribute === "xmlns" || attribute.startsWith("xmlns:")) {
            if (scope === parent) scope = new Map(parent);
            scope.set(attribute === "xmlns" ? "" : attribute.slice(6), value);
          }
        }
        scopes.push(scope);
        const depth = scopes.length;
        const colon = name.indexOf(":");
        const ns = scope.get(colon < 0 ? "" : name.slice(0, colon)) ?? "";
        const local = colon < 0 ? name : name.slice(colon + 1);
        if (!item) {
          if ((local === "item" && ns !== GOOGLE_NS) || (local === "entry" && ns === ATOM_NS)) {
            item = { g: new Map(), plain: new Map() };
            itemDepth = depth;
          }
          return;
        }
        if (depth !== itemDepth + 1) return;
        field = { ns, local };
        fieldText = "";
        // Atom's <link href="…"/>: the page is an attribute; rel="alternate" (or none) is the product page.
        if (ns === ATOM_NS && local === "link" && (attribs.rel ?? "alternate") === "alternate" && attribs.href) {
          item.plain.set("link", ownCopy(attribs.href));
          field = null;
        }
      },
      ontext(text) {
        if (field) fieldText += text;
      },
      onclosetag(name, isImplied) {
        // An element still open when the text ends is closed by end(): the feed was cut off. Its last item would
        // be half an item, and its row count a wrong one, so the read fails (and the last good read stays).
        if (ending && isImplied && !failure) failure = new Error(`the feed ends inside <${name}>: cut off`);
        const depth = scopes.length;
        scopes.pop();
        if (!item) return;
        if (depth === itemDepth) {
          done.push(item);
          item = null;
          return;
        }
        if (depth !== itemDepth + 1 || !field) return;
        const value = ownCopy(fieldText.trim());
        if (field.ns === GOOGLE_NS) {
          const values = item.g.get(field.local) ?? [];
          values.push(value);
          item.g.set(field.local, values);
        } else if (!item.plain.has(field.local)) {
          item.plain.set(field.local, value);
        }
        field = null;
      },
      onerror(error) {
        failure = error;
      },
    },
    { xmlMode: true },
  );

  const decoder = new TextDecoder("utf-8");
  for await (const chunk of bytes) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure) throw failure;
    for (const each of done.splice(0)) yield toRow(each, options);
  }
  parser.write(decoder.decode());
  ending = true;
  parser.end();
  if (failure) throw failure;
  for (const each of done.splice(0)) yield toRow(each, options);
}

/**
 * A copy of a text that does not point into the chunk it was cut from. V8 makes a substring a view of its
 * parent: a row's fields would keep every chunk of the feed alive, the whole text after all. Slicing a
 * concatenation copies just the characters.
 */
const ownCopy = (text: string): string => `${text} `.slice(0, -1);

function toRow(
  item: Item,
  options: { readonly shop: string; readonly quicklink?: QuicklinkSettings | undefined },
): RawRow {
  const g = (name: string): string | undefined => item.g.get(name)?.[0] || undefined;
  const plain = (name: string): string | undefined => item.plain.get(name) || undefined;
  const page = g("link") ?? plain("link");
  const regular = g("price");
  const sale = g("sale_price");
  const images = [g("image_link"), ...(item.g.get("additional_image_link") ?? [])].filter(
    (image): image is string => !!image,
  );
  return {
    shop: options.shop,
    id: g("id") ?? plain("id"),
    title: g("title") ?? plain("title"),
    description: g("description") ?? plain("description") ?? plain("summary") ?? plain("content"),
    brand: g("brand"),
    gtin: g("gtin"),
    mpn: g("mpn"),
    itemGroupId: g("item_group_id"),
    color: g("color"),
    size: g("size"),
    material: g("material"),
    genderHint: genderHint(g("gender"), g("age_group")),
    categoryText: g("product_type") ?? g("google_product_category"),
    price: sale ?? regular,
    oldPrice: sale ? regular : undefined,
    inStock: (g("availability") ?? "").toLowerCase().replace(/ /g, "_") === "in_stock",
    affLink: page && options.quicklink ? quicklink(options.quicklink, page) : page,
    pageUrl: page,
    images,
  };
}

/**
 * Google's `g:gender` and `g:age_group` as one of the catalogue's audiences; unisex, or no gender, says nothing.
 * @example genderHint("female", "kids") // "fetite"
 */
export function genderHint(gender: string | undefined, ageGroup: string | undefined): Gender | null {
  const kids = ["newborn", "infant", "toddler", "kids"].includes((ageGroup ?? "").toLowerCase());
  switch ((gender ?? "").toLowerCase()) {
    case "female":
      return kids ? "fetite" : "femei";
    case "male":
      return kids ? "baieti" : "barbati";
    default:
      return null;
  }
}
