/**
 * A site's manifest: what release it is (id, source, products, code, time),
 * published inside the site at a fixed address (MANIFEST_PATH). A rebuild
 * on a runner without the live release (a fresh CI runner, an evicted
 * cache) compares its catalogue with the live site's manifest instead of
 * with nothing (./guards.ts, issue 25). Every build writes one, so that
 * `npm start`'s own site has one too; a bare build is no release yet (no id,
 * no time: two builds of the same catalogue write the same file), and the
 * rebuild writes its release's into the site before it deploys it.
 */
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "astro/zod";

/** Where a site publishes its manifest. Revalidated like every file outside /_astro/ (lib/http-headers.ts). */
export const MANIFEST_PATH = "/release.json";

export const ManifestSchema = z.object({
  id: z.string().min(1).nullable().describe("the release's id; null for a build that is no release"),
  source: z.string().min(1).describe("where the catalogue came from (./source.ts)"),
  products: z.number().int().min(0).describe("products published"),
  code: z.string().describe("a digest of the code and settings the site was built with"),
  createdAt: z.string().nullable().describe("when the release was made; null for a build that is no release"),
});
export type Manifest = z.output<typeof ManifestSchema>;

/** Writes `manifest` into the site folder `siteDir`, at MANIFEST_PATH. */
export async function writeManifest(siteDir: string, manifest: Manifest): Promise<string> {
  const file = path.join(siteDir, MANIFEST_PATH);
  // Under a new name, then renamed: never written through a file a release shares with another (hard links).
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(ManifestSchema.parse(manifest), null, 2)}\n`);
  await rename(partial, file);
  return file;
}

/** The outcome of asking the live site for its manifest. */
export type LiveManifest = { readonly manifest: Manifest } | { readonly problem: string };

export interface ReadManifestOptions {
  readonly timeoutMs?: number;
  /** Attempts after the first, on a network error, a 5xx or a 429. */
  readonly retries?: number;
  readonly backoffMs?: number;
}

/**
 * Reads the manifest the site at `site` publishes. A missing or unreadable one is a problem in words, never
 * "no live site": a rebuild that cannot tell what is live refuses (unless it is the site's first publish).
 * @example await readLiveManifest(new URL("https://vitrina.ro")) // { manifest: { id: "2026-11-24T00-00-13-120Z", source: "umbraco cms.vitrina.ro", … } }
 */
export async function readLiveManifest(site: URL, options: ReadManifestOptions = {}): Promise<LiveManifest> {
  const { timeoutMs = 10_000, retries = 2, backoffMs = 500 } = options;
  const url = new URL(MANIFEST_PATH, site);
  let problem = "";
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
    let answer: Response;
    try {
      answer = await fetch(url, {
        headers: { Accept: "application/json", "Cache-Control": "no-cache" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      problem = `could not reach ${url.href}: ${causeOf(error)}`;
      continue;
    }
    if (!answer.ok) {
      problem = `${url.href} answered ${answer.status}`;
      await answer.body?.cancel();
      if (answer.status >= 500 || answer.status === 429) continue;
      return { problem };
    }
    const parsed = ManifestSchema.safeParse(await answer.json().catch(() => null));
    return parsed.success ? { manifest: parsed.data } : { problem: `${url.href} is not a release manifest` };
  }
  return { problem };
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
