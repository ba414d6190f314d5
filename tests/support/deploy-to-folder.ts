/**
 * The CDN stand-in's deploy command (issue 25's production rehearsal): `node deploy-to-folder.ts <cdn> <site>`
 * makes the path `cdn` serve exactly the site `site`, as an upload to a host replaces a deployment: whole, at once.
 * The site is copied into a folder of its own beside `cdn` (`<cdn>.deploys/`), then `cdn`, a symbolic link, is
 * turned to it in one rename, and the deployment before is removed: a static server on its own origin serving
 * `cdn` never answers from half a deployment (a new page before the search index it names), nor from the release
 * folders. Files are copied, never linked: the CDN's copy is not the runner's.
 */
import { cp, lstat, mkdir, readdir, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";

const [cdn, site] = process.argv.slice(2);
if (!cdn || !site) {
  console.error("usage: node deploy-to-folder.ts <cdn path> <site folder>");
  process.exit(2);
}
const deploys = `${cdn}.deploys`;
await mkdir(deploys, { recursive: true });
const next = path.join(deploys, `${Date.now()}-${process.pid}`);
await cp(site, next, { recursive: true, dereference: true });
// A folder where the link goes (a stand-in set up before this script made links) is replaced once.
const before = await lstat(cdn).catch(() => null);
if (before && !before.isSymbolicLink()) await rm(cdn, { recursive: true, force: true });
const link = `${cdn}.next-${process.pid}`;
await symlink(next, link);
await rename(link, cdn);
for (const entry of await readdir(deploys)) {
  if (path.join(deploys, entry) !== next) await rm(path.join(deploys, entry), { recursive: true, force: true });
}
console.log(`[deploy] ${path.resolve(site)} deployed to ${path.resolve(cdn)}`);
