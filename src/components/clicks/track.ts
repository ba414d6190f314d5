/**
 * Records product and outbound clicks for the click service (issue 12), for
 * every product link of the page at once: one listener on the document, so a
 * card drawn later (the listing island, search results, a popular row filled
 * in the browser) counts without code of its own.
 *
 * A product link is any link inside an element carrying `data-product-id`
 * (the card writer puts it on every card; the title is the card's), or a
 * link carrying it, with `data-product-title`, itself. "Cumpără acum" carries `data-outbound`, and `data-shop` when it opens one shop's offer. The
 * request goes with navigator.sendBeacon (fetch with keepalive where the
 * browser refuses the beacon), as `text/plain` so that a service on another
 * origin needs no preflight, and never delays the navigation. Started by
 * the script of a site built with a service (layout/service-frame.ts): pages
 * built without PUBLIC_API_URL carry none of this and send nothing.
 */
import { clickBeacon, type ClickBeacon } from "../../lib/clicks.ts";
import { forgetPopular } from "./popular-keys.ts";

function send(beacon: ClickBeacon): void {
  try {
    if (navigator.sendBeacon?.(beacon.url, beacon.body)) return;
  } catch {
    // A beacon refused (too large a queue, a blocked scheme): fetch below.
  }
  fetch(beacon.url, {
    method: "POST",
    body: beacon.body,
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    keepalive: true,
    credentials: "omit",
    mode: "cors",
  }).catch(() => {
    // A lost click is not worth an error the shopper could see.
  });
}

/** The beacon of a click on `link`, or null when it is no product link. */
export function beaconFor(link: HTMLAnchorElement, apiUrl: string): ClickBeacon | null {
  const owner = link.closest<HTMLElement>("[data-product-id]");
  if (!owner) return null;
  const productId = owner.dataset["productId"];
  // An offer's button (issue 28) names its shop; the product's own button names its first offer's, if any.
  if (link.hasAttribute("data-outbound")) return clickBeacon(apiUrl, "outbound", productId, null, link.dataset["shop"]);
  // A card names its product in its title (card-html.ts); any other product link carries the name itself.
  const title = owner.dataset["productTitle"] ?? owner.querySelector(".card__title")?.textContent ?? link.textContent;
  return clickBeacon(apiUrl, "product", productId, title);
}

/** Starts listening; `apiUrl` is the service's origin from the page. */
export function trackClicks(apiUrl: string): void {
  const onClick = (event: MouseEvent) => {
    // The main button, or the middle one (a new tab): both lead the shopper to the product.
    if (event.button !== 0 && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    const beacon = link ? beaconFor(link, apiUrl) : null;
    if (!beacon) return;
    send(beacon);
    // The counts just changed: the next page asks the service instead of showing a stored list.
    forgetPopular();
  };
  document.addEventListener("click", onClick, { capture: true, passive: true });
  document.addEventListener("auxclick", onClick, { capture: true, passive: true });
}
