/**
 * The mobile side menu's Produse and Colecții sections, drawn from the desktop mega menus' links (Header.astro)
 * when the burger is first used, instead of being written a second time into every page (issue 11: 3 kB of each
 * page's HTML); this code is fetched then too (header.ts). The menu only opens with script (its burger is a
 * script's button), so nothing is lost without it; once drawn, the sections are the same <details> lists the menu
 * always had.
 *
 * Markup contract (MobileMenu.astro): `<details data-menu-from="ID">` holds only its <summary>, and ID is a mega
 * menu's panel. From `#mega-produse`, each column headed by a link (a gender) becomes a nested <details> with
 * "Toate (N)" (the text of `data-all`) and the column's links; from `#mega-colectii`, each column's heading link
 * (a collection, and "Vezi toate colecțiile") becomes a link of the list. The popular columns, headed by text, are
 * not copied.
 */

/** A mega menu's column headings that are links, in order. */
const headingLinks = (panel: Element) => [...panel.querySelectorAll(".mega__column > a.mega__heading")];

/** A list item linking where `anchor` does (its `href` as written: a site path), reading `text`. */
function link(anchor: Element, text: string): HTMLLIElement {
  const item = document.createElement("li");
  const copy = item.appendChild(document.createElement("a"));
  copy.setAttribute("href", anchor.getAttribute("href") ?? "");
  copy.textContent = text;
  return item;
}

/** The text of a mega menu link, its count included, as one line: "Rochii (24)". */
const lineOf = (anchor: Element) => (anchor.textContent ?? "").replace(/\s+/g, " ").trim();

/** Spec §2: Produse lists each gender, opening to "Toate" and its categories. */
function genderSections(panel: Element, all: string): HTMLElement[] {
  return headingLinks(panel).map((heading) => {
    const count = heading.querySelector(".mega__count")?.textContent?.trim() ?? "";
    // The heading's own text, without its count: "Femei".
    const label = [...heading.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join("")
      .trim();
    const section = document.createElement("details");
    section.className = "side-menu__nested";
    section.appendChild(document.createElement("summary")).textContent = label;
    const list = section.appendChild(document.createElement("ul"));
    list.append(link(heading, count ? `${all} ${count}` : all));
    for (const category of heading.parentElement?.querySelectorAll("ul a") ?? []) {
      list.append(link(category, lineOf(category)));
    }
    return section;
  });
}

/** Colecții: one link a collection, then the page of every collection. */
function collectionList(panel: Element): HTMLElement {
  const list = document.createElement("ul");
  list.append(...headingLinks(panel).map((heading) => link(heading, lineOf(heading))));
  return list;
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
