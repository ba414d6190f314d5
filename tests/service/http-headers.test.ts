import { describe, expect, it } from "vitest";
import {
  headerRules,
  headersFile,
  headersFor,
  HEADER_CSP,
  HSTS,
  IMMUTABLE,
  matchesPath,
  parseHeadersFile,
} from "../../src/lib/http-headers.ts";

const SECURITY = ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"];

describe("the site's header rules", () => {
  const rules = headerRules();

  it("cache /_astro/ for good, since its files are named by their content", () => {
    expect(headersFor("/_astro/index.1a2b3c.js", rules)["Cache-Control"]).toBe(IMMUTABLE);
  });

  it.each(["/", "/femei/rochii/", "/pagefind/0.pf_fragment", "/date/produse/rochie.json", "/404.html"])(
    "revalidate everything else (%s)",
    (path) => {
      expect(headersFor(path, rules)["Cache-Control"]).toBe("no-cache");
    },
  );

  it("send the security headers everywhere", () => {
    for (const path of ["/", "/_astro/x.js"]) {
      const headers = headersFor(path, rules);
      for (const name of SECURITY) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
    }
  });

  it("forbid framing on every path, as a header (a <meta> policy cannot), and add the site's policy to it", () => {
    // Issue 26: before, no header forbade another site to frame the pages (clickjacking).
    for (const path of ["/", "/_astro/x.js", "/detalii-produs/rochie/"]) {
      expect(headersFor(path, rules)["Content-Security-Policy"]).toBe(HEADER_CSP);
      expect(headersFor(path, rules)["X-Frame-Options"]).toBe("DENY");
    }
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='";
    expect(headersFor("/", headerRules({ contentSecurityPolicy: policy }))["Content-Security-Policy"]).toBe(
      `${HEADER_CSP}; ${policy}`,
    );
  });

  it("ask for https only (HSTS) when the site is served over https", () => {
    expect(headersFor("/", rules)["Strict-Transport-Security"]).toBeUndefined();
    expect(headersFor("/", headerRules({ https: true }))["Strict-Transport-Security"]).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=31536000/);
  });

  it("never set one header in two rules that match one path (Netlify and Cloudflare would join the values)", () => {
    for (const path of ["/", "/_astro/a.js", "/pagefind/x"]) {
      const seen = new Set<string>();
      for (const rule of rules.filter((candidate) => matchesPath(candidate.path, path))) {
        for (const name of Object.keys(rule.headers)) {
          expect(seen.has(name), `${name} twice on ${path}`).toBe(false);
          seen.add(name);
        }
      }
    }
  });
});

describe("the _headers file", () => {
  it("is written in the Netlify and Cloudflare Pages format", () => {
    expect(headersFile(headerRules())).toBe(
      [
        "/*",
        "  X-Content-Type-Options: nosniff",
        "  Referrer-Policy: strict-origin-when-cross-origin",
        "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
        "  X-Frame-Options: DENY",
        "  Content-Security-Policy: frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
        "/_astro/*",
        "  Cache-Control: public, max-age=31536000, immutable",
        "",
      ].join("\n"),
    );
  });

  it("reads back into the same rules, so the service sends what the build wrote", () => {
    const rules = headerRules({ contentSecurityPolicy: "default-src 'self'" });
    expect(parseHeadersFile(`# written by the build\n\n${headersFile(rules)}`)).toEqual(rules);
  });

  it("refuses a header that would break the file", () => {
    expect(() => headersFile([{ path: "/*", headers: { "X-Bad": "a\nb" } }])).toThrow();
    expect(() => headersFile([{ path: "/*", headers: { "Bad Name": "a" } }])).toThrow();
    expect(() => parseHeadersFile("  X-Orphan: 1")).toThrow("line 1");
  });
});
