/**
 * What the partner-link check may read (issue 28, FEEDS.md "Facts to design for"): a network counts every request
 * to a tracking link as a click, and a click count must only ever come from shoppers. So the check reads a shop's
 * own page, never a tracking link:
 * - an offer of the feeds: its `pageUrl` (the feed's page URL, or a quicklink's `redirect_to`), never its link;
 * - a CMS product: its link when it is a shop's page, a quicklink's `redirect_to`;
 * - a tracking link without a page (a 2Performant product link, a Profitshare link): the shop's page is unknown,
 *   and the product or offer is not checked; the report says so.
 */
import type { Product } from "../domain/schema.ts";
import { priceKey } from "../prices/history.ts";

/**
 * True for a network's tracking link, recognised by its shape wherever it is served: 2Performant's
 * `/events/click?…aff_code=…` and Profitshare's `https://l.profitshare.ro/l/<id>`.
 * @example isTrackingLink("https://event.2performant.com/events/click?ad_type=product_store&aff_code=a&unique=u") // true
 * @example isTrackingLink("https://l.profitshare.ro/l/abc") // true
 * @example isTrackingLink("https://magazin.ro/p/rochie") // false
 */
export function isTrackingLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (/(^|\.)2performant\.[a-z]+$/.test(host) || /(^|\.)profitshare\.[a-z]+$/.test(host)) return true;
  if (url.pathname.replace(/\/+$/, "") === "/events/click" && url.searchParams.has("aff_code")) return true;
  return host.startsWith("l.profitshare.") || (host.includes("profitshare") && /^\/l\/[^/]+\/?$/.test(url.pathname));
}

/**
 * The shop's page a link leads to without requesting it: a quicklink's `redirect_to`, the link itself when it is
 * not a tracking link, else null (unknown).
 * @example shopPageOf("https://event.2performant.com/events/click?ad_type=quicklink&aff_code=a&unique=p&redirect_to=https%3A%2F%2Fa.ro%2Fp") // "https://a.ro/p"
 */
export function shopPageOf(link: string): string | null {
  try {
    const url = new URL(link);
    if (url.searchParams.get("ad_type") === "quicklink") {
      const target = url.searchParams.get("redirect_to");
      return target && /^https?:\/\//i.test(target) && !isTrackingLink(target) ? target : null;
    }
  } catch {
    return null;
  }
  return isTrackingLink(link) ? null : link;
}

/** One page the check reads: the product (or the offer, `<id>|<shop>`) it stands for and the shop's page. */
export interface CheckedPage {
  /** The key its health is kept under: a product's id, or an offer's (priceKey: id and shop). */
  readonly id: string;
  readonly productId: string;
  readonly title: string;
  /** The shop's page read; never a tracking link. */
  readonly page: string;
}

/** A product or offer not checked: its shop page is unknown. */
export interface UnknownPage {
  readonly id: string;
  readonly productId: string;
  readonly title: string;
  /** Its link, which is a tracking link and is not requested. */
  readonly link: string;
}

/**
 * The shop page of one offer: the feed's page URL only (the reader sets it from the row's page or its quicklink's
 * `redirect_to`). An offer's link is never read instead: a feed's link is the network's tracking link, whatever
 * its host.
 */
export const offerPage = (offer: NonNullable<Product["offers"]>[number]): string | null => offer.pageUrl;

/**
 * The pages a check reads for `products`, and those it cannot: one per CMS product, one per offer of a product
 * of the feeds.
 * @example pagesToCheck([cmsProductWithTrackingLink]) // { pages: [], unknown: [{ id, title, link }] }
 */
export function pagesToCheck(products: readonly Product[]): { pages: CheckedPage[]; unknown: UnknownPage[] } {
  const pages: CheckedPage[] = [];
  const unknown: UnknownPage[] = [];
  for (const product of products) {
    const units = product.offers?.length
      ? product.offers.map((offer) => ({
          id: priceKey(product.id, offer.shop),
          title: `${product.title} (${offer.shop})`,
          link: offer.affLink,
          page: offerPage(offer),
        }))
      : [{ id: product.id, title: product.title, link: product.affLink, page: shopPageOf(product.affLink) }];
    for (const unit of units) {
      if (unit.page) pages.push({ id: unit.id, productId: product.id, title: unit.title, page: unit.page });
      else unknown.push({ id: unit.id, productId: product.id, title: unit.title, link: unit.link });
    }
  }
  return { pages, unknown };
}
