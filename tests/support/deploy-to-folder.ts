/**
 * The CDN stand-in's deploy command (issue 25's production rehearsal): `node deploy-to-folder.ts <cdn> <site>`
 * makes the folder `cdn` hold exactly the site `site`, as an upload to a host replaces a deployment, so that a
 * static server on its own origin serves what was deployed and nothing of the release folders. Files are
 * copied, never linked: the CDN's copy is not the runner's.
 */
import { cp, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";

const [cdn, site] = process.argv.slice(2);
if (!cdn || !site) {
  console.error("usage: node deploy-to-folder.ts <cdn folder> <site folder>");
  process.exit(2);
}
await mkdir(cdn, { recursive: true });
for (const entry of await readdir(cdn)) await rm(path.join(cdn, entry), { recursive: true, force: true });
await cp(site, cdn, { recursive: true, dereference: true });
console.log(`[deploy] ${path.resolve(site)} deployed to ${path.resolve(cdn)}`);
