/** Romanian number agreement for the site's texts (messages*.ts). */

/** One form for 1, the other for any other number. */
export const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * A number and its noun, with Romanian's "de" from 20 up.
 * @example count(5, "produs", "produse") // "5 produse"
 * @example count(20, "produs", "produse") // "20 de produse"
 * @example count(101, "produs", "produse") // "101 produse"
 */
export const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("ro-RO")} ${n % 100 >= 20 || (n >= 100 && n % 100 === 0) ? "de " : ""}${plural(n, one, many)}`;
