/**
 * The affiliate links of FEEDS.md: 2Performant quicklinks made and read. Reading one never requests it: a
 * network counts every request to a tracking link as a click.
 */

const TWO_PERFORMANT_CLICK = "https://event.2performant.com/events/click";

/**
 * A 2Performant quicklink to any page of a shop.
 * @example quicklink({ affCode: "a1", unique: "p9" }, "https://alfa.example/rochie")
 * // "https://event.2performant.com/events/click?ad_type=quicklink&aff_code=a1&unique=p9&redirect_to=https%3A%2F%2Falfa.example%2Frochie"
 */
export function quicklink(program: { readonly affCode: string; readonly unique: string }, page: string): string {
  const query = new URLSearchParams({ ad_type: "quicklink", aff_code: program.affCode, unique: program.unique });
  return `${TWO_PERFORMANT_CLICK}?${query.toString()}&redirect_to=${encodeURIComponent(page)}`;
}

/** A query parameter of a URL, or undefined when the text is not a URL or has no such parameter. */
export function urlParameter(link: string | undefined, name: string): string | undefined {
  if (!link) return undefined;
  try {
    return new URL(link).searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shop's page a 2Performant quicklink leads to (its `redirect_to`), or undefined for any other link.
 * @example quicklinkTarget("https://event.2performant.com/events/click?ad_type=quicklink&redirect_to=https%3A%2F%2Fa.ro%2F") // "https://a.ro/"
 */
export function quicklinkTarget(link: string | undefined): string | undefined {
  if (urlParameter(link, "ad_type") !== "quicklink") return undefined;
  return urlParameter(link, "redirect_to");
}
