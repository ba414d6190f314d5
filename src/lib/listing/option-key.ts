/**
 * A facet option's URL value. Its own module, apart from the listing data (listing-data.ts): the URL's reader and
 * the island's start data need it as the page loads, the data's reader only once the filters are used (issue 11).
 */
import { toSlug } from "../paths.ts";
import { foldText } from "../text.ts";

/**
 * The URL value of a facet option: its text with case and diacritics folded
 * (both ș and ş), so that "Roșu", "ROŞU" and "rosu" are one option.
 * @example optionKey("Roşu închis") // "rosu-inchis"
 */
export function optionKey(label: string): string {
  return toSlug(label) || foldText(label);
}
