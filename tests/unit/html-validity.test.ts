/**
 * The HTML check's rules (scripts/lib/html-validity.ts with `.htmlvalidate.mjs`): what it reports on small
 * pages, and that only style preferences are let through.
 */
import { describe, expect, it } from "vitest";
import { formatFinding, groupByRule, validateHtml, type Finding } from "../../scripts/lib/html-validity.ts";

const page = (body: string, head = "") =>
  `<!DOCTYPE html><html lang="ro"><head><meta charset="utf-8"><title>Vitrina</title>${head}</head>` +
  `<body><main><h1>Vitrina</h1>${body}</main></body></html>`;

const rules = async (html: string) => (await validateHtml(html, "index.html")).map((finding) => finding.ruleId);

describe("validateHtml", () => {
  it("finds nothing in a valid page", async () => {
    expect(await validateHtml(page("<p>Modă pentru toată familia</p>"), "index.html")).toEqual([]);
  });

  it("reports a <style> in <body>, where HTML allows none, with where it is", async () => {
    const [finding, ...rest] = await validateHtml(page("<div><style>p{color:red}</style></div>"), "femei/index.html");
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ file: "femei/index.html", ruleId: "element-permitted-content", line: 1 });
    expect(finding?.message).toContain("<style>");
    expect(finding?.selector).toBe("html > body > main > div > style");
  });

  it("reports a heading inside a <span>, where only phrasing content goes", async () => {
    const html = page('<ul><li><a href="/femei/"><span><h2>Femei</h2></span></a></li></ul>');
    expect(await rules(html)).toEqual(["element-permitted-content"]);
  });

  it("reports a form with no submit button, two controls of one name, and an id pointed at but missing", async () => {
    expect(
      await rules(page('<form action="/cauta/"><label>Caută <input type="search" name="q"></label></form>')),
    ).toEqual(["wcag/h32"]);
    const twice = '<label>Limba <select name="limba"><option>ro</option></select></label>';
    expect(await rules(page(twice + twice))).toEqual(["form-dup-name"]);
    expect(await rules(page('<button type="button" aria-controls="meniu">Meniu</button>'))).toEqual([
      "no-missing-references",
    ]);
  });

  it('lets through only style: <input/>, disabled="", inputMode, a redundant for or role, React\'s ids', async () => {
    const html = page(
      '<fieldset disabled=""><legend>Preț</legend><ul role="list"><li>' +
        '<label for="_r1_-min">De la <input id="_r1_-min" type="number" inputMode="numeric"/></label>' +
        "</li></ul></fieldset>",
    );
    expect(await rules(html)).toEqual([]);
  });
});

describe("groupByRule and formatFinding", () => {
  const finding = (ruleId: string, file: string): Finding => ({
    file,
    line: 4,
    column: 120,
    ruleId,
    message: `${ruleId} broken`,
    selector: "main > div",
  });

  it("puts the rule with the most findings first, each in page order", () => {
    const groups = groupByRule([finding("a", "x.html"), finding("b", "x.html"), finding("b", "y.html")]);
    expect(groups.map(([rule, found]) => [rule, found.map((f) => f.file)])).toEqual([
      ["b", ["x.html", "y.html"]],
      ["a", ["x.html"]],
    ]);
  });

  it("names the file, line, column and element", () => {
    expect(formatFinding(finding("a", "femei/index.html"))).toBe("femei/index.html:4:120  a broken  (main > div)");
  });
});
