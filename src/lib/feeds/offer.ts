/**
 * The one shape every feed row becomes (an offer of one shop), and the checks a row must pass to be used
 * (FEEDS.md, "A feed can be wrong"). The format readers only name fields; the rules live here, once.
 */
import { isHttpUrl } from "../cms/fields.ts";
import type { Bani } from "../money.ts";
import type { Gender } from "../gender.ts";
import { isLei, parseBani, parseFeedPrice } from "./money.ts";

/** One valid row of a feed: what a shop sells, at what price, where. */
export interface FeedOffer {
  /** The feed's `name` in FEEDS_FILE. */
  readonly feed: string;
  /** The shop a shopper sees: the feed's name, or a Profitshare row's `advertiser_name`. */
  readonly shop: string;
  /** The shop's own id of the row, unique in its feed. */
  readonly id: string;
  readonly title: string;
  /** As the feed writes it (may be HTML); the catalogue sanitises it. */
  readonly description: string;
  readonly brand: string | null;
  readonly gtin: string | null;
  readonly mpn: string | null;
  /** Google's `g:item_group_id`: the variants of one product share it. */
  readonly itemGroupId: string | null;
  readonly color: string | null;
  readonly size: string | null;
  readonly material: string | null;
  /** What the row says of its audience (Google's `g:gender` and `g:age_group`), when it says anything. */
  readonly genderHint: Gender | null;
  /** What the `map` rules are matched against: the category path, product type, or category and subcategory. */
  readonly categoryText: string;
  readonly price: Bani;
  /** Only when above the price. */
  readonly oldPrice: Bani | null;
  readonly inStock: boolean;
  /** Where a shopper's click goes: the network's tracking link, or the shop's page when there is none. */
  readonly affLink: string;
  /** The shop's own page, the one a link check may read; null when the feed does not tell it (Profitshare). */
  readonly pageUrl: string | null;
  readonly images: readonly string[];
}

/** A row as a format reader names it, not yet checked. Text fields are trimmed by `checkRow`. */
export interface RawRow {
  readonly id?: string | undefined;
  readonly shop: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly brand?: string | undefined;
  readonly gtin?: string | undefined;
  readonly mpn?: string | undefined;
  readonly itemGroupId?: string | undefined;
  readonly color?: string | undefined;
  readonly size?: string | undefined;
  readonly material?: string | undefined;
  readonly genderHint?: Gender | null | undefined;
  readonly categoryText?: string | undefined;
  /** `"149.99 RON"` or `"149.99"` (lei) or a JSON number. */
  readonly price?: string | number | undefined;
  readonly oldPrice?: string | number | undefined;
  readonly inStock: boolean;
  readonly affLink?: string | undefined;
  readonly pageUrl?: string | undefined;
  readonly images?: readonly string[] | undefined;
}

/** A row left out, with the reason the report gives. */
export interface BadRow {
  readonly id: string | null;
  readonly title: string | null;
  readonly reason: string;
}

export type Checked = { readonly ok: true; readonly offer: FeedOffer } | { readonly ok: false; readonly bad: BadRow };

const text = (value: string | undefined): string => value?.trim() ?? "";
const optional = (value: string | undefined): string | null => text(value) || null;

function readPrice(value: string | number | undefined) {
  if (typeof value === "number") return { bani: parseBani(value), currency: null };
  return parseFeedPrice(value ?? "");
}

/**
 * Checks one row and makes it an offer, or says why it is left out: no id, no title, a price that is 0, not a
 * price or not in lei, a link that is not http(s). A duplicate id is the reader's to find (it sees the whole
 * feed). A page URL or image that is not http(s) is dropped, not the row: the shop is still reachable.
 * @example checkRow({ shop: "Alfa", id: "1", title: "Rochie", price: "0 RON", inStock: true, affLink: "https://a.ro/1" })
 * // { ok: false, bad: { id: "1", title: "Rochie", reason: "price 0 or not a price" } }
 */
export function checkRow(feed: string, row: RawRow): Checked {
  const id = text(row.id);
  const title = text(row.title);
  const bad = (reason: string): Checked => ({ ok: false, bad: { id: id || null, title: title || null, reason } });
  if (!id) return bad("no id");
  if (!title) return bad("no title");
  const price = readPrice(row.price);
  if (!isLei(price.currency)) return bad(`price not in lei (${price.currency})`);
  if (price.bani === null) return bad("price 0 or not a price");
  const old = row.oldPrice === undefined || row.oldPrice === "" ? null : readPrice(row.oldPrice);
  if (old && !isLei(old.currency)) return bad(`old price not in lei (${old.currency})`);
  const affLink = text(row.affLink);
  if (!isHttpUrl(affLink)) return bad(affLink ? "link not http(s)" : "no link");
  const pageUrl = text(row.pageUrl);
  return {
    ok: true,
    offer: {
      feed,
      shop: row.shop.trim(),
      id,
      title,
      description: text(row.description),
      brand: optional(row.brand),
      gtin: normaliseGtin(row.gtin),
      mpn: optional(row.mpn),
      itemGroupId: optional(row.itemGroupId),
      color: optional(row.color),
      size: optional(row.size),
      material: optional(row.material),
      genderHint: row.genderHint ?? null,
      categoryText: text(row.categoryText),
      price: price.bani,
      oldPrice: old?.bani && old.bani > price.bani ? old.bani : null,
      inStock: row.inStock,
      affLink,
      pageUrl: isHttpUrl(pageUrl) ? pageUrl : null,
      images: (row.images ?? []).map((image) => image.trim()).filter((image) => isHttpUrl(image)),
    },
  };
}

/**
 * A GTIN as 14 digits (GTIN-8, -12, -13 and -14 of one product then compare equal), or null when the text is
 * not one. The check digit is not verified: shops that get it wrong still name their own product consistently.
 * @example normaliseGtin("5901234123457") // "05901234123457"
 */
export function normaliseGtin(value: string | undefined): string | null {
  const digits = text(value).replace(/[\s-]/g, "");
  if (!/^\d{8}$|^\d{12,14}$/.test(digits) || /^0+$/.test(digits)) return null;
  return digits.padStart(14, "0");
}
