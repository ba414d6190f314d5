/**
 * The filter island's start data (island-props.ts) as the page carries it: a
 * JSON data block, `<script type="application/json">`, written once beside
 * the island and read by it when it hydrates. As Astro island props the same
 * data cost twice its size in a listing's HTML: Astro wraps every value
 * (`[0, …]`) and then escapes every quote of the JSON as `&quot;`.
 *
 * Packed for the page: an option is `[label, count]` (its key is
 * `optionKey(label)`, as in the listing's data file), a category link
 * `[label, href, count]` (the current one is the listing's own path).
 * A data block is not run, so the Content-Security-Policy does not concern it.
 */
import { OPTION_FACETS, type OptionDataKey } from "./facet-table.ts";
import type { FacetSummary, OptionCount, OptionCounts } from "./facets.ts";
import type { CategoryLink, ExplorerProps } from "./island-props.ts";
import { optionKey } from "./option-key.ts";
import { isSortKey, type SortKey } from "./sort.ts";

/** The id of the block in a listing page (a page has one filter island). */
export const EXPLORER_BLOCK_ID = "filtre-date";

type PackedOption = [label: string, count: number];
type PackedLink = [label: string, href: string, count: number];

type PackedFacets = { readonly [K in OptionDataKey]: PackedOption[] } & {
  readonly onSale: number;
  readonly hasSales: boolean;
  readonly price: [min: number, max: number];
};

/** The block's JSON. */
export interface ExplorerBlock {
  readonly listingPath: string;
  readonly dataUrl: string;
  readonly pageSize: number;
  readonly total: number;
  readonly facets: PackedFacets;
  readonly categories: PackedLink[];
  readonly sorts: SortKey[];
  readonly revision: string;
}

/** The block is not one this code wrote. */
export class ExplorerBlockError extends Error {
  override readonly name = "ExplorerBlockError";
}

const packOptions = (options: readonly OptionCount[]): PackedOption[] =>
  options.map((option) => [option.label, option.count]);

/** The block's JSON for the island's props. */
export function packExplorer(props: ExplorerProps): ExplorerBlock {
  const { facets } = props;
  return {
    listingPath: props.listingPath,
    dataUrl: props.dataUrl,
    pageSize: props.pageSize,
    total: props.total,
    facets: {
      ...(Object.fromEntries(OPTION_FACETS.map((facet) => [facet.data, packOptions(facets[facet.data])])) as {
        [K in OptionDataKey]: PackedOption[];
      }),
      onSale: facets.onSale,
      hasSales: facets.hasSales,
      price: [facets.price.min, facets.price.max],
    },
    categories: props.categories.map((link) => [link.label, link.href, link.count]),
    sorts: [...props.sorts],
    revision: props.revision,
  };
}

/**
 * The block's text: its JSON, with every `<` escaped so that no label can
 * close the script element or open a comment in it (HTML §4.12.1.3).
 * @example explorerBlockText(props) // '{"listingPath":"/femei/",…,"categories":[["Bluze","/femei/bluze/",20]]}'
 */
export function explorerBlockText(props: ExplorerProps): string {
  return JSON.stringify(packExplorer(props)).replaceAll("<", "\\u003c");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

function text(value: unknown, field: string): string {
  if (typeof value !== "string") throw new ExplorerBlockError(`"${field}" is not a text`);
  return value;
}

function count(value: unknown, field: string): number {
  if (!isCount(value)) throw new ExplorerBlockError(`"${field}" is not a whole number`);
  return value;
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw new ExplorerBlockError(`"${field}" is not a list`);
  return value;
}

function unpackOptions(value: unknown, field: string): OptionCount[] {
  return list(value, field).map((entry, index) => {
    const [label, number] = list(entry, `${field}[${index}]`);
    const shown = text(label, `${field}[${index}][0]`);
    return { key: optionKey(shown), label: shown, count: count(number, `${field}[${index}][1]`) };
  });
}

function unpackFacets(value: unknown): FacetSummary {
  if (!isRecord(value)) throw new ExplorerBlockError('"facets" is missing');
  const [min, max] = list(value["price"], "facets.price");
  const options = Object.fromEntries(
    OPTION_FACETS.map((facet) => [facet.data, unpackOptions(value[facet.data], `facets.${facet.data}`)]),
  ) as OptionCounts<OptionCount[]>;
  return {
    ...options,
    onSale: count(value["onSale"], "facets.onSale"),
    hasSales: value["hasSales"] === true,
    price: { min: count(min, "facets.price[0]"), max: count(max, "facets.price[1]") },
  };
}

function unpackLinks(value: unknown, listingPath: string): CategoryLink[] {
  return list(value, "categories").map((entry, index) => {
    const [label, href, number] = list(entry, `categories[${index}]`);
    const path = text(href, `categories[${index}][1]`);
    return {
      label: text(label, `categories[${index}][0]`),
      href: path,
      count: count(number, `categories[${index}][2]`),
      current: path === listingPath,
    };
  });
}

/**
 * The island's props from the block's parsed JSON; throws `ExplorerBlockError` when it is not a block this code
 * wrote.
 */
export function unpackExplorer(block: unknown): ExplorerProps {
  if (!isRecord(block)) throw new ExplorerBlockError("the block is not an object");
  const listingPath = text(block["listingPath"], "listingPath");
  return {
    listingPath,
    dataUrl: text(block["dataUrl"], "dataUrl"),
    pageSize: count(block["pageSize"], "pageSize"),
    total: count(block["total"], "total"),
    facets: unpackFacets(block["facets"]),
    categories: unpackLinks(block["categories"], listingPath),
    sorts: list(block["sorts"], "sorts").map((key, index) => {
      if (!isSortKey(key)) throw new ExplorerBlockError(`"sorts[${index}]" is not a sort`);
      return key;
    }),
    revision: text(block["revision"], "revision"),
  };
}
