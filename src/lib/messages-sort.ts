/**
 * The words of the sort dropdown (spec §2 "Sortează după:", spec §9's options and issue 29's), which a listing's
 * filter island and the search page both draw. Part of the site's texts (messages.ts); a file of its own so that
 * the search page's script does not download the listing's words.
 */
import type { SortKey } from "./listing/sort.ts";

export const SORT_TEXT = {
  label: "Sortează după:",
  sorts: {
    implicit: "Sortare după (implicit)",
    "pret-crescator": "Preț crescător",
    "pret-descrescator": "Preț descrescător",
    "titlu-a-z": "Titlu A–Z",
    "titlu-z-a": "Titlu Z–A",
    populare: "Cele mai populare",
    noi: "Cele mai noi",
    reducere: "Reducere",
  } satisfies Record<SortKey, string>,
  /** The search page's own order ("implicit" there): Pagefind's relevance. */
  relevance: "Cele mai relevante",
} as const;
