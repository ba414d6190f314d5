/**
 * Where the popular lists are kept in localStorage (popular-store.ts), and the forgetting of them that a click
 * asks for (track.ts). A module of its own so that the click beacon, which every page of a site with a service
 * loads, does not bring the store's reading and writing, which only a popular row needs.
 */

const PREFIX = "vitrina:popular:";

/**
 * The key of one list.
 * @example popularKey("today", 4) // "vitrina:popular:today:4"
 */
export const popularKey = (period: string, count: number): string => `${PREFIX}${period}:${count}`;

/** Forgets every stored answer: a click just changed the counts. */
export function forgetPopular(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage may be off (private mode): there is then nothing stored to forget.
  }
}
