/**
 * The build's step that writes the search page's sorts (issue 29; src/lib/search/sort-ranks.ts says why files of
 * ranks): for "Cele mai populare", "Cele mai noi" and "Reducere", the rank of every result of the index this build
 * publishes (its own, or the earlier one kept, with a delta beside it: ./search-index.ts), as the listings' rule
 * orders its product (src/lib/listing/sort-order.ts, `sortRanks`), from what the listings read: the old price the
 * 30-day rule backs (the search keys' prices), the first day in the price history (the products' worker) and the
 * popular file Astro has written (/date/populare.json). Written anew by every build, a file per sort, in the
 * index's folder: a kept index's are never linked, since prices and clicks change.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { dayCodes } from "../lib/listing/listing-data.ts";
import { decodePopular, POPULAR_DATA_PATH, withPopularity } from "../lib/listing/popular-rank.ts";
import { sortRanks, type SortColumns } from "../lib/listing/sort-order.ts";
import { encodeSortRanks, RANKED_SORTS, sortRanksPath, type RankedSort } from "../lib/search/sort-ranks.ts";
import type { ResultFiles } from "./search-index.ts";
import type { SearchKey } from "./search-reuse.ts";
import { step } from "./step.ts";

/** What the sorts read of the build's products. */
export interface SortInputs {
  /** Every product's search key, in catalogue order: its price and the old price the 30-day rule backs. */
  readonly keys: readonly Pick<SearchKey, "id" | "prices">[];
  /** Each product's first day in the price history, when the build keeps one. */
  readonly firstSeen: Readonly<Record<string, string>>;
  /** The products most clicked in the last 30 days, most first (empty when the build read no clicks). */
  readonly popular: readonly string[];
}

/** A search result is in the index, but it names no product of the build: the sorts cannot rank it. */
export class SearchSortsError extends Error {
  override readonly name = "SearchSortsError";
}

/**
 * Each product's rank in each of the search page's sorts, by id: the listings' rule over the products' columns.
 * @example productRanks({ keys, firstSeen: {}, popular: ["b"] }).populare.get("b") // 1
 */
export function productRanks(inputs: SortInputs): Record<RankedSort, ReadonlyMap<string, number>> {
  const { keys } = inputs;
  const ids = keys.map((key) => key.id);
  const columns: SortColumns = withPopularity(
    {
      count: keys.length,
      ids,
      titles: [],
      prices: Uint32Array.from(keys, (key) => key.prices.price),
      oldPrices: Uint32Array.from(keys, (key) => key.prices.oldPrice ?? 0),
      firstSeen: Uint32Array.from(dayCodes(ids.map((id) => inputs.firstSeen[id])).codes),
    },
    inputs.popular,
  );
  const ranked = (key: RankedSort) => {
    const ranks = sortRanks(columns, key);
    return new Map(ids.map((id, index) => [id, ranks[index] ?? 0]));
  };
  return { populare: ranked("populare"), noi: ranked("noi"), reducere: ranked("reducere") };
}

/** A result file's name, which is its result's id in a search's answer: "2/fragment/uv6.pf_fragment" is "uv6". */
const resultName = (file: string): string => path.posix.basename(file, ".pf_fragment");

/**
 * Writes each sort's ranks into the site folder `outDir`, for the results in `files`; resolves to the files'
 * total size. Throws a SearchSortsError when a product of the build has no result, rather than leave it unranked.
 */
export async function writeSearchSorts(
  outDir: string,
  files: ResultFiles,
  inputs: Omit<SortInputs, "popular">,
): Promise<number> {
  const popular = decodePopular(JSON.parse(await readFile(path.join(outDir, POPULAR_DATA_PATH), "utf8")));
  const ranks = productRanks({ ...inputs, popular });
  const results = [...Object.entries(files.index), ...Object.entries(files.delta)];
  const unranked = inputs.keys.find((key) => !(key.id in files.index) && !(key.id in files.delta));
  if (unranked) throw new SearchSortsError(`The search index has no result for product ${unranked.id}`);
  let bytes = 0;
  for (const key of RANKED_SORTS) {
    const of = ranks[key];
    // A result of a product the build no longer has (the kept index's, left out of every search) ranks 0.
    const file = encodeSortRanks(results.map(([id, result]) => [resultName(result), of.get(id) ?? 0] as const));
    const target = path.join(outDir, sortRanksPath(key));
    const body = JSON.stringify(file);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside, then renamed over: never into a file another release may share.
    await writeFile(`${target}.tmp`, body);
    await rename(`${target}.tmp`, target);
    bytes += Buffer.byteLength(body);
  }
  return bytes;
}

/** The step: ./index.ts runs it once the index is written and Astro has written the popular file. */
export function searchSortsStep(outDir: string, files: ResultFiles, inputs: Omit<SortInputs, "popular">) {
  return step(
    "search-sorts",
    () => writeSearchSorts(outDir, files, inputs),
    (bytes) => `the ranks of ${RANKED_SORTS.join(", ")} for the search page, ${Math.round(bytes / 1024)} KB,`,
  );
}
