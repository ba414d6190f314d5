/**
 * npm run rebuild [-- --force] [--allow-source-change] [--check-links] [--read-all] [--gone=ID,…]: a
 * new release, live only when it passes every guard
 * (docs/operations.md#rebuild-and-release).
 *
 *   lock ─ one rebuild at a time (./lock.ts)
 *     ▼
 *   links ─ with --check-links (nightly): every partner link checked, dead days counted (./link-health.ts)
 *     ▼
 *   build ─ `npm run build` into releases/.staging/ (site/ and the report beside it), its prices
 *           recorded in the service's database (PRICE_HISTORY, src/build/price-history.ts); the live
 *           release's unchanged pages linked, not rendered (REUSE_FROM, src/build/page-reuse.ts), and
 *           only the products changed since its read read from Umbraco (with --read-all, every one)
 *     ▼
 *   guards ─ not empty, same source, not shrunk past MAX_SHRINK, no broken internal link, page budgets (./guards.ts)
 *     ▼
 *   release ─ products gone since the live release redirect to their listings (./gone-products.ts);
 *             .staging renamed to releases/<id>/, with release.json
 *     ▼
 *   deploy ─ DEPLOY_COMMAND with releases/<id>/site, when set (./outside.ts)
 *     ▼
 *   switch ─ releases/current renamed onto the new release; the click service follows its
 *            catalogue-ids.json; the oldest releases beyond KEEP_RELEASES set aside (./releases.ts)
 *     ▼
 *   done ─ the lock let go, the service that started it told so; the releases set aside deleted after,
 *          pausing while another rebuild holds the lock
 *
 * Whatever the outcome, releases/last-attempt.json says it and why
 * (./attempt.ts, shown by GET /api/health) and the log's last line too; a
 * refusal or a failure posts to NOTIFY_URL and leaves the live release as
 * it was. Exit codes: 0 switched, 1 refused or failed, 2 wrong settings,
 * 75 another rebuild holds the lock.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";
import { BUILD_ARGS, ROOT, withCompileCache } from "../build/dirs.ts";
import type { BuildMessage } from "../build/pages-written.ts";
import { lowerPriority } from "../build/priority.ts";
import type { BuildReport } from "../build/report.ts";
import { readSettings, siteUrl, type Settings } from "../lib/settings.ts";
import { openPageCache, type PageCache } from "./site-check/link-cache.ts";
import { readSiteTree, type SiteTree } from "./site-check/page-weight.ts";
import { serviceRoot } from "./site-check/site-links.ts";
import { REBUILD_DONE, writeAttempt, type RebuildAttempt, type RebuildDone } from "./attempt.ts";
import { goneProducts, redirectGoneProducts } from "./gone-products.ts";
import { catalogueProblems, linkProblems, type PageWeightVerdict } from "./guards.ts";
import { checkPartnerLinks, LINK_REPORT, linkHealthEnv, linkHealthFile } from "./link-health.ts";
import { takeLock } from "./lock.ts";
import { MANIFEST_PATH, ManifestSchema, readLiveManifest, writeManifest } from "./manifest.ts";
import { notify, runDeploy } from "./outside.ts";
import {
  currentRelease,
  pruneReleases,
  readRelease,
  removeRemoved,
  LINK_CACHE_FILE,
  WEIGHT_CACHE_FILE,
  RELEASE_FILE,
  releaseId,
  SITE,
  STAGING,
  switchTo,
  type ReleaseInfo,
} from "./releases.ts";
import { readReleaseSettings, type ReleaseSettings } from "./settings.ts";
import { startWeightWorker, type WeightWorker } from "./weight-worker.ts";

/** The exit code of a rebuild that found another one running. */
export const LOCKED = 75;

/**
 * The products a publish indexes beside the last whole index (SEARCH_DELTA_MAX) unless set: a day's edits, and the
 * browser fetches them with the first search (docs/decisions.md#a-publish-indexes-only-what-changed).
 */
const REBUILD_SEARCH_DELTA_MAX = 1000;

