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
