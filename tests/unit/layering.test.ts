/**
 * Dependencies run one way (issue 27), kept by the linter (eslint.config.js): src/ never imports scripts/, and the
 * build shares src/store and src/lib with the click service, never its modules. Each case lints one import as if
 * it were a file of that folder.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The messages of no-restricted-imports for a module at `file` (relative to the root) importing `specifier`. */
async function refusals(file: string, specifier: string): Promise<string[]> {
  const code = `import { value } from "${specifier}";\nexport const probe = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("which way imports run", () => {
  it.each([
    ["src/release/probe.ts", "../../scripts/lib/table.ts"],
    ["src/build/probe.ts", "../../scripts/lib/table.ts"],
    ["src/lib/probe.ts", "../../scripts/lib/table.ts"],
    ["src/lib/cms/probe.ts", "../../../scripts/lib/table.ts"],
    ["src/service/probe.ts", "../../scripts/lib/table.ts"],
  ])("refuses %s importing from scripts/", async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([expect.stringContaining("src/ is used by scripts/")]);
  });

  it("refuses the build importing the click service's modules", async () => {
    expect(await refusals("src/build/probe.ts", "../service/app.ts")).toEqual([
      expect.stringContaining("The build shares src/store and src/lib with the service"),
    ]);
  });

  it.each([
    ["src/build/probe.ts", "../store/open.ts"],
    ["src/service/probe.ts", "../store/open.ts"],
    ["scripts/probe.ts", "../src/release/site-check/site-links.ts"],
  ])("lets %s import %s", async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([]);
  });
});
