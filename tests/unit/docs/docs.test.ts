/**
 * The README and docs/ stay whole as they change: every relative link leads to a file of the repository and every
 * #fragment to a heading of that file (as GitHub makes a heading's anchor), and every setting a program declares
 * in its schema is documented in docs/settings.md (issue 27: the README moved into docs/, nothing lost).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LinkCheckSettingsSchema } from "../../../src/lib/links/check-settings.ts";
import { SettingsSchema } from "../../../src/lib/settings.ts";
import { ReleaseSettingsSchema } from "../../../src/release/settings.ts";
import { RebuildSettingsSchema } from "../../../src/service/rebuild-settings.ts";
import { ServiceSettingsSchema } from "../../../src/service/settings.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const pages = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const read = (page: string) => readFileSync(path.join(ROOT, page), "utf8");

/** Markdown without its fenced code blocks and inline code, where a bracket is not a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/**
 * A heading's anchor as GitHub makes it: lower case, punctuation but hyphens and underscores dropped, each space a
 * hyphen, and "-1", "-2" after a repeated one.
 * @example anchors("## Behind a proxy: TRUST_PROXY\n## Why Fastify's `inject()`") // ["behind-a-proxy-trust_proxy", "why-fastifys-inject"]
 */
export function anchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  return [...markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map(([, text]) => {
    const slug = text!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count ? `${slug}-${count}` : slug;
  });
}

describe("anchors", () => {
  it("makes GitHub's anchors, repeated headings numbered", () => {
    expect(
      anchors("# Deploying\n## Behind a proxy: TRUST_PROXY\n## Why `inject()`'s 4xx\n### Tests\n### Tests"),
    ).toEqual(["deploying", "behind-a-proxy-trust_proxy", "why-injects-4xx", "tests", "tests-1"]);
  });
  it("ignores a # line inside a code block", () => {
    expect(anchors("# A\n```sh\n# not a heading\n```\n")).toEqual(["a"]);
  });
});

describe("the README and docs/", () => {
  it.each(pages)("%s: every relative link leads to a file, and every #fragment to one of its headings", (page) => {
    const broken: string[] = [];
    for (const [, target] of prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!)) continue;
      const [file, fragment] = target!.split("#") as [string, string | undefined];
      const resolved = file ? path.join(path.dirname(page), file) : page;
      if (!existsSync(path.join(ROOT, resolved))) broken.push(`${target}: no file ${resolved}`);
      else if (fragment !== undefined && resolved.endsWith(".md") && !anchors(read(resolved)).includes(fragment)) {
        broken.push(`${target}: no heading #${fragment} in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every docs/….md#anchor the code, scripts, tests and workflows name leads to a heading", () => {
    const sources = ["src", "scripts", "tests", ".github"].flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx|astro|mjs|css|sh|ya?ml)$/.test(file))
        .map((file) => path.join(folder, file)),
    );
    const broken: string[] = [];
    let named = 0;
    for (const file of sources) {
      for (const [, doc, fragment] of read(file).matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        named++;
        const page = `docs/${doc}`;
        if (!existsSync(path.join(ROOT, page))) broken.push(`${file}: no ${page}`);
        else if (fragment && !anchors(read(page)).includes(fragment))
          broken.push(`${file}: no #${fragment} in ${page}`);
      }
    }
    expect(named).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it("the README stays short: under 250 lines and 25 KB", () => {
    const readme = read("README.md");
    expect(readme.split("\n").length).toBeLessThan(250);
    expect(Buffer.byteLength(readme)).toBeLessThan(25 * 1024);
  });

  it("docs/settings.md documents every setting each program declares", () => {
    const documented = read("docs/settings.md");
    const declared = [
      SettingsSchema,
      ServiceSettingsSchema,
      RebuildSettingsSchema,
      ReleaseSettingsSchema,
      LinkCheckSettingsSchema,
    ].flatMap((schema) => Object.keys(schema.shape));
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });
});
