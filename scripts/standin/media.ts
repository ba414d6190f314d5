/** Static media files, as Umbraco serves them under /media (media picker URLs point there). */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { empty, type Answer } from "./answer.ts";

const TYPES: Readonly<Record<string, string>> = {
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
};

/** Answers `/media/...` from `mediaDir`; 404 for anything missing or outside it. */
export async function serveMedia(mediaDir: string, pathname: string): Promise<Answer> {
  const root = path.resolve(mediaDir);
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.replace(/^\/media\//i, ""));
  } catch {
    return empty(404);
  }
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return empty(404);
  try {
    const body = await readFile(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    return { status: 200, headers: { "content-type": type, "cache-control": "public, max-age=3600" }, body };
  } catch {
    return empty(404);
  }
}

/**
 * `content` once the file of the media item `id` is replaced in Umbraco's media section, as Umbraco serves it: the
 * item keeps its id, its file has the address `url` (Umbraco puts a new upload in a folder of its own) in every
 * picker that picks it, and no item's date changes (serve it with `setContent(…, { dated: false })`).
 */
export function withMediaReplaced<T>(content: T, id: string, url: string): T {
  return JSON.parse(JSON.stringify(content), (_key, value: unknown) =>
    value && typeof value === "object" && "mediaType" in value && (value as { id?: unknown }).id === id
      ? { ...value, url }
      : value,
  ) as T;
}

/** Where Umbraco puts the file that replaces the one at `url`: a new folder, the same name. */
export const replacedUrl = (url: string, folder = "r3pl4ced"): string => url.replace(/\/([^/]+)$/, `/${folder}/$1`);
