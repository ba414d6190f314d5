/**
 * Seeded randomness for the generator: the same seed and key always give the
 * same numbers, on every machine, so a generated catalogue is byte-identical
 * from run to run. Each product draws from its own stream (keyed by its
 * index), so a change in one product never shifts the others.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by relative weight: `[["a", 3], ["b", 1]]` gives "a" three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** mulberry32: a tiny 32-bit PRNG, plenty for sample data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a key into a 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The stream of numbers for one key under one seed. */
export function randomFor(seed: number, key: string): Random {
  const next = mulberry32(hash(`${seed}:${key}`));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(list: readonly T[]): T {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new RangeError("pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let at = next() * total;
      for (const [value, weight] of entries) {
        at -= weight;
        if (at < 0) return value;
      }
      const last = entries.at(-1);
      if (!last) throw new RangeError("weighted pick from an empty list");
      return last[0];
    },
  };
  return random;
}

/**
 * A GUID for a key, shaped like the ids Umbraco writes (version 4 layout).
 * @example guid(1, "product:0") // always the same "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx"
 */
export function guid(seed: number, key: string): string {
  const next = mulberry32(hash(`${seed}:guid:${key}`));
  const word = () =>
    Math.floor(next() * 0x100000000)
      .toString(16)
      .padStart(8, "0");
  const hex = word() + word() + word() + word();
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
