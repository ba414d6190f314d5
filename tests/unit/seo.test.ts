import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdText, metaDescription, productJsonLd } from "../../src/lib/seo.ts";
import { product } from "./support.ts";

const SITE = "https://vitrina.example.ro";

describe("jsonLdText: CMS text can never break out of the script tag", () => {
  const hostile = {
    name: "Rochie </script><script>alert(1)</script>",
    description: "<!-- a & b > c -->",
    nested: [{ note: "linie\u2028nouă\u2029paragraf" }],
  };
  const text = jsonLdText(hostile);

  it("writes no '<' at all, so neither </script> nor <!-- can appear", () => {
    expect(text).not.toContain("<");
    expect(text.toLowerCase()).not.toContain("</script");
  });

  it("escapes the line separators that old JavaScript parsers treat as line ends", () => {
    expect(text).not.toMatch(/[\u2028\u2029]/);
  });

  it("still parses back to exactly the same data", () => {
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe("metaDescription (≤ 155 characters, cut at a word)", () => {
  it("keeps a short text whole, with its white space tidied", () => {
    expect(metaDescription("  Rochii  de vară\n din in. ")).toBe("Rochii de vară din in.");
  });

  it("keeps a text of exactly 155 characters whole, and cuts one of 156", () => {
    const text = `${"Rochie ".repeat(21)}Fustiță!`;
    expect(text).toHaveLength(155);
    expect(metaDescription(text)).toBe(text);
    expect(metaDescription(`${text}!`)).toMatch(/Rochie…$/);
  });

  it("cuts a longer text at a word boundary, within 155 characters, ending in '…'", () => {
    const text =
      "Rochie midi din in topit, cu nasturi din lemn și buzunare laterale, croită pentru zilele calde de vară. " +
      "Se poartă la birou cu sandale sau în weekend cu tenişi albi, oriunde ai merge.";
    expect(text.length).toBeGreaterThan(155);
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith("…")).toBe(true);
    const kept = description.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The next character of the original is a space: no word was cut in half.
    expect(text.charAt(kept.length)).toBe(" ");
  });

  it("drops punctuation left dangling before the '…'", () => {
    const text = `${"Rochii, ".repeat(30)}`;
    const description = metaDescription(text);
    expect(description).toMatch(/Rochii…$/);
    expect(description.length).toBeLessThanOrEqual(155);
  });

  it("still cuts a text with no spaces to 155 characters", () => {
    const description = metaDescription("a".repeat(400));
    expect(description).toHaveLength(155);
    expect(description.endsWith("…")).toBe(true);
  });
});

describe("productJsonLd (schema.org Product with an Offer)", () => {
  const geaca = {
    ...product("geaca-de-piele", {
      title: "Geacă de piele",
      brands: "Zara, Mango",
      images: ["https://cdn.example.ro/geaca.jpg"],
    }),
    images: ["https://cdn.example.ro/geaca.jpg", "/media/geaca-spate.jpg"],
    price: 129_999,
  };
  const pageUrl = `${SITE}/detalii-produs/geaca-de-piele/`;
  const data = productJsonLd(geaca, pageUrl, SITE);

  it("is a Product named after the product", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Product");
    expect(data["name"]).toBe("Geacă de piele");
  });

  it("offers it at its price in Ron as a decimal string, at the page's URL", () => {
    expect(data["offers"]).toEqual({
      "@type": "Offer",
      url: pageUrl,
      price: "1299.99",
      priceCurrency: "RON",
    });
  });

  it("gives every image as an absolute URL, site paths included", () => {
    expect(data["image"]).toEqual(["https://cdn.example.ro/geaca.jpg", `${SITE}/media/geaca-spate.jpg`]);
  });

  it("names the first brand", () => {
    expect(data["brand"]).toEqual({ "@type": "Brand", name: "Zara" });
  });

  it("leaves out the facts a product does not have, instead of writing null", () => {
    const bare = { ...product("tricou", { brands: null, color: null, material: null, sku: null }), summary: "" };
    const parsed: unknown = JSON.parse(jsonLdText(productJsonLd(bare, `${SITE}/detalii-produs/tricou/`, SITE)));
    expect(parsed).not.toHaveProperty("brand");
    expect(parsed).not.toHaveProperty("sku");
    expect(parsed).not.toHaveProperty("description");
    expect(JSON.stringify(parsed)).not.toContain("null");
  });
});

describe("breadcrumbJsonLd (schema.org BreadcrumbList)", () => {
  it("numbers the crumbs from 1 and gives each an absolute URL", () => {
    const data = breadcrumbJsonLd(
      [
        { label: "Acasă", href: "/" },
        { label: "Femei", href: "/femei/" },
        { label: "Rochii", href: "/femei/rochii/" },
      ],
      new URL(SITE),
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data["itemListElement"]).toEqual([
      { "@type": "ListItem", position: 1, name: "Acasă", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Femei", item: `${SITE}/femei/` },
      { "@type": "ListItem", position: 3, name: "Rochii", item: `${SITE}/femei/rochii/` },
    ]);
  });
});
