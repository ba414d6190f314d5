import { describe, expect, it } from "vitest";
import type { Problem } from "../../../src/lib/domain/schema.ts";
import { buildProduct, MAX_DESCRIPTION, MAX_TITLE, type ProductInput } from "../../../src/lib/cms/product.ts";
import { CMS, draft, links, media, productInput, richText } from "../support.ts";

/** The problems the gate reports for an input, or fails when it accepts it. */
function problemsOf(overrides: Partial<ProductInput>): readonly Problem[] {
  const result = buildProduct(productInput(overrides), CMS);
  if (result.ok) return expect.fail("expected the product to be left out");
  return result.problems;
}

const fields = (problems: readonly Problem[]) => problems.map((problem) => problem.field);

describe("buildProduct: what is left out (CMS.md, 'What a bad item gets')", () => {
  it.each([undefined, null, "", "   ", {}, ["Rochie"]])("leaves out a product with title %j", (title) => {
    const problems = problemsOf({ id: "p7", title });
    expect(problems).toEqual([expect.objectContaining({ kind: "product", id: "p7", field: "title" })]);
  });

  it.each([undefined, null, "", "abc", "-5", 0, "1,2,3", "gratuit"])("leaves out a product with price %j", (price) => {
    expect(fields(problemsOf({ price }))).toEqual(["price"]);
  });

  it("says what the unusable price was", () => {
    const [problem] = problemsOf({ id: "p3", title: "Rochie", price: "abc" });
    expect(problem).toMatchObject({ id: "p3", title: "Rochie", field: "price" });
    expect(problem?.reason).toContain('"abc"');
  });

  it.each([
    "javascript:alert(1)",
    "/produse/rochie",
    "ftp://shop.example.ro/rochie",
    "www.shop.example.ro/rochie",
    "",
    null,
    [],
  ])("leaves out a product with affLink %j", (affLink) => {
    const problems = problemsOf({ affLink });
    expect(fields(problems)).toEqual(["affLink"]);
  });

  it("reports every problem of one item, not just the first", () => {
    const problems = problemsOf({ id: "p5", title: "", price: "abc", affLink: "javascript:alert(1)" });
    expect(fields(problems).sort()).toEqual(["affLink", "price", "title"]);
    expect(problems.every((problem) => problem.id === "p5")).toBe(true);
  });

  it("keeps the report short when a value is huge", () => {
    const [problem] = problemsOf({ price: "x".repeat(500) });
    expect(problem?.reason.length).toBeLessThan(150);
  });
});

