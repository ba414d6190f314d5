/**
 * Tolerant readers for the property shapes of CMS.md ("Property shapes by
 * editor"): each accepts every shape a field may come in and returns our own
 * plain value, or null. Nothing here throws on bad input.
 */

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A trimmed, non-empty string, or null. Numbers are read as text. */
export function readText(value: Json): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text ? text : null;
}

/** Makes a CMS URL usable on our pages: relative media paths get the CMS host. */
export function absoluteUrl(url: string, base: string): string | null {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith("//")) return null;
  if (trimmed.startsWith("/")) return base ? new URL(trimmed, base).href : trimmed;
  return null;
}

/**
 * An image: an absolute URL string, or a media picker (always an array, even
 * for one image): the first entry's `url`, relative to the CMS host.
 */
export function readImage(value: Json, base: string): string | null {
  if (typeof value === "string") return absoluteUrl(value, base);
  const first: Json = Array.isArray(value) ? value[0] : value;
  if (isRecord(first) && typeof first["url"] === "string") return absoluteUrl(first["url"], base);
  return null;
}

/**
 * A link: an absolute URL string, or a multi URL picker (an array of
 * `{ url, linkType }`): the first entry's `url`. Not checked here.
 */
export function readLink(value: Json): string | null {
  if (typeof value === "string") return readText(value);
  const first: Json = Array.isArray(value) ? value[0] : value;
  if (isRecord(first)) return readText(first["url"]);
  return null;
}

/** An absolute http(s) URL, or null: `javascript:`, relative and malformed links are refused. */
export function readHttpUrl(value: Json): string | null {
  const link = readLink(value);
  return isHttpUrl(link) ? new URL(link).href : null;
}

/** True for an absolute http(s) URL; the one rule for links a source hands over (CMS items and feed rows). */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Rich text: `{ markup, blocks }` or a plain HTML string. Unsanitised. */
export function readMarkup(value: Json): string | null {
  if (typeof value === "string") return readText(value);
  if (isRecord(value)) return readText(value["markup"]);
  return null;
}

/** A content picker (`{ name, route, id }`) or a plain name. */
export function readPickedName(value: Json): string | null {
  if (typeof value === "string") return readText(value);
  const first: Json = Array.isArray(value) ? value[0] : value;
  if (isRecord(first)) return readText(first["name"]);
  return null;
}

export { isRecord };
