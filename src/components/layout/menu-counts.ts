/**
 * Writes the menus' product counts beside their links (spec §2), in the mega menus and the mobile menu, from the
 * build's counts file (src/lib/catalog/menu-counts.ts; issue 25: no page holds them). Fetched with the mobile
 * menu's code when the header is first reached (header.ts), once a page view; a link the file does not name (a
 * popular product, a brand, "Vezi toate colecțiile") gets none. A file that cannot be read leaves the menus
 * without counts, logged (spec §8, "Menu data failure: Logged; loading ends").
 */
import { readMenuCounts } from "../../lib/catalog/menu-counts.ts";
import { paths } from "../../lib/paths.ts";

/** The counts file, read. Rejects when it cannot be (offline, an error status, not JSON). */
export async function loadMenuCounts(): Promise<ReadonlyMap<string, number>> {
  const response = await fetch(paths.menuCounts(), { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${paths.menuCounts()}`);
  return readMenuCounts(await response.json());
}

/** Writes `count` ("(24)") after a link's text, in the mega menu's style. */
export function showCount(link: Element, count: string): void {
  const shown = document.createElement("span");
  shown.className = "mega__count";
  shown.textContent = count;
  link.append(" ", shown);
}

/**
 * Writes "(N)" after each link of `scope` that has a count, as the mega menus' markup once held it:
 * `Rochii <span class="mega__count">(24)</span>`. A link that already shows one is left as it is.
 */
export function writeMenuCounts(scope: ParentNode, counts: ReadonlyMap<string, number>): void {
  for (const link of scope.querySelectorAll("a[href]")) {
    const count = counts.get(link.getAttribute("href") ?? "");
    if (count !== undefined && !link.querySelector(".mega__count")) showCount(link, `(${count})`);
  }
}
