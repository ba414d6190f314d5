/**
 * The site's Content-Security-Policy (issue 12), as Astro's `security.csp`
 * option takes it: Astro adds the hash of every script and style it writes
 * to each page's `<meta http-equiv="content-security-policy">`, so an inline
 * script runs only when the build wrote it. What else a page may reach:
 * - scripts: the site's own files, and WebAssembly compiled from them
 *   (Pagefind's search runs in wasm: 'wasm-unsafe-eval', which allows no
 *   `eval` of JavaScript);
 * - style attributes: the few `style="--…"` custom properties the markup
 *   sets (style-src-attr only; style elements still need their hash);
 * - images: the site's own, and the CMS's media over https;
 * - requests: the site itself and the click service (PUBLIC_API_URL);
 * - frames: only the map of the Contact page (MAP_EMBED_URL);
 * - forms: the site itself and the click service (contact, newsletter).
 */
import { createHash } from "node:crypto";
import type { AstroUserConfig } from "astro";
import type { Settings } from "./settings.ts";

/** Astro's `security.csp` object (a type only: nothing of Astro runs here). */
type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

/** " origin" of a setting's URL, or "" when it is unset. */
const originOf = (url: string | undefined): string => (url ? ` ${new URL(url).origin}` : "");

/** Astro's `security.csp` for these settings. */
export function contentSecurityPolicy(settings: Pick<Settings, "PUBLIC_API_URL" | "MAP_EMBED_URL">): CspConfig {
  const api = originOf(settings.PUBLIC_API_URL);
  const map = originOf(settings.MAP_EMBED_URL);
  return {
    directives: [
      "default-src 'self'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      `connect-src 'self'${api}`,
      `frame-src${map || " 'none'"}`,
      `form-action 'self'${api}`,
      "base-uri 'self'",
      "object-src 'none'",
    ],
    scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: "attribute" }] },
  };
}

/**
 * The policy's hash of an inline script a page writes itself (`set:html`), which Astro does not see to hash: the
 * page hands it to `Astro.csp.insertScriptHash`, so that this script, and no other, runs.
 * @example scriptHash("alert(1)") // "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI="
 */
export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash("sha256").update(code).digest("base64")}`;
}
