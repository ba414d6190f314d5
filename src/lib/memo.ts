/**
 * A pure function of one string or number, its results remembered: the
 * build calls a few (a slug, a price's text) for the same handful of values
 * on tens of thousands of pages. At most `limit` results are kept; the
 * next one starts the memory over, so a caller that sees ever new values
 * (every product's title) never grows it without bound.
 * @example const slug = remembered(toSlugOnce); slug("Rochii"); slug("Rochii") // worked out once
 */
export function remembered<K extends string | number, V>(of: (key: K) => V, limit = 10_000): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = of(key);
      if (known.size >= limit) known.clear();
      known.set(key, value);
    }
    return value;
  };
}
