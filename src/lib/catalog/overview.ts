/**
 * The overview pages of spec §2: "All collections" (/toate-colectiile) and
 * "All categories" (/toate-categoriile), as tiles read from the listings, so
 * that every tile shows the count of the page it links to.
 */
import { GENDERS } from "../gender.ts";
import { paths } from "../paths.ts";
import { compareRo } from "../text.ts";
import { categoryTitle, sectionLabel, type Listing } from "./listings.ts";
import type { Category, Collection } from "../domain/schema.ts";

export interface Tile {
  readonly title: string;
  readonly href: string;
  readonly image: string | null;
  /** Products on the page the tile links to. */
  readonly count: number;
}

export interface TileSection {
  /** The gender, or another section such as "altele". */
  readonly section: string;
  readonly label: string;
  /** The section's own listing. */
  readonly href: string;
  readonly tiles: readonly Tile[];
}

interface Sources {
  readonly listingByPath: ReadonlyMap<string, Listing>;
}

/** Section order of the menus (spec §2): Femei, Fetițe, Bărbați, Băieți, then the others by name. */
const SECTION_ORDER: readonly string[] = ["femei", "fetite", "barbati", "baieti"];

const countOf = (site: Sources, path: string) => site.listingByPath.get(path)?.products.length ?? 0;

/**
 * One tile per collection that holds products, in the catalogue's order.
 * An empty collection has no tile: a grid of shelves shows only stocked ones.
 */
export function collectionTiles(site: Sources & { readonly collections: readonly Collection[] }): Tile[] {
  return site.collections
    .map((collection) => {
      const href = paths.collection(collection.slug);
      return { title: collection.name, href, image: collection.image, count: countOf(site, href) };
    })
    .filter((tile) => tile.count > 0);
}

/**
 * The categories that hold products, grouped by section (Femei, Fetițe,
 * Bărbați, Băieți, then the others) and sorted by name in each. A category
 * listed twice by the CMS gets one tile.
 */
export function categorySections(site: Sources & { readonly categories: readonly Category[] }): TileSection[] {
  const bySection = new Map<string, Map<string, Tile>>();
  for (const category of site.categories) {
    const count = countOf(site, category.path);
    if (count === 0) continue;
    const tiles = bySection.get(category.section) ?? new Map<string, Tile>();
    bySection.set(category.section, tiles);
    if (!tiles.has(category.path)) {
      tiles.set(category.path, {
        title: categoryTitle(category.label),
        href: category.path,
        image: category.image,
        count,
      });
    }
  }
  const rank = (section: string) => {
    const index = SECTION_ORDER.indexOf(section);
    return index === -1 ? SECTION_ORDER.length : index;
  };
  return [...bySection]
    .sort(([a], [b]) => rank(a) - rank(b) || compareRo(sectionLabel(a), sectionLabel(b)))
    .map(([section, tiles]) => ({
      section,
      label: sectionLabel(section),
      href: paths.gender(section),
      tiles: [...tiles.values()].sort((a, b) => compareRo(a.title, b.title)),
    }));
}

/**
 * Where "Explorează produsele" leads from an empty wishlist: the first
 * collection with products, else the first gender with products, else all
 * collections (a page the build always writes).
 */
export function exploreHref(site: Sources & { readonly collections: readonly Collection[] }): string {
  const collection = collectionTiles(site)[0];
  if (collection) return collection.href;
  const gender = GENDERS.map((entry) => paths.gender(entry)).find((href) => countOf(site, href) > 0);
  return gender ?? paths.collections();
}
