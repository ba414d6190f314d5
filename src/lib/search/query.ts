/**
 * What a shopper types, made ready for the index. Pagefind already ignores
 * case and diacritics ("camasa" finds "cămașă") and stems Romanian ("rochii"
 * finds "rochie"); it still ranks a match with the same diacritics first, so
 * the old cedilla letters (ş ţ, from older keyboards and CMS copy) are turned
 * into the standard comma-below letters (ș ț) on both sides, query and index.
 */

/** Longer queries are cut: nobody types more, and the index is not a text box for essays. */
export const MAX_QUERY_LENGTH = 100;

/** Spec §9: a query runs 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A pause this long in typing fetches the query's answer and first cards
 * (engine.ts, `prefetch`), unseen: the query that runs when the debounce
 * ends finds them ready and paints at once.
 */
export const SEARCH_PREFETCH_MS = 150;

const CEDILLA_TO_COMMA: Readonly<Record<string, string>> = { ş: "ș", Ş: "Ș", ţ: "ț", Ţ: "Ț" };

/**
 * Romanian text in its standard spelling: composed (NFC), with ș ț for the
 * cedilla letters ş ţ.
 * @example standardRomanian("Cămaşă ţesută") // "Cămașă țesută"
 */
export function standardRomanian(text: string): string {
  return text.normalize("NFC").replace(/[şŞţŢ]/g, (letter) => CEDILLA_TO_COMMA[letter] ?? letter);
}

/**
 * The query as it goes to the index: standard spelling, one space between
 * words, no space at the ends, at most MAX_QUERY_LENGTH characters. Blank
 * text gives "" (spec §5: only non-blank text triggers a request).
 * @example normaliseQuery("  cămaşă   albă ") // "cămașă albă"
 */
export function normaliseQuery(text: string): string {
  return standardRomanian(text).replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trimEnd();
}
