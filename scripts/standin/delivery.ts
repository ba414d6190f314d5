/**
 * Umbraco's Content Delivery API v2, answered from a dump (CMS.md, "Umbraco
 * Content Delivery API v2: the facts that matter here"): the query endpoint
 * with its filters, sorts and paging, one item by id or route path, several
 * items by id. Every item is indexed and serialised once; a query's ordered
 * result is cached by its filters and sorts, so paging through 20,000 items
 * never filters or sorts the whole list again.
 */
import type { UmbracoContent } from "../../src/lib/cms/umbraco.ts";
import { empty, jsonText, problem, type Answer } from "./answer.ts";

export const DELIVERY_PATH = "/umbraco/delivery/api/v2/content";

interface Entry {
  /** Position in the whole dump: the last tie-break, so that every sort is total. */
  readonly order: number;
  /** Position within its own list of the dump: what stands for Umbraco's sort order among siblings. */
  readonly sortOrder: number;
  readonly id: string | null;
  readonly contentType: string;
  readonly name: string;
  readonly createDate: number;
  readonly updateDate: number;
  /** The route path, lower-cased, with a leading and a trailing slash; null when the item has none. */
  readonly path: string | null;
  readonly level: number;
  readonly json: string;
}

type Predicate = (entry: Entry) => boolean;
type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly answer: Answer };

export interface DeliveryOptions {
  /**
   * When a query names no sort, answer each request in a different order, as
   * CMS.md warns a real Umbraco may: a client that pages without sorting
   * then sees repeats and gaps. Default true.
   */
  readonly shuffleUnsorted?: boolean;
}

export interface DeliveryApi {
  /** Answers a GET whose path starts with DELIVERY_PATH. */
  answer(pathname: string, query: URLSearchParams): Answer;
}

const CACHE_LIMIT = 200;

export function createDeliveryApi(content: UmbracoContent, options: DeliveryOptions = {}): DeliveryApi {
  const entries = indexContent(content);
  const byId = new Map<string, Entry>();
  const byPath = new Map<string, Entry>();
  for (const entry of entries) {
    if (entry.id !== null && !byId.has(entry.id.toLowerCase())) byId.set(entry.id.toLowerCase(), entry);
    if (entry.path !== null && !byPath.has(entry.path)) byPath.set(entry.path, entry);
  }
  const cache = new Map<string, readonly Entry[]>();
  const shuffle = options.shuffleUnsorted ?? true;
  let unsortedAnswers = 0;

  const find = (idOrPath: string): Entry | undefined =>
    byId.get(idOrPath.trim().toLowerCase()) ?? byPath.get(normalisePath(idOrPath));

  function query(params: URLSearchParams): Answer {
    const skip = readCount(params, "skip", 0);
    if (!skip.ok) return skip.answer;
    const take = readCount(params, "take", 10);
    if (!take.ok) return take.answer;
    const filters: Predicate[] = [];
    const keptFilters: string[] = [];
    for (const filter of params.getAll("filter")) {
      const parsed = parseFilter(filter);
      if (!parsed.ok) return parsed.answer;
      if (parsed.value) {
        filters.push(parsed.value);
        keptFilters.push(filter);
      }
    }
    const fetch = params.getAll("fetch");
    if (fetch.length > 1) return problem(400, "Only one fetch option is allowed", "Invalid fetch");
    const fetched = fetch[0] === undefined ? { ok: true as const, value: null } : parseFetch(fetch[0], find);
    if (!fetched.ok) return fetched.answer;
    const sorts = params.getAll("sort");
    const comparators: ((a: Entry, b: Entry) => number)[] = [];
    for (const sort of sorts) {
      const parsed = parseSort(sort);
      if (!parsed.ok) return parsed.answer;
      comparators.push(parsed.value);
    }

    const key = JSON.stringify([[...keptFilters].sort(), fetch, sorts]);
    let result = cache.get(key);
    if (!result) {
      const predicates = fetched.value ? [fetched.value, ...filters] : filters;
      const matching = entries.filter((entry) => predicates.every((predicate) => predicate(entry)));
      if (comparators.length) {
        matching.sort((a, b) => {
          for (const compare of comparators) {
            const order = compare(a, b);
            if (order !== 0) return order;
          }
          return a.order - b.order;
        });
      }
      result = matching;
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? "");
      cache.set(key, result);
    }

    const total = result.length;
    const from = skip.value;
    const to = Math.min(total, from + take.value);
    const page: string[] = [];
    // No sort: an order that changes from one request to the next (see DeliveryOptions).
    const offset = !comparators.length && shuffle && total ? (++unsortedAnswers * 7919) % total : 0;
    for (let index = from; index < to; index++) page.push((result[(index + offset) % total] as Entry).json);
    return jsonText(`{"total":${total},"items":[${page.join(",")}]}`);
  }

  return {
    answer(pathname, params) {
      const rest = pathname.slice(DELIVERY_PATH.length).replace(/\/+$/, "");
      if (rest === "") return query(params);
      if (rest.toLowerCase() === "/items") {
        const found = params.getAll("id").flatMap((id) => {
          const entry = byId.get(id.trim().toLowerCase());
          return entry ? [entry.json] : [];
        });
        return jsonText(`[${found.join(",")}]`);
      }
      if (rest.toLowerCase().startsWith("/item/")) {
        const entry = find(safeDecode(rest.slice("/item/".length)));
        return entry ? jsonText(entry.json) : empty(404);
      }
      return empty(404);
    },
  };
}

