import { stripDiacritics } from "./text.ts";

/** The four audiences of the catalogue, as they appear in URLs. */
export const GENDERS = ["femei", "barbati", "fetite", "baieti"] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Every spelling editors use for a gender (CMS.md, `gen`): any case, with or
 * without diacritics, singular or plural. "fetita" is the spec's own link form.
 */
const SPELLINGS: Readonly<Record<string, Gender>> = {
  femei: "femei",
  femeie: "femei",
  dama: "femei",
  barbati: "barbati",
  barbat: "barbati",
  fetite: "fetite",
  fetita: "fetite",
  fete: "fetite",
  baieti: "baieti",
  baiat: "baieti",
};

/**
 * Reads a gender in any spelling, or null when the text names none.
 * @example parseGender("Băieți") // "baieti"
 * @example parseGender("fetita") // "fetite"
 */
export function parseGender(value: unknown): Gender | null {
  if (typeof value !== "string") return null;
  return SPELLINGS[stripDiacritics(value).trim()] ?? null;
}

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}
