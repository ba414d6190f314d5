/** Reading a built site whole, for tests that compare two. */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Every file under `dir`, relative, with its bytes (base64). */
export async function filesOf(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return new Map(
    await Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), (await readFile(file)).toString("base64")] as const;
      }),
    ),
  );
}