describe("buildProduct: the fields of a kept product", () => {
  it("reads price and old price as bani", () => {
    const product = draft({ price: "149,99", oldPrice: "1.299,00" });
    expect(product.price).toBe(14999);
    expect(product.oldPrice).toBe(129900);
  });

  it.each([
    ["equal to the price", "149,99"],
    ["below the price", "99"],
    ["unusable", "abc"],
    ["absent", undefined],
  ])("shows no old price when it is %s", (_label, oldPrice) => {
    expect(draft({ price: "149,99", oldPrice }).oldPrice).toBeNull();
  });

  it("reads the affLink from a multi URL picker", () => {
    expect(draft({ affLink: links("https://shop.example.ro/r") }).affLink).toBe("https://shop.example.ro/r");
  });

  it("reads the gender from `gen`", () => {
    expect(draft({ gender: "Băieți", category: "Tricouri-femei" }).gender).toBe("baieti");
  });

  it("takes the gender from the category's section when `gen` is missing or unreadable", () => {
    expect(draft({ gender: null, category: "Rochii-fetita" }).gender).toBe("fetite");
    expect(draft({ gender: "unisex", category: "Cămăși-Bărbați" }).gender).toBe("barbati");
  });

  it("has no gender when neither `gen` nor the category names one", () => {
    expect(draft({ gender: null, category: "Accesorii" }).gender).toBeNull();
    expect(draft({ gender: null, category: null }).gender).toBeNull();
  });

  it("links the category to its listing", () => {
    expect(draft({ category: "Cămăși-barbati" }).category).toEqual({
      name: "Cămăși-barbati",
      label: "Cămăși",
      slug: "camasi",
      section: "barbati",
      path: "/barbati/camasi/",
    });
  });

  it("falls back to the title for the image alt text", () => {
    expect(draft({ title: "Rochie midi", alt: null }).alt).toBe("Rochie midi");
    expect(draft({ title: "Rochie midi", alt: "  " }).alt).toBe("Rochie midi");
    expect(draft({ alt: "Rochie roșie, față" }).alt).toBe("Rochie roșie, față");
  });

  it("reads images from media pickers and URLs, skipping blanks and repeats, in the editor's order", () => {
    const product = draft({
      images: [
        media("/media/1/fata.jpg"),
        null,
        "https://cdn.example.ro/spate.jpg",
        media("/media/1/fata.jpg"),
        "javascript:x",
      ],
    });
    expect(product.images).toEqual([`${CMS}/media/1/fata.jpg`, "https://cdn.example.ro/spate.jpg"]);
  });

  it("sanitises the description", () => {
    const product = draft({ description: richText('<p onclick="x()">Rochie<script>alert(1)</script></p>') });
    expect(product.description).toBe("<p>Rochie</p>");
  });

  it("takes the summary from shortDescription, as plain text", () => {
    expect(draft({ summary: "  Rochie <b>lejeră</b> de vară ", description: "<p>Altceva</p>" }).summary).toBe(
      "Rochie lejeră de vară",
    );
  });

  it("takes the summary from the description's text when there is no shortDescription", () => {
    const product = draft({
      summary: null,
      description: richText("<p>Rochie din <strong>in</strong>.</p><p>Lejeră.</p>"),
    });
    expect(product.summary).toBe("Rochie din in. Lejeră.");
  });

  it("keeps a summary taken from a long description short", () => {
    const long = `<p>${"Rochie lejeră din in. ".repeat(40)}</p>`;
    expect(draft({ summary: null, description: long }).summary.length).toBeLessThanOrEqual(300);
  });

  it("reads brands, sizes and the collection in every shape", () => {
    const product = draft({
      brands: ["Zara", "zara, Mango"],
      sizes: "s, m",
      collection: { name: "Vară 2024", properties: {} },
    });
    expect(product.brands).toEqual(["Zara", "Mango"]);
    expect(product.sizes).toEqual(["S", "M"]);
    expect(product.collection).toBe("Vară 2024");
  });

  it("trims text fields and keeps the id it was given", () => {
    const product = draft({ id: "abc", title: "  Rochie midi ", color: " Roșu ", material: "", sku: 1234 });
    expect(product).toMatchObject({ id: "abc", title: "Rochie midi", color: "Roșu", material: null, sku: "1234" });
  });
});

describe("buildProduct: what one item may weigh (issue 25)", () => {
  it("leaves out a product whose description is past MAX_DESCRIPTION, and says how long it was", () => {
    const huge = `<p>${"Rochie din in. ".repeat(150_000)}</p>`;
    const [problem, ...rest] = problemsOf({ id: "p9", title: "Rochie", description: richText(huge) });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ id: "p9", field: "description" });
    expect(problem?.reason).toBe(`${huge.length} characters, more than ${MAX_DESCRIPTION}`);
  });

  it("keeps a description of exactly MAX_DESCRIPTION characters", () => {
    const markup = `<p>${"a".repeat(MAX_DESCRIPTION - 7)}</p>`;
    const result = buildProduct(productInput({ description: richText(markup) }), CMS);
    expect(result.ok && result.product.description.length).toBe(MAX_DESCRIPTION);
  });

  it("leaves out a product whose title is past MAX_TITLE", () => {
    expect(fields(problemsOf({ title: "Rochie ".repeat(60) }))).toEqual(["title"]);
    expect(buildProduct(productInput({ title: "R".repeat(MAX_TITLE) }), CMS).ok).toBe(true);
  });
});

describe("buildProduct: an id the site cannot count or link (issue 26)", () => {
  it.each([
    ["150 characters", "x".repeat(150), "not a usable id: 150 characters, more than 100"],
    ["blank", "   ", "not a usable id: blank"],
    ["padded", " 42 ", "not a usable id: blank around it"],
    ["empty", "", "not a usable id: missing"],
  ])("leaves out a product whose id is %s, and says why", (_, id, reason) => {
    const problems = problemsOf({ id, title: "Rochie" });
    expect(problems).toEqual([expect.objectContaining({ kind: "product", field: "id", reason })]);
  });

  it("keeps a product whose id is 100 characters", () => {
    expect(buildProduct(productInput({ id: "x".repeat(100) }), CMS).ok).toBe(true);
  });
});
