/**
 * The menus' product counts (spec §2: the Produse columns "each with product counts", the Colecții columns with
 * "gender sub-links and product counts") kept out of the pages (issue 25): a count changes with every product
 * added or unpublished anywhere in its listing, and the menus are on every page, so counts drawn into them made
 * every publish render every page. The pages draw the menus' links only; the build writes the counts into one
 * small file (`paths.menuCounts()`, no-cache like every page), which the browser reads once, when a menu is first
 * reached (components/layout/menu-counts.ts), and writes beside each link. Without script, or before the file
 * comes, a menu shows its links without counts.
 */
import type { MenuLink, Navigation } from "./navigation.ts";

/** The counts file's content: each menu link's path and its listing's product count. */
export type MenuCounts = Readonly<Record<string, number>>;

/**
 * The count of every menu link that has one: the genders and their categories, the collections and their
 * genders (the brands are listed without counts).
 * @example menuCounts(navigation) // { "/femei/": 83, "/femei/rochii/": 24, "/colectii/vara/": 12, … }
 */
export function menuCounts(navigation: Navigation): MenuCounts {
  const links = [
    ...navigation.genders.flatMap((gender) => [gender, ...gender.categories]),
    ...navigation.collections.flatMap((collection) => [collection, ...collection.genders]),
  ];
  return Object.fromEntries(links.map((link) => [link.href, link.count]));
}

/** A menu link as the pages draw it: its label and address, not its count. */
export type DrawnLink = Omit<MenuLink, "count">;

/** The menus as every page draws them (Header.astro, MobileMenu.astro, Footer.astro). */
export interface DrawnMenus {
  readonly genders: readonly (DrawnLink & { readonly categories: readonly DrawnLink[] })[];
  readonly collections: readonly (DrawnLink & { readonly genders: readonly DrawnLink[] })[];
  readonly brands: readonly DrawnLink[];
}

/**
 * What the pages show of the menus, for their keys (./page-keys.ts): which links, in which order, without the
 * counts. A product added or unpublished changes it only when it changes a menu's links (a category's first
 * product or its last, a category entering a gender's 15 fullest).
 */
export function drawnMenus(navigation: Navigation): DrawnMenus {
  const link = ({ label, href }: MenuLink): DrawnLink => ({ label, href });
  return {
    genders: navigation.genders.map((gender) => ({ ...link(gender), categories: gender.categories.map(link) })),
    collections: navigation.collections.map((collection) => ({
      ...link(collection),
      genders: collection.genders.map(link),
    })),
    brands: navigation.brands.map(link),
  };
}

/**
 * The counts file as the browser reads it back: only site paths with a whole count; anything else (a proxy's
 * error page, a file of another version of the site) is no count at all.
 * @example readMenuCounts({ "/femei/": 83, "/x/": "83", "https://x/": 1 }) // Map { "/femei/" => 83 }
 */
export function readMenuCounts(value: unknown): ReadonlyMap<string, number> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return new Map();
  return new Map(
    Object.entries(value).filter(
      (entry): entry is [string, number] =>
        /^\/(?!\/)/.test(entry[0]) && Number.isSafeInteger(entry[1]) && (entry[1] as number) >= 0,
    ),
  );
}