/** Indexes the four lists of a dump. Entries that are not objects are still served, as a broken CMS would. */
function indexContent(content: UmbracoContent): Entry[] {
  const lists = [content.products, content.categories, content.collections, content.about];
  const entries: Entry[] = [];
  for (const list of lists) {
    list.forEach((item, sortOrder) => {
      const record = isRecord(item) ? item : {};
      const route = isRecord(record["route"]) ? record["route"] : {};
      const path = typeof route["path"] === "string" ? normalisePath(route["path"]) : null;
      entries.push({
        order: entries.length,
        sortOrder,
        id: typeof record["id"] === "string" || typeof record["id"] === "number" ? String(record["id"]) : null,
        contentType: typeof record["contentType"] === "string" ? record["contentType"].toLowerCase() : "",
        name: typeof record["name"] === "string" ? record["name"] : "",
        createDate: parseDate(record["createDate"]),
        updateDate: parseDate(record["updateDate"]),
        path,
        level: path === null ? 0 : path.split("/").filter(Boolean).length + 1,
        json: JSON.stringify(item) ?? "null",
      });
    });
  }
  return entries;
}

const DATE_FILTER = /^(createDate|updateDate)(>:|<:|>|<)(.*)$/i;

/** One `filter` value: a predicate, null for a date filter whose date does not parse (Umbraco drops it), or a 400. */
function parseFilter(filter: string): Parsed<Predicate | null> {
  const colon = filter.indexOf(":");
  const field = colon > 0 ? filter.slice(0, colon).toLowerCase() : "";
  const raw = colon > 0 ? filter.slice(colon + 1) : "";
  const negate = raw.startsWith("!");
  const value = negate ? raw.slice(1) : raw;
  const maybeNot = (predicate: Predicate): Predicate => (negate ? (entry) => !predicate(entry) : predicate);
  if (field === "contenttype") {
    const aliases = new Set(value.split(",").map((alias) => alias.trim().toLowerCase()));
    return { ok: true, value: maybeNot((entry) => aliases.has(entry.contentType)) };
  }
  if (field === "name") {
    const text = value.toLowerCase();
    return { ok: true, value: maybeNot((entry) => entry.name.toLowerCase().includes(text)) };
  }
  const date = DATE_FILTER.exec(filter);
  if (date) {
    const [, name = "", operator, text = ""] = date;
    const when = parseDate(text);
    if (Number.isNaN(when)) return { ok: true, value: null };
    const read = name.toLowerCase() === "createdate" ? (e: Entry) => e.createDate : (e: Entry) => e.updateDate;
    const compare: Record<string, (a: number) => boolean> = {
      ">": (a) => a > when,
      ">:": (a) => a >= when,
      "<": (a) => a < when,
      "<:": (a) => a <= when,
    };
    const test = compare[operator ?? ">"] ?? (() => false);
    return { ok: true, value: (entry) => test(read(entry)) };
  }
  return { ok: false, answer: problem(400, `The filter "${filter}" is not supported`, "Invalid filter") };
}

const SORTS: Readonly<Record<string, (a: Entry, b: Entry) => number>> = {
  createdate: (a, b) => compareDates(a.createDate, b.createDate),
  updatedate: (a, b) => compareDates(a.updateDate, b.updateDate),
  name: (a, b) => a.name.localeCompare(b.name, "ro", { sensitivity: "base" }),
  level: (a, b) => a.level - b.level,
  sortorder: (a, b) => a.sortOrder - b.sortOrder,
};

function parseSort(sort: string): Parsed<(a: Entry, b: Entry) => number> {
  const match = /^(\w+):(asc|desc)$/i.exec(sort.trim());
  const compare = match ? SORTS[(match[1] ?? "").toLowerCase()] : undefined;
  if (!match || !compare)
    return { ok: false, answer: problem(400, `The sort "${sort}" is not supported`, "Invalid sort") };
  const descending = (match[2] ?? "").toLowerCase() === "desc";
  return { ok: true, value: descending ? (a, b) => compare(b, a) : compare };
}

/** `fetch=children:{id|path}`, `descendants:...`, `ancestors:...`, read from the route paths. */
function parseFetch(fetch: string, find: (idOrPath: string) => Entry | undefined): Parsed<Predicate> {
  const match = /^(children|descendants|ancestors):(.+)$/i.exec(fetch.trim());
  if (!match) return { ok: false, answer: problem(400, `The fetch "${fetch}" is not supported`, "Invalid fetch") };
  const kind = (match[1] ?? "").toLowerCase();
  const target = find(match[2] ?? "");
  const base = target?.path;
  if (!target || !base) return { ok: true, value: () => false };
  const below = (entry: Entry) => entry.path !== null && entry.path !== base && entry.path.startsWith(base);
  if (kind === "children") return { ok: true, value: (entry) => below(entry) && entry.level === target.level + 1 };
  if (kind === "descendants") return { ok: true, value: below };
  return { ok: true, value: (entry) => entry.path !== null && entry.path !== base && base.startsWith(entry.path) };
}

function readCount(params: URLSearchParams, name: string, fallback: number): Parsed<number> {
  const text = params.get(name);
  if (text === null || text === "") return { ok: true, value: fallback };
  if (!/^\d{1,9}$/.test(text.trim())) {
    return {
      ok: false,
      answer: problem(400, `The value '${text}' is not valid for ${name}.`, "One or more validation errors occurred."),
    };
  }
  return { ok: true, value: Number(text) };
}

/** Delivery API dates carry no offset: read them all as UTC so that they compare with each other. */
function parseDate(value: unknown): number {
  if (typeof value !== "string" || !value.trim()) return Number.NaN;
  const text = value.trim();
  const local = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(text);
  return Date.parse(local ? `${text}Z` : text);
}

function compareDates(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
  return a - b;
}

function normalisePath(path: string): string {
  const trimmed = path
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
