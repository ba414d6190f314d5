/**
 * The mobile side menu's Produse and Colecții sections, drawn from the desktop mega menus' links (Header.astro)
 * when the header is first reached, instead of being written a second time into every page's HTML
 * (docs/decisions.md#the-weight-of-every-page); this code is fetched then too (header.ts), and writes the menus' counts into both once the
 * counts file is read (menu-counts.ts; issue 25). The menu only opens with script (its burger is a script's
 * button), so nothing is lost without it; once drawn, the sections are the same <details> lists the menu always
 * had.
 *
 * Markup contract (MobileMenu.astro): `<details data-menu-from="ID">` holds only its <summary>, and ID is a mega
 * menu's panel. From `#mega-produse`, each column headed by a link (a gender) becomes a nested <details> with
 * "Toate (N)" (the text of `data-all`) and the column's links; from `#mega-colectii`, each column's heading link
 * (a collection, and "Vezi toate colecțiile") becomes a link of the list. The popular columns, headed by text, are
 * not copied.
 */
import { loadMenuCounts, showCount, writeMenuCounts } from "./menu-counts.ts";

/** A mega menu's column headings that are links, in order. */
const headingLinks = (panel: Element) => [...panel.querySelectorAll(".mega__column > a.mega__heading")];

/**
 * A list item linking where `anchor` does (its `href` as written: a site path), reading `label`, then the count
 * the anchor shows, if any, as the mega menu shows it: "Rochii (24)".
 */
function link(anchor: Element, label: string): HTMLLIElement {
  const item = document.createElement("li");
  const copy = item.appendChild(document.createElement("a"));
  copy.setAttribute("href", anchor.getAttribute("href") ?? "");
  copy.textContent = label;
  const count = anchor.querySelector(".mega__count")?.textContent?.trim();
  if (count) showCount(copy, count);
  return item;
}

/** A mega menu link's own text, without its count, as one line: "Rochii". */
const labelOf = (anchor: Element) =>
  [...anchor.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join("")
    .replace(/\s+/g, " ")
    .trim();

/** Spec §2: Produse lists each gender, opening to "Toate" and its categories. */
function genderSections(panel: Element, all: string): HTMLElement[] {
  return headingLinks(panel).map((heading) => {
    const section = document.createElement("details");
    section.className = "side-menu__nested";
    section.appendChild(document.createElement("summary")).textContent = labelOf(heading);
    const list = section.appendChild(document.createElement("ul"));
    list.append(link(heading, all));
    for (const category of heading.parentElement?.querySelectorAll("ul a") ?? []) {
      list.append(link(category, labelOf(category)));
    }
    return section;
  });
}

/** Colecții: one link a collection, then the page of every collection. */
function collectionList(panel: Element): HTMLElement {
  const list = document.createElement("ul");
  list.append(...headingLinks(panel).map((heading) => link(heading, labelOf(heading))));
  return list;
}

/**
 * Draws the mobile menu's sections, then writes the menus' counts (menu-counts.ts) into them and into the mega
 * menus, once read: the sections do not wait for the counts. Without the counts file the menus keep their links,
 * without counts.
 */
export async function drawMenus(menu: HTMLElement): Promise<void> {
  fillMobileMenu(menu);
  let counts: ReadonlyMap<string, number>;
  try {
    counts = await loadMenuCounts();
  } catch (error) {
    console.warn("The menus' counts could not be read", error);
    return;
  }
  for (const scope of [...document.querySelectorAll(".mega"), menu]) writeMenuCounts(scope, counts);
}

/** Draws the sections of `menu` that are still empty; the second call finds none. */
export function fillMobileMenu(menu: ParentNode): void {
  for (const section of menu.querySelectorAll<HTMLElement>("details[data-menu-from]")) {
    const panel = document.getElementById(section.dataset["menuFrom"] ?? "");
    if (!panel) continue;
    if ("all" in section.dataset) section.append(...genderSections(panel, section.dataset["all"] ?? ""));
    else section.append(collectionList(panel));
    section.removeAttribute("data-menu-from");
  }
}