const { values: flags } = parseArgs({
  options: {
    force: { type: "boolean", default: false },
    "allow-source-change": { type: "boolean", default: false },
    "check-links": { type: "boolean", default: false },
    /** Every product read from Umbraco again, not only those changed since the live release (a media file replaced). */
    "read-all": { type: "boolean", default: false },
    /** The site's very first publish: no live release here, and no manifest at SITE_URL to compare with. */
    "first-release": { type: "boolean", default: false },
    /** Ids Umbraco's webhooks said were unpublished or deleted, comma-separated: not every product read to find them. */
    gone: { type: "string", default: "" },
  },
});

let settings: Settings;
let release: ReleaseSettings;
try {
  settings = readSettings();
  release = readReleaseSettings();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const dir = path.resolve(ROOT, release.RELEASES_DIR);
/** What a publish reported without refusing it (pages over budget), for the attempt and the notification. */
const warnings: string[] = [];
const staging = path.join(dir, STAGING);
const startedAt = new Date();
await mkdir(dir, { recursive: true });
const lockFile = path.join(dir, ".lock");
const lock = await takeLock(lockFile);
if ("heldBy" in lock) {
  console.error(`[rebuild] another rebuild (pid ${lock.heldBy}) is running; this one stops`);
  process.exit(LOCKED);
}

/** The link guard's cache of pages read (src/release/site-check/link-cache.ts), once the rebuild has opened it. */
let linkCache: Promise<PageCache> | undefined;
let attempt: RebuildAttempt;
try {
  attempt = await rebuild();
} catch (error) {
  console.error(error);
  attempt = await finish("failed", null, [`the rebuild broke: ${(error as Error).message}`]);
} finally {
  // What the link guard read, kept for the next rebuild: written once the release is live, off the publish's path.
  await linkCache
    ?.then((cache) => cache.save())
    .catch((error: unknown) => console.warn(`[rebuild] the link guard's cache not saved: ${String(error)}`));
  await lock.release();
}
if (attempt.outcome === "switched") {
  // The service logs this last line (src/service/rebuild-runner.ts): it says what the rebuild read, and so why.
  const read = flags["read-all"] ? "every product read again (--read-all: a media item changed)" : "changes read";
  console.log(`[rebuild] live: ${attempt.live}, ${read}`);
  for (const warning of warnings) console.warn(`[rebuild] reported, not refused: ${warning}`);
  if (release.NOTIFY_URL && warnings.length) await notify(release.NOTIFY_URL, attempt, siteUrl(settings).href);
} else {
  console.error(
    `[rebuild] ${attempt.outcome}, the live release (${attempt.live ?? "none"}) unchanged: ${attempt.reasons.join("; ")}`,
  );
  if (release.NOTIFY_URL) await notify(release.NOTIFY_URL, attempt, siteUrl(settings).href);
  process.exitCode = 1;
}
// The rebuild is done: the service that started it may start the next one (src/service/rebuild-runner.ts). The
// releases pruned are deleted after, pausing while a rebuild holds the lock (src/release/releases.ts).
const done: RebuildDone = { kind: REBUILD_DONE, code: Number(process.exitCode ?? 0) };
const send = process.send?.bind(process);
if (send) await new Promise((sent) => send(done, undefined, {}, sent));
await removeRemoved(dir, lockFile);
if (process.connected) process.disconnect();

/**
 * What is live, to compare the new release with: the live release of this folder, else the manifest the live
 * site publishes (a fresh runner has no folder). Neither, and the rebuild refuses: a runner that cannot tell what
 * is live must not replace it, unless this is the site's first publish (`--first-release`).
 */
async function liveRelease(
  liveId: string | null,
): Promise<{ release: Pick<ReleaseInfo, "source" | "products"> | null } | { problem: string }> {
  const local = liveId ? await readRelease(dir, liveId) : null;
  if (local) return { release: local };
  if (flags["first-release"]) return { release: null };
  const remote = await readLiveManifest(siteUrl(settings));
  if ("manifest" in remote) {
    console.log(
      `[rebuild] no live release in ${dir}: compared with the live site's (${remote.manifest.id ?? "a build"})`,
    );
    return { release: remote.manifest };
  }
  return {
    problem:
      `no live release in ${dir}, and the live site's manifest cannot be read (${remote.problem}): ` +
      "nothing to compare the new catalogue with (--first-release for the site's very first publish)",
  };
}

async function rebuild(): Promise<RebuildAttempt> {
  const linkHealth = linkHealthFile(dir);
  if (flags["check-links"]) await checkPartnerLinks(linkHealth, path.join(dir, LINK_REPORT));
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const site = path.join(staging, SITE);
  // The live release's pages whose data and code did not change are linked into the new one, not rendered again
  // (src/build/page-reuse.ts).
  const before = await currentRelease(dir);
  const reuse = before ? { REUSE_FROM: path.join(dir, before) } : {};
  // Started when the build has written its pages, while it writes the search index: the guards' reads.
  let onPagesWritten = () => {};
  const building = runBuild(
    site,
    staging,
    {
      ...linkHealthEnv(linkHealth),
      ...reuse,
      ...(flags["read-all"] ? { PRODUCTS_READ: "all" } : {}),
      ...(flags.gone ? { PRODUCTS_GONE: flags.gone } : {}),
    },
    () => onPagesWritten(),
  );
  // The build started at this process's priority; what this process does from now on waits for the build's
  // processes whenever they need the machine (its readiness below, then the guards beside the build's last steps).
  lowerPriority();
  // Ready before the build ends (this process waits for it): the link guard's cache read, the weight guard's
  // worker started. The site's files are read once for both, when they are written.
  const pageCache = openPageCache(path.join(dir, LINK_CACHE_FILE));
  linkCache = pageCache;
  const weigher = release.REBUILD_CHECK_BUDGETS ? startWeightWorker(site, path.join(dir, WEIGHT_CACHE_FILE)) : null;
  let tree: SiteTree | undefined;
  const siteTree = () => (tree ??= readSiteTree(site));
  let links: Promise<string[]> | undefined;
  const checkLinks = () =>
    (links ??= timed("links", async () =>
      linkProblems(
        site,
        [siteUrl(settings).origin],
        settings.PUBLIC_API_URL ? [serviceRoot(settings.PUBLIC_API_URL)] : [],
        await pageCache,
        siteTree(),
      ),
    ));
  // The pages' weights, measured beside the links once the pages are written (their verdict waits for the guards
  // before it too), in a worker: measured after the links, they were a third of a publish (docs/decisions.md).
  let weights: Promise<{ verdict: PageWeightVerdict; ms: number }> | undefined;
  const checkWeights = (measure: WeightWorker) =>
    (weights ??= (async () => {
      const started = performance.now();
      const verdict = await measure.check(siteTree().html);
      return { verdict, ms: performance.now() - started };
    })());
  const stopWeights = async () => {
    if (weights) await weights.catch(() => null);
    else await weigher?.stop();
  };
  onPagesWritten = () => {
    void checkLinks().catch(() => []);
    if (weigher) void checkWeights(weigher).catch(() => null);
  };
  const build = await building;
  if (build.code !== 0) {
    await links?.catch(() => []);
    await stopWeights();
    return finish("failed", null, [`the build failed (exit code ${build.code}): ${whyFailed(build.output)}`]);
  }

  const reportFile = path.join(staging, "build-report.json");
  const report = JSON.parse(await readFile(reportFile, "utf8")) as BuildReport;
  const id = releaseId(startedAt);
  const built = ManifestSchema.parse(JSON.parse(await readFile(path.join(site, MANIFEST_PATH), "utf8")));
  const info: ReleaseInfo = { ...built, id, createdAt: startedAt.toISOString(), pages: report.published.pages };
  await writeFile(path.join(staging, RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
  // The site says what it is, at a fixed address: a rebuild on a runner without this folder compares with it.
  await writeManifest(site, { ...built, id, createdAt: info.createdAt });

  const liveId = await currentRelease(dir);
  const live = await liveRelease(liveId);
  const problems =
    "problem" in live
      ? [live.problem]
      : catalogueProblems(info, live.release, {
          maxShrink: release.MAX_SHRINK,
          force: flags.force,
          allowSourceChange: flags["allow-source-change"],
        });
  if (!problems.length) problems.push(...(await checkLinks()));
  else await links?.catch(() => []);
  if (problems.length) await stopWeights();
  if (!problems.length && weigher) {
    const { verdict: weight, ms } = await checkWeights(weigher);
    problems.push(...weight.refused);
    warnings.push(...weight.overweight);
    const verdict = weight.refused.length
      ? "refused"
      : weight.overweight.length
        ? "ok, overweight pages reported"
        : "ok";
    console.log(`[rebuild] budgets: ${verdict} in ${Math.round(ms)} ms`);
    if (warnings.length) {
      // In the build report too, beside the site: what the owner reads after a publish.
      await writeFile(reportFile, `${JSON.stringify({ ...report, pageWeight: { overweight: warnings } }, null, 2)}\n`);
    }
  }
  if (problems.length) return finish("refused", null, problems);

  const releasing = performance.now();
  const gone = await goneProducts(liveId ? path.join(dir, liveId) : null, staging);
  await redirectGoneProducts(staging, gone);
  if (gone.length) console.log(`[rebuild] ${gone.length} products gone redirect to their listings`);

  const folder = path.join(dir, id);
  await rename(staging, folder);
  if (release.DEPLOY_COMMAND) {
    const failed = await runDeploy(release.DEPLOY_COMMAND, path.join(folder, SITE), folder);
    if (failed) return finish("failed", id, [failed]);
  }
  await switchTo(dir, id);
  const removed = await pruneReleases(dir, release.KEEP_RELEASES);
  if (removed.length) console.log(`[rebuild] removed ${removed.length} old releases: ${removed.join(", ")}`);
  console.log(
    `[rebuild] release (products gone, deploy, switch, prune) in ${Math.round(performance.now() - releasing)} ms`,
  );
  return finish("switched", id, []);
}

/**
 * Runs `npm run build` into `site`, its report into `reports`, with `extra` settings; its output goes on to ours
 * and is kept. `pagesWritten` is called when the build says its pages are all written (src/build/pages-written.ts).
 */
function runBuild(
  site: string,
  reports: string,
  extra: Record<string, string>,
  pagesWritten: () => void,
): Promise<{ code: number | null; output: string }> {
  // Relative when inside the repo: Astro's cache folder is named for OUT_DIR (src/build/dirs.ts), so every
  // rebuild reuses the one before's (and CI caches it).
  const relative = (folder: string) => (folder.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, folder) : folder);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, BUILD_ARGS, {
      cwd: ROOT,
      // Every rebuild records its prices in the service's database (issue 15) unless PRICE_HISTORY=off.
      env: {
        ...withCompileCache(process.env),
        OUT_DIR: relative(site),
        REPORT_DIR: relative(reports),
        PRICE_HISTORY: process.env["PRICE_HISTORY"] || "on",
        // A publish indexes what changed since the last whole index in a small index beside it (docs/build.md).
        SEARCH_DELTA_MAX: process.env["SEARCH_DELTA_MAX"] || String(REBUILD_SEARCH_DELTA_MAX),
        ...extra,
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    child.on("message", (message: BuildMessage) => {
      if (message.kind === "pages-written") pagesWritten();
    });
    let output = "";
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      stream.write(chunk);
      output = (output + chunk.toString()).slice(-20_000);
    };
    // Piped, as asked above: with an IPC channel among them, Node's types no longer promise it.
    child.stdout?.on("data", keep(process.stdout));
    child.stderr?.on("data", keep(process.stderr));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** The line of a failed build's output that says why: the last one naming an error, else the last one. */
function whyFailed(output: string): string {
  const lines = stripVTControlCharacters(output)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.findLast((text) => /error|failed|cannot|could not/i.test(text)) ?? lines.at(-1) ?? "no output";
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

async function timed(name: string, check: () => Promise<string[]>): Promise<string[]> {
  const started = performance.now();
  const problems = await check();
  console.log(
    `[rebuild] ${name}: ${problems.length ? "refused" : "ok"} in ${Math.round(performance.now() - started)} ms`,
  );
  return problems;
}

async function finish(
  outcome: RebuildAttempt["outcome"],
  id: string | null,
  reasons: string[],
): Promise<RebuildAttempt> {
  const done: RebuildAttempt = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    outcome,
    release: id,
    live: await currentRelease(dir),
    reasons,
    ...(warnings.length ? { warnings } : {}),
  };
  await writeAttempt(dir, done);
  return done;
}
