/**
 * HTML validity of built pages with html-validate and the repository's `.htmlvalidate.mjs`: what
 * scripts/check-html.ts runs in each of its worker threads, and what its unit test runs on small pages.
 * The settings are loaded from the repository, not looked up beside the pages, so a site built outside the
 * repository (OUT_DIR=/tmp/...) is held to the same rules.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { HtmlValidate, StaticConfigLoader, type Message, type ResolvedConfig } from "html-validate";
import config from "../../.htmlvalidate.mjs";

export interface Finding {
  /** The page's file, relative to the site's folder. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly ruleId: string;
  readonly message: string;
  /** A CSS selector of the element, when the rule names one. */
  readonly selector: string | null;
}

/**
 * One set of settings for every page: html-validate's own loader resolves them again for each page (its rule
 * and element tables; docs/decisions.md#checks-over-the-built-site).
 */
class OnceConfigLoader extends StaticConfigLoader {
  #resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;
  override getConfigFor(...args: Parameters<StaticConfigLoader["getConfigFor"]>) {
    return (this.#resolved ??= super.getConfigFor(...args));
  }
}

let validator: HtmlValidate | undefined;
const htmlValidate = () => (validator ??= new HtmlValidate(new OnceConfigLoader(config)));

/** The problems html-validate finds in one page's HTML (`file` only names it in the findings). */
export async function validateHtml(html: string, file: string): Promise<Finding[]> {
  const report = await htmlValidate().validateString(html, file);
  return report.results.flatMap((result) => result.messages.map((message) => toFinding(file, message)));
}

/** The problems in each of `files` (relative to `root`), read and checked one after the other. */
export async function validatePages(root: string, files: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const file of files) findings.push(...(await validateHtml(await readFile(path.join(root, file), "utf8"), file)));
  return findings;
}

function toFinding(file: string, message: Message): Finding {
  const { line, column, ruleId, selector } = message;
  return { file, line, column, ruleId, message: message.message, selector: selector ?? null };
}

/**
 * The findings grouped by rule, the rule with the most first, each group in page order: how the check reports.
 * @example groupByRule([{ ruleId: "a", … }, { ruleId: "b", … }, { ruleId: "b", … }]).map(([rule]) => rule) // ["b", "a"]
 */
export function groupByRule(findings: readonly Finding[]): [string, Finding[]][] {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.ruleId);
    if (group) group.push(finding);
    else groups.set(finding.ruleId, [finding]);
  }
  return [...groups].sort(([a, one], [b, other]) => other.length - one.length || a.localeCompare(b));
}

/** `dir/index.html:4:120  message  (selector)`: one finding on one line. */
export function formatFinding(finding: Finding): string {
  const at = `${finding.file}:${finding.line}:${finding.column}`;
  return `${at}  ${finding.message}${finding.selector ? `  (${finding.selector})` : ""}`;
}
