/**
 * npm run check:links [-- --dir dist]
 *
 * Every link of every built page (issue 15, "No dead ends"): internal URLs lead to a page or a file of the
 * build, #fragments to an element of the page they name, and none leads to a redirect (src/release/site-check/site-links.ts,
 * the same check the rebuild's guard runs before a release goes live). The site's own origin, on which canonical
 * and Open Graph URLs are absolute, is read from the home page's canonical link, so the check needs no settings.
 * Prints how many pages and URLs were checked and each broken URL once, with the pages that name it; any broken
 * link sets a failing exit code.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readElements } from "../src/release/site-check/html-elements.ts";
import { checkLinks, serviceRoot, formatBroken } from "../src/release/site-check/site-links.ts";

/** Broken URLs printed in full: past that, the rest are most likely the same mistake on more pages. */
const SHOWN = 40;

const { values } = parseArgs({
  options: { dir: { type: "string", default: process.env["OUT_DIR"] || "dist" } },
});
const root = path.resolve(values.dir);
const home = path.join(root, "index.html");
if (!existsSync(home)) {
  console.error(`No built site in ${root} (no index.html). Run \`npm run build\` first, or pass --dir.`);
  process.exit(2);
}

const elements = readElements(await readFile(home, "utf8"));
const canonical = elements.find((element) => element.name === "link" && element.attrs["rel"] === "canonical")?.attrs[
  "href"
];
const origins = canonical ? [new URL(canonical).origin] : [];
// The click service's routes (the forms' actions) are its own, not pages of the build (src/layouts/Base.astro).
const clickApi = elements.find((element) => element.name === "html")?.attrs["data-click-api"];
const services = clickApi ? [serviceRoot(clickApi)] : [];

const started = performance.now();
const report = await checkLinks(root, origins, undefined, services);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(
  `Links of ${report.pages.length} pages in ${root} (site origin ${origins[0] ?? "unknown"}): ` +
    `${report.checked} internal URLs checked in ${seconds} s.`,
);
if (report.broken.length === 0) {
  console.log("Every link leads to a page or a file of the build, and none to a redirect.");
} else {
  const toRedirects = report.broken.filter((link) => link.instead !== undefined).length;
  const listed = formatBroken(report.broken).split(/\n(?=\S)/);
  console.error(`\n${listed.slice(0, SHOWN).join("\n")}`);
  if (listed.length > SHOWN) console.error(`… and ${listed.length - SHOWN} more broken URLs`);
  console.error(
    `\n${report.broken.length} broken links (${toRedirects} to a redirect), ${listed.length} distinct URLs.`,
  );
  process.exitCode = 1;
}
