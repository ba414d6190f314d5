import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSP_DIGESTS_KEPT, CspDigestPatchError, keepCspDigests } from "../../../src/build/csp-digests.ts";

/** Astro's own module, as installed: the patch is tested on the code it patches in a build. */
const ASTRO_MODULE = path.resolve(import.meta.dirname, "../../../node_modules/astro/dist/core/encryption.js");
/** The patched module, beside Astro's so that its imports resolve as the original's do. */
const PATCHED = path.join(path.dirname(ASTRO_MODULE), `encryption.kept-digests.${process.pid}.test.mjs`);

type Digest = (data: string, algorithm: "SHA-256" | "SHA-384" | "SHA-512") => Promise<string>;

/** The digest as Astro writes it into the policy: "sha256-" and the base64 of the hash. */
const sha = (algorithm: string, data: string) => `${algorithm}-${createHash(algorithm).update(data).digest("base64")}`;

let generateCspDigest: Digest;

beforeAll(async () => {
  await writeFile(PATCHED, keepCspDigests(await readFile(ASTRO_MODULE, "utf8")));
  ({ generateCspDigest } = (await import(PATCHED)) as { generateCspDigest: Digest });
});

afterAll(() => rm(PATCHED, { force: true }));

describe("keepCspDigests", () => {
  it("patches the installed Astro's module so that a content hashed again gives the same digest, once worked out", async () => {
    const script = "(()=>{var l=(n,t)=>{};})();";

    const first = generateCspDigest(script, "SHA-256");
    const again = generateCspDigest(script, "SHA-256");
    expect(again).toBe(first);
    expect(await first).toBe(sha("sha256", script));
    // Another algorithm or another content is hashed on its own.
    expect(await generateCspDigest(script, "SHA-384")).toBe(sha("sha384", script));
    expect(await generateCspDigest("", "SHA-256")).toBe(sha("sha256", ""));
    expect(generateCspDigest("", "SHA-256")).not.toBe(first);
  });

  it("keeps no more than its bound, and still hashes every content past it", async () => {
    const contents = Array.from({ length: CSP_DIGESTS_KEPT + 5 }, (_, index) => `a{--n:${index}}`);
    await Promise.all(contents.map((content) => generateCspDigest(content, "SHA-256")));
    const last = contents.at(-1)!;
    expect(generateCspDigest(last, "SHA-256")).not.toBe(generateCspDigest(last, "SHA-256"));
    expect(await generateCspDigest(last, "SHA-256")).toBe(sha("sha256", last));
  });

  it("refuses a module that does not declare the function as Astro 7 does", () => {
    expect(() => keepCspDigests("export async function generateCspDigest(data) {}")).toThrow(CspDigestPatchError);
    expect(() => keepCspDigests("")).toThrow(/needs a look at this Astro version/);
  });
});
