/**
 * What the site tells the click service (spec §7, "productclicks"; issue 12):
 * a click on a product link counts for "Topul zilei" and "Cele mai
 * apreciate", a click on "Cumpără acum" is the outbound (affiliate) click
 * the owner earns by. Pure: the page script (components/clicks/track.ts)
 * reads the link and sends what this module builds.
 */

/** The service's paths, relative to PUBLIC_API_URL. */
export const CLICK_API = {
  increment: "/api/productclicks/increment",
  outbound: "/api/outbound",
  today: "/api/productclicks/today",
  allTime: "/api/productclicks/alltime",
} as const;

export type ClickKind = "product" | "outbound";

/** A click, ready to send: where to, and the JSON body. */
export interface ClickBeacon {
  readonly url: string;
  readonly body: string;
}

/**
 * The request of one click, or null when there is nothing honest to send:
 * spec §5 says a click without the product's id or title is not recorded
 * (an outbound click needs only the id; the shop whose offer it opened goes with it when the product has
 * offers, issue 28).
 * @example clickBeacon("https://api.example.ro", "product", "p-1", " Rochie ") // { url: "https://api.example.ro/api/productclicks/increment", body: '{"productId":"p-1","title":"Rochie"}' }
 * @example clickBeacon("https://api.example.ro", "product", "p-1", "") // null
 * @example clickBeacon("https://api.example.ro", "outbound", "p-1", null, "Magazin Alfa").body // '{"productId":"p-1","shop":"Magazin Alfa"}'
 */
export function clickBeacon(
  apiUrl: string,
  kind: ClickKind,
  productId: string | null | undefined,
  title?: string | null,
  shop?: string | null,
): ClickBeacon | null {
  const id = productId?.trim();
  if (!id) return null;
  const base = apiUrl.replace(/\/+$/, "");
  if (kind === "outbound") {
    const shopName = shop?.trim();
    const body = shopName ? { productId: id, shop: shopName } : { productId: id };
    return { url: base + CLICK_API.outbound, body: JSON.stringify(body) };
  }
  const name = title?.replace(/\s+/g, " ").trim();
  if (!name) return null;
  return { url: base + CLICK_API.increment, body: JSON.stringify({ productId: id, title: name }) };
}

/** Spec §9: the popular rows show 4 products by default; the service answers at most 50. */
export const POPULAR_TOP_MAX = 50;

/**
 * The address of a popular list.
 * @example popularUrl("https://api.example.ro/", "today", 4) // "https://api.example.ro/api/productclicks/today?top=4"
 */
export function popularUrl(apiUrl: string, period: "today" | "alltime", top: number): string {
  const path = period === "today" ? CLICK_API.today : CLICK_API.allTime;
  const count = Math.min(Math.max(1, Math.trunc(top)), POPULAR_TOP_MAX);
  return `${apiUrl.replace(/\/+$/, "")}${path}?top=${count}`;
}

/** One product's count, as the service answers it (spec §7). */
export interface ClickStat {
  readonly productId: string;
  readonly clicks: number;
}

/**
 * The service's answer read defensively: a list of `{productId, clicks}`;
 * anything else in it (a row without an id, a count that is not a positive
 * whole number) is dropped, and an answer that is not a list is no list.
 * @example readClickStats([{ productId: "a", clicks: 3 }, { clicks: 2 }]) // [{ productId: "a", clicks: 3 }]
 */
export function readClickStats(answer: unknown): ClickStat[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((row: unknown) => {
    if (typeof row !== "object" || row === null) return [];
    const { productId, clicks } = row as Record<string, unknown>;
    const id =
      typeof productId === "string" ? productId.trim() : typeof productId === "number" ? String(productId) : "";
    return id && Number.isSafeInteger(clicks) && (clicks as number) > 0
      ? [{ productId: id, clicks: clicks as number }]
      : [];
  });
}
