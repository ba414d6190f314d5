/**
 * Reading every feed of FEEDS_FILE into products (FEEDS.md, issue 28). For each feed: download (or reuse the
 * last good read on a 304), check every row, refuse a feed that shrank past MAX_SHRINK; then place all rows with
 * the `map` rules and group them into products. Feeds are read one after the other: each holds only its own
 * rows, and the networks see one request at a time.
 */
import type { HttpOptions } from "../cms/http.ts";
import { createRowsWriter, hasRows, readRows, readState, writeState, type FeedState } from "./cache.ts";
import { download, type Validators } from "./download.ts";
import { readGoogleXml } from "./google-xml.ts";
import { groupOffers, type FeedProduct } from "./group.ts";
import { checkRow, type BadRow, type FeedOffer, type RawRow } from "./offer.ts";
import { createPlacement, type Placement, type PlacedOffer } from "./place.ts";
import { readProfitshare } from "./profitshare-api.ts";
import type { FeedsSettings, MapRule, ReadyFeed } from "./settings.ts";
import { read2PerformantCsv } from "./2performant-csv.ts";

export interface FeedReadOptions {
  /** Where the last good reads and their state are kept between builds. */
  readonly cacheDir: string;
  /** The largest fall in valid rows against the last good read, 0 to 1 (the release's MAX_SHRINK). */
  readonly maxShrink: number;
  /**
   * The CMS reads' retry settings. `timeoutMs` bounds each attempt whole, body included (fetch's signal), so a
   * feed needs a longer one than a CMS page: minutes for a feed of hundreds of thousands of rows.
   */
  readonly http: Pick<HttpOptions, "timeoutMs" | "retries" | "backoffMs">;
  /** Bad rows listed one by one in a report; the rest are only counted. */
  readonly badRowsListed?: number;
}

/**
 * What became of one feed:
 * - `read`: read in full and used; it is now the last good read;
 * - `unchanged`: answered 304, the last good read used;
 * - `shrunk`: fewer valid rows than the last good read by more than MAX_SHRINK, the last good read used;
 * - `failed`: could not be read (the message says why), the last good read used when there is one.
 */
export type FeedStatus = "read" | "unchanged" | "shrunk" | "failed";

export interface FeedReport {
  readonly name: string;
  readonly format: ReadyFeed["format"];
  readonly status: FeedStatus;
  /** Valid rows used for this build. */
  readonly rows: number;
  /** Valid rows of the read, when it was read but not used (shrunk). */
  readonly refusedRows: number | null;
  /** Valid rows of the last good read before this one. */
  readonly lastGoodRows: number | null;
  readonly badRows: number;
  readonly badByReason: Readonly<Record<string, number>>;
  /** The first bad rows, with their reasons. */
  readonly bad: readonly BadRow[];
  /** Rows placed by a `map` rule. */
  readonly placed: number;
  /** Rows no rule placed, by category text. */
  readonly unplaced: Readonly<Record<string, number>>;
  readonly message: string | null;
  /** Time this feed took: download (or reuse), check, place; grouping is all feeds' and not counted. */
  readonly ms: number;
}

export interface FeedsResult {
  readonly products: FeedProduct[];
  readonly reports: FeedReport[];
}

/**
 * Reads, checks, places and groups every feed of the settings.
 * @example const { products, reports } = await readFeeds(settings, { cacheDir: ".cache/feeds", maxShrink: 0.2, http })
 */
export async function readFeeds(settings: FeedsSettings, options: FeedReadOptions): Promise<FeedsResult> {
  const state = await readState(options.cacheDir);
  const reports: FeedReport[] = [];
  const placedAll: PlacedOffer[] = [];
  for (const feed of settings.feeds) {
    const { report, placed, newState } = await readOneFeed(feed, state[feed.name] ?? null, settings.map, options);
    if (newState) state[feed.name] = newState;
    for (const offer of placed) placedAll.push(offer);
    reports.push(report);
  }
  await writeState(options.cacheDir, state);
  return { products: groupOffers(placedAll), reports };
}

/**
 * One feed, streamed end to end: each row is checked, placed and written to the cache as it arrives; only the
 * placed rows are held. The cache's new rows become the last good read only once the whole feed is read and
 * has not shrunk.
 */
