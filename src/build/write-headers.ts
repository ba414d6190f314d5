/**
 * The build's step on the finished site (./index.ts): `_headers` in the output folder, the caching and security
 * headers a CDN sends (the Netlify / Cloudflare Pages format), the same rules the click service sends when it
 * serves the site (src/lib/http-headers.ts).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { headerRules, headersFile } from "../lib/http-headers.ts";
import { ROOT } from "./dirs.ts";
import { step } from "./step.ts";

/** Writes `_headers` into `outDir`; `https`: the site is served over https (SITE_URL), so it asks for HSTS. */
export function writeHeaders(outDir: string, https: boolean): Promise<string> {
  return step(
    "write-headers",
    async () => {
      const file = path.join(outDir, "_headers");
      await writeFile(file, headersFile(headerRules({ https })));
      return file;
    },
    (file) => `${path.relative(ROOT, file)} written`,
  );
}
