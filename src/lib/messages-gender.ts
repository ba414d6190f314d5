/**
 * The genders as a shopper reads them, on the build's pages and in the search page's filters. Part of the site's
 * texts (messages.ts); a file of its own so that a page's scripts download only the words they use.
 */
import type { Gender } from "./gender.ts";

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  femei: "Femei",
  barbati: "Bărbați",
  fetite: "Fetițe",
  baieti: "Băieți",
};
