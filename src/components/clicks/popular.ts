/**
 * Fills the popular rows from the click service (issue 12): the home page's
 * "Topul zilei" and "Cele mai apreciate", the menu's "Alegerile de top de
 * astăzi" and "Cel mai vândut". The build draws each row in its loading state
 * (Popular.astro) and never asks the service (issue 25: no page changes with a
 * click); here each row asks, with an answer at most a minute old
 * (popular-store.ts), and redraws only when the ids changed. The cards come
 * from the static catalogue by id (lib/card/by-id.ts); an id the catalogue no
 * longer has is skipped. A service that does not answer leaves the row empty,
 * with its empty text (spec §8: a failed list is an empty list, logged only).
 */
import { toCard } from "../../lib/card/card.ts";
import { popularUrl, readClickStats, type ClickStat } from "../../lib/clicks.ts";
import { cardRows } from "../../stores/card-rows.ts";
import { popularItemsHtml } from "./popular-cards.ts";
import { storedPopular, storePopular } from "./popular-store.ts";

type Period = "today" | "alltime";

/**
 * Set once a request to the service got no answer (refused, unreachable, timed out): the page asks no more. Each
 * such request is a line Chromium itself writes to the console as an error ("Failed to load resource"), which no
 * script can take back, and on a host that drops packets a 10 s wait; one is enough to know (issue 26).
 */
let unreachable: Error | undefined;

/** The page's requests, one after another: a service that does not answer is asked once. */
let queue: Promise<unknown> = Promise.resolve();

function askService(apiUrl: string, period: Period, count: number): Promise<readonly ClickStat[]> {
  const stored = storedPopular(period, count);
  if (stored) return Promise.resolve(stored);
  const asked = queue.then(() => {
    if (unreachable) throw unreachable;
    return request(apiUrl, period, count);
  });
  queue = asked.catch(() => undefined);
  return asked;
}

async function request(apiUrl: string, period: Period, count: number): Promise<readonly ClickStat[]> {
  let response: Response;
  try {
    response = await fetch(popularUrl(apiUrl, period, count), {
      credentials: "omit",
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    unreachable = new Error("The click service did not answer", { cause: error });
    throw unreachable;
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const stats = readClickStats(await response.json());
  storePopular(period, count, stats);
  return stats;
}

/** Redraws one row (`[data-popular]`, written by Popular.astro). */
async function refresh(root: HTMLElement, apiUrl: string): Promise<void> {
  const period: Period = root.dataset["popular"] === "alltime" ? "alltime" : "today";
  const count = Number(root.dataset["popularCount"]) || 4;
  const list = root.querySelector<HTMLElement>("[data-popular-list]");
  const empty = root.querySelector<HTMLElement>("[data-popular-empty]");
  if (!list || !empty) return;
  try {
    const stats = await askService(apiUrl, period, count);
    // The service ranks; the catalogue decides what exists.
    const rows = (await cardRows(stats.map((stat) => stat.productId))).slice(0, count);
    const ids = rows.map((row) => row.id).join(" ");
    if (ids === root.dataset["popularIds"]) return;
    root.dataset["popularIds"] = ids;
    list.innerHTML = popularItemsHtml(rows.map(toCard), root.classList.contains("popular--row") ? "row" : "card");
    list.hidden = rows.length === 0;
    empty.hidden = rows.length > 0;
  } finally {
    // Whatever happened, the row no longer says it is loading: it shows its cards or its empty text.
    if (root.getAttribute("aria-busy") === "true") {
      root.setAttribute("aria-busy", "false");
      empty.textContent = root.dataset["popularEmptyText"] ?? "";
    }
  }
}

/** Refreshes every popular row in `scope` as it comes into view (the menu's when the menu opens). */
export function refreshPopular(apiUrl: string, roots: Iterable<HTMLElement>): void {
  for (const root of roots) {
    refresh(root, apiUrl).catch((error: unknown) => console.warn("Popular products could not be refreshed", error));
  }
}
