/**
 * Functions whose results are remembered: the build asks the same questions
 * of the same values on tens of thousands of pages.
 */

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

/**
 * A pure function of one object, its result remembered for as long as the object lives (a product is on several
 * pages, a listing has many).
 * @example const key = rememberedPerObject((product: Product) => digest(product)); key(p); key(p) // worked out once
 */
export function rememberedPerObject<K extends object, V>(of: (item: K) => V): (item: K) => V {
  const known = new WeakMap<K, V>();
  return (item) => {
    let value = known.get(item);
    if (value === undefined) {
      value = of(item);
      known.set(item, value);
    }
    return value;
  };
}