async function readOneFeed(
  feed: ReadyFeed,
  last: FeedState | null,
  map: readonly MapRule[],
  options: FeedReadOptions,
): Promise<{ report: FeedReport; placed: PlacedOffer[]; newState: FeedState | null }> {
  const started = performance.now();
  const stored = last !== null && (await hasRows(options.cacheDir, feed.name));
  const base = {
    name: feed.name,
    format: feed.format,
    refusedRows: null,
    lastGoodRows: stored ? last.rows : null,
    badRows: 0,
    badByReason: {},
    bad: [],
    message: null,
  };
  const finish = (
    placement: Placement,
    report: Omit<FeedReport, "placed" | "unplaced" | "ms">,
    newState: FeedState | null = null,
  ) => ({
    report: {
      ...report,
      placed: placement.placed.length,
      unplaced: placement.unplaced,
      ms: Math.round(performance.now() - started),
    },
    placed: placement.placed,
    newState,
  });
  const lastGood = async () => {
    const placement = createPlacement(map);
    let rows = 0;
    if (stored) {
      for await (const offer of readRows(options.cacheDir, feed.name)) {
        placement.add(offer);
        rows++;
      }
    }
    return { placement: placement.result(), rows };
  };

  const placement = createPlacement(map);
  let read: CheckedFeed;
  let validators: Validators;
  let writer: Awaited<ReturnType<typeof createRowsWriter>> | null = null;
  try {
    const source = await openFeed(feed, stored ? last : null, options);
    if (!source) {
      const reused = await lastGood();
      // The bad rows of the read it is: an unchanged feed still holds them.
      const bad = { badRows: last?.badRows ?? 0, badByReason: last?.badByReason ?? {}, bad: last?.bad ?? [] };
      return finish(reused.placement, { ...base, ...bad, status: "unchanged", rows: reused.rows });
    }
    validators = source.validators;
    const rowsWriter = await createRowsWriter(options.cacheDir, feed.name);
    writer = rowsWriter;
    read = await checkFeed(feed.name, source.rows, options.badRowsListed ?? 100, (offer) => {
      placement.add(offer);
      return rowsWriter.write(offer);
    });
  } catch (error) {
    await writer?.discard();
    const reused = await lastGood();
    const message = `${error instanceof Error ? error.message : String(error)}${
      stored ? `; the last good read (${reused.rows} rows) is used` : "; no earlier read to use"
    }`;
    return finish(reused.placement, { ...base, status: "failed", rows: reused.rows, message });
  }
  const counts = { badRows: read.badRows, badByReason: read.badByReason, bad: read.bad };
  if (stored && last.rows > 0 && (last.rows - read.rows) / last.rows > options.maxShrink) {
    await writer.discard();
    const reused = await lastGood();
    const fall = Math.round(((last.rows - read.rows) / last.rows) * 100);
    const message =
      `${read.rows} valid rows against ${last.rows} in the last good read: ${fall}% fewer, more than ` +
      `MAX_SHRINK ${Math.round(options.maxShrink * 100)}%; the last good read is used`;
    return finish(reused.placement, {
      ...base,
      ...counts,
      status: "shrunk",
      rows: reused.rows,
      refusedRows: read.rows,
      message,
    });
  }
  await writer.commit();
  return finish(
    placement.result(),
    { ...base, ...counts, status: "read", rows: read.rows },
    { ...validators, rows: read.rows, readAt: new Date().toISOString(), ...counts },
  );
}

/** A feed's rows, or null when it answered 304 to the validators of its last good read. */
async function openFeed(
  feed: ReadyFeed,
  last: Validators | null,
  options: FeedReadOptions,
): Promise<{ rows: AsyncIterable<RawRow>; validators: Validators } | null> {
  if (feed.format === "profitshare-api") {
    // An API of pages, not a file: nothing to ask conditionally; every read is a full one.
    return {
      rows: readProfitshare({ url: feed.url, user: feed.user, key: feed.key }, feed.advertisers, options.http),
      validators: { etag: null, lastModified: null },
    };
  }
  const answer = await download(feed.url, last, options.http);
  if (!answer.changed) return null;
  const rows =
    feed.format === "google-xml"
      ? readGoogleXml(answer.bytes, { shop: feed.name, quicklink: feed.quicklink })
      : read2PerformantCsv(answer.bytes, { shop: feed.name });
  return { rows, validators: answer.validators };
}

interface CheckedFeed {
  /** Valid rows, each handed to `onOffer`. */
  readonly rows: number;
  readonly badRows: number;
  readonly badByReason: Record<string, number>;
  readonly bad: BadRow[];
}

/**
 * Checks every row of a feed (offer.ts's rules) and finds duplicate ids: the first row of an id is kept, each
 * later one is a bad row. Each valid row is handed to `onOffer` as it comes, and awaited.
 */
export async function checkFeed(
  feed: string,
  rows: AsyncIterable<RawRow>,
  listed: number,
  onOffer: (offer: FeedOffer) => Promise<void> | void,
): Promise<CheckedFeed> {
  const seen = new Set<string>();
  const badByReason: Record<string, number> = {};
  const bad: BadRow[] = [];
  let badRows = 0;
  let valid = 0;
  const reject = (row: BadRow) => {
    badRows++;
    badByReason[row.reason] = (badByReason[row.reason] ?? 0) + 1;
    if (bad.length < listed) bad.push(row);
  };
  for await (const row of rows) {
    const checked = checkRow(feed, row);
    if (!checked.ok) {
      reject(checked.bad);
      continue;
    }
    // A Profitshare feed holds several advertisers: an id is unique within its shop.
    const key = `${checked.offer.shop}\u0000${checked.offer.id}`;
    if (seen.has(key)) {
      reject({ id: checked.offer.id, title: checked.offer.title, reason: "duplicate id" });
      continue;
    }
    seen.add(key);
    valid++;
    await onOffer(checked.offer);
  }
  return { rows: valid, badRows, badByReason, bad };
}
