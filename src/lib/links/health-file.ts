/**
 * The link-health state on disk (./health-state.ts): read by the build,
 * written by `npm run check:partner-links`. Written whole to a `.part` file
 * and renamed over the old one, so that a build reading it at the same time
 * sees the old night or the new one, never half a file.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { LinkHealthSchema, type LinkHealth } from "./health-state.ts";

/** The state's name in the releases folder, where the rebuild and the command keep it unless LINK_HEALTH_FILE says. */
export const LINK_HEALTH_FILE_NAME = "link-health.json";

export class LinkHealthFileError extends Error {
  override readonly name = "LinkHealthFileError";
}

/** The state in `file`; null when there is none yet (the first night). A file that is not a state throws. */
export async function readLinkHealth(file: string): Promise<LinkHealth | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new LinkHealthFileError(`cannot read the link-health file ${file}`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LinkHealthFileError(`the link-health file ${file} is not JSON`, { cause: error });
  }
  const result = LinkHealthSchema.safeParse(data);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new LinkHealthFileError(
      `the link-health file ${file} is not a link-health state: ${first?.path.join(".") ?? ""}: ${first?.message ?? ""}`,
    );
  }
  return result.data;
}

export async function writeLinkHealth(file: string, state: LinkHealth): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const part = `${file}.part`;
  await writeFile(part, `${JSON.stringify(state, null, 1)}\n`);
  await rename(part, file);
}
