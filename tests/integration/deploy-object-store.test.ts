/**
 * scripts/deploy/object-store.sh, the DEPLOY_COMMAND for an object store behind a CDN (docs/deploy.md#an-object-store-behind-a-cdn-with-rclone), run with real rclone against a local folder standing in for the bucket: the bucket ends up holding
 * exactly the release's site (old hashed files kept), and a second deploy of the same site changes nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/astro-build.ts";

const SCRIPT = path.join(ROOT, "scripts/deploy/object-store.sh");
const deploy = (bucket: string, site: string) =>
  spawnSync("bash", ["-c", `bash "${SCRIPT}" "${bucket}" "$RELEASE_SITE_DIR"`], {
    encoding: "utf8",
    env: { ...process.env, RELEASE_SITE_DIR: site },
  });

async function writeSite(root: string, files: Record<string, string>): Promise<void> {
  await rm(root, { recursive: true, force: true });
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
}

async function filesIn(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("the object-store deploy (rclone)", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "vitrina-object-store-"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("makes the bucket the release's site, keeps old hashed files, and uploads nothing unchanged", async () => {
    const site = path.join(work, "site");
    const bucket = path.join(work, "bucket");
    await writeSite(site, {
      "index.html": "<h1>Acasă</h1>",
      "femei/index.html": "<h1>Femei</h1>",
      "_astro/a1.js": "export {}",
      "release.json": '{"id":"1"}',
    });
    const first = deploy(bucket, site);
    expect(first.status, first.stderr).toBe(0);
    expect(await filesIn(bucket)).toEqual(["_astro/a1.js", "femei/index.html", "index.html", "release.json"]);

    // The next release: a page gone, a new script, a changed manifest.
    await writeSite(site, {
      "index.html": "<h1>Acasă</h1>",
      "_astro/b2.js": "export {}",
      "release.json": '{"id":"2"}',
    });
    const before = (await stat(path.join(bucket, "index.html"))).mtimeMs;
    const second = deploy(bucket, site);
    expect(second.status, second.stderr).toBe(0);
    expect(await filesIn(bucket)).toEqual(["_astro/a1.js", "_astro/b2.js", "index.html", "release.json"]);
    // The unchanged page was not uploaded again.
    expect((await stat(path.join(bucket, "index.html"))).mtimeMs).toBe(before);
  });
});
