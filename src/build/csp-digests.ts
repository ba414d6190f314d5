/**
 * Astro's Content-Security-Policy hashes, worked out once per script or
 * style instead of once per page.
 *
 * With `security.csp` on, Astro hashes every script and style of a page's
 * route as it renders the page (`generateCspDigest`, in
 * astro/dist/core/encryption.js), each a trip to libuv's thread pool, though
 * a route's scripts and styles are the same on each of its pages
 * (docs/decisions.md#the-builds-memory-and-time). This plugin keeps each
 * digest Astro has worked out, by algorithm and content, in the bundle Astro
 * renders with; the hashes in the pages are the same
 * (tests/unit/build/csp-digests.test.ts).
 *
 * Astro's module is patched, not copied: an Astro whose module no longer
 * declares the function as this expects fails the build here and the unit
 * test, rather than going on slower unseen.
 */
import type { AstroIntegration } from "astro";
import { vitePluginIntegration } from "./vite-plugin-integration.ts";

/** Astro's module that hashes scripts and styles for the policy. */
const TARGET = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const DECLARATION = "async function generateCspDigest(data, algorithm) {";

/**
 * Digests kept at most: a build has a few dozen distinct scripts and styles;
 * the bound only keeps a content that varies per page (a server island's,
 * which a static site has none of) from growing the map without end.
 */
export const CSP_DIGESTS_KEPT = 1000;

export class CspDigestPatchError extends Error {
  override readonly name = "CspDigestPatchError";
}

/**
 * Astro's `encryption.js` (`code`) with `generateCspDigest` answering each
 * algorithm and content it has hashed before from what it kept: the same
 * promise, so a page waits for no thread-pool round trip. Throws a
 * CspDigestPatchError when the module does not declare the function as
 * Astro 7 does.
 */
export function keepCspDigests(code: string): string {
  if (code.split(DECLARATION).length !== 2) {
    throw new CspDigestPatchError(
      `astro/dist/core/encryption.js no longer declares "${DECLARATION}" once: ` +
        "src/build/csp-digests.ts needs a look at this Astro version",
    );
  }
  return `${code.replace(DECLARATION, "async function hashCspContent(data, algorithm) {")}
const keptCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\n" + data;
  let digest = keptCspDigests.get(key);
  if (digest === undefined) {
    digest = hashCspContent(data, algorithm);
    if (keptCspDigests.size < ${CSP_DIGESTS_KEPT}) {
      keptCspDigests.set(key, digest);
      digest.catch(() => keptCspDigests.delete(key));
    }
  }
  return digest;
}
`;
}

/** The integration: keepCspDigests applied to Astro's module wherever Vite bundles it. */
export function cspDigests(): AstroIntegration {
  return vitePluginIntegration({
    name: "vitrina-csp-digests",
    transform: (code: string, id: string) => (TARGET.test(id) ? keepCspDigests(code) : undefined),
  });
}
