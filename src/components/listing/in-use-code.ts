/**
 * The island's code for once it is used (in-use.ts: the rules that read the listing's data, the grid it draws
 * and the card writer, the pager, the tags, the phone's filters panel), fetched at the shopper's first sign of using the filters (the pointer over the
 * island, a touch, focus in it) or when the view needs it (a filter, sort or page in the URL, the panel asked
 * for), not with the page: a listing that is only read never loads it (issue 11). Fetched ahead of the click, it
 * is there when the click is: the island reads it from `$inUseCode` and draws in the click's own frame.
 */
import { atom } from "nanostores";
import { provideListingRules } from "../../stores/listing.ts";
import type * as InUse from "./in-use.ts";

export type InUseCode = typeof InUse;

/** The loaded module; null until it is here. */
export const $inUseCode = atom<InUseCode | null>(null);
/** The last fetch failed (offline): the island says the filters are unavailable; the next sign tries again. */
export const $inUseCodeFailed = atom(false);

let loading: Promise<void> | undefined;

/** Fetches the code, once; a failed fetch is tried again on the next call. */
export function loadInUseCode(): Promise<void> {
  loading ??= import("./in-use.ts").then(
    (code) => {
      $inUseCodeFailed.set(false);
      // The rules first: the island's next render has the results to draw.
      provideListingRules(code.rules);
      $inUseCode.set(code);
    },
    (error: unknown) => {
      loading = undefined;
      $inUseCodeFailed.set(true);
      console.error("The listing's filters could not load their code", error);
    },
  );
  return loading;
}

const SIGNS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Fetches the code at the first sign of use inside `root` (and at the next one, after a failed fetch); returns
 * the function that stops listening.
 */
export function loadOnFirstUse(root: HTMLElement): () => void {
  const load = () => {
    if ($inUseCode.get()) stop();
    else void loadInUseCode();
  };
  const stop = () => SIGNS.forEach((sign) => root.removeEventListener(sign, load));
  SIGNS.forEach((sign) => root.addEventListener(sign, load, { passive: true }));
  return stop;
}
