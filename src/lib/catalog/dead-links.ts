/**
 * The nightly link check's verdicts applied to a build (issue 15, "Link
 * health"; the state is src/lib/links/health-state.ts): a product whose
 * shop page was found dead on DEAD_LINK_DAYS days in a row is left out (an offer of a product of the feeds: that
 * offer, and the product when no offer is left; a product whose shop page is unknown is never judged)
 * and reported like any product left out; one dead for fewer days, or out
 * of stock, is published and named in the build report.
 *
 * Out of stock is not dead: the partner's page still opens, stock often
 * comes back within days, and the phrase rule can be wrong, so it is for an
 * editor to act on, not for the build.
 *
 * Left out after the catalogue is assembled, so that the other products
 * keep their slugs (a product that comes back does not swap addresses with
 * its namesake). Its category, collection and brands stay, even when it was
 * their only product: the release redirects the product's address to its
 * category listing (src/release/gone-products.ts), and a listing without
 * products keeps its page, unlinked (./linkable.ts).
 */
import type { Problem, Product } from "../domain/schema.ts";
import { readLinkHealth } from "../links/health-file.ts";
import { standing, type LinkHealth, type LinkHealthEntry } from "../links/health-state.ts";
import { offerPage, shopPageOf } from "../links/shop-pages.ts";
import { priceKey } from "../prices/history.ts";
import type { Settings } from "../settings.ts";
import type { Catalog } from "./assemble.ts";

/** A product the link check named, as the build report lists it. */
export interface LinkMark {
  readonly id: string;
  readonly title: string;
  readonly affLink: string;
  readonly reason: string;
  readonly deadDays: number;
  readonly checkedAt: string;
}

/** What the build report says of the link check (src/build/report.ts). */
export interface LinkHealthMarks {
  readonly file: string;
  /** The last run's time. */
  readonly checkedAt: string;
  readonly deadLinkDays: number;
  /** Dead for DEAD_LINK_DAYS days or more: not published. */
  readonly leftOut: readonly LinkMark[];
  /** Dead for fewer days: published, and named. */
  readonly dead: readonly LinkMark[];
  readonly outOfStock: readonly LinkMark[];
  /** Offers of the feeds' products dead for DEAD_LINK_DAYS days or more: not published, their product is. */
  readonly offersLeftOut?: readonly LinkMark[];
}

/** The catalogue the settings' LINK_HEALTH_FILE allows; the catalogue as it is without one. */
export async function leaveOutDeadLinks(
  catalog: Catalog,
  settings: Pick<Settings, "LINK_HEALTH_FILE" | "DEAD_LINK_DAYS">,
): Promise<Catalog> {
  const file = settings.LINK_HEALTH_FILE;
  if (!file) return catalog;
  const health = await readLinkHealth(file);
  // No state yet (the first night's check has not run): nothing to apply, and the report says so.
  return applyLinkHealth(catalog, health ?? { version: 1, checkedAt: "", day: "", products: {} }, {
    file,
    deadLinkDays: settings.DEAD_LINK_DAYS,
  });
}

export function applyLinkHealth(
  catalog: Catalog,
  health: LinkHealth,
  options: { readonly file: string; readonly deadLinkDays: number },
): Catalog {
  const leftOut: LinkMark[] = [];
  const dead: LinkMark[] = [];
  const outOfStock: LinkMark[] = [];
  const kept: Product[] = [];
  const offersLeftOut: LinkMark[] = [];
  const judge = (key: string, title: string, page: string | null, left: LinkMark[]) => {
    // A page the check may not read (only a tracking link) is never judged (../links/shop-pages.ts).
    if (!page) return "fine";
    const entry = health.products[key];
    const kind = standing(entry, page, options.deadLinkDays);
    if (entry && kind !== "fine") {
      const list = kind === "left-out" ? left : kind === "dead" ? dead : outOfStock;
      list.push(mark({ id: key, title, affLink: page }, entry));
    }
    return kind;
  };
  for (const product of catalog.products) {
    if (!product.offers?.length) {
      if (judge(product.id, product.title, shopPageOf(product.affLink), leftOut) !== "left-out") kept.push(product);
      continue;
    }
    // A product of the feeds: each shop's page judged on its own; an offer dead DEAD_LINK_DAYS days is left out,
    // and the product with it when it was the last (issue 28).
    const offers = product.offers.filter(
      (offer) =>
        judge(priceKey(product.id, offer.shop), `${product.title} (${offer.shop})`, offerPage(offer), offersLeftOut) !==
        "left-out",
    );
    if (offers.length === product.offers.length) kept.push(product);
    else if (offers.length) kept.push(withOffers(product, offers));
    else {
      const last = offersLeftOut.at(-1)!;
      leftOut.push({ ...last, id: product.id, title: product.title, reason: `every shop's page dead: ${last.reason}` });
    }
  }
  const marks: LinkHealthMarks = {
    file: options.file,
    checkedAt: health.checkedAt,
    deadLinkDays: options.deadLinkDays,
    leftOut,
    dead,
    outOfStock,
    ...(offersLeftOut.length ? { offersLeftOut } : {}),
  };
  if (!leftOut.length) return { ...catalog, products: kept, linkHealth: marks };
  const problems: Problem[] = leftOut.map((entry) => ({
    kind: "product",
    id: entry.id,
    title: entry.title,
    field: "affLink",
    reason: `partner link dead on ${entry.deadDays} days in a row (DEAD_LINK_DAYS ${options.deadLinkDays}): ${entry.reason}`,
  }));
  return { ...catalog, products: kept, problems: [...catalog.problems, ...problems], linkHealth: marks };
}

/** `product` with only `offers` (in their order): its price, link and stock are the first's. */
function withOffers(product: Product, offers: NonNullable<Product["offers"]>): Product {
  const first = offers[0]!;
  return {
    ...product,
    offers,
    price: first.price,
    oldPrice: first.oldPrice,
    affLink: first.affLink,
    inStock: first.inStock,
    ...(first.prices ? { prices: first.prices } : {}),
  };
}

function mark(product: Pick<Product, "id" | "title" | "affLink">, entry: LinkHealthEntry): LinkMark {
  return {
    id: product.id,
    title: product.title,
    affLink: product.affLink,
    reason: entry.reason,
    deadDays: entry.deadDays,
    checkedAt: entry.checkedAt,
  };
}
