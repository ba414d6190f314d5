import { describe, expect, it } from "vitest";
import { contactLinks, OTHER_SEGMENT, parseCategoryName, paths, toSlug } from "../../src/lib/paths.ts";

describe("toSlug (spec §2: product, collection and brand slugs)", () => {
  it("lower-cases, strips accents, removes non-word characters and hyphenates", () => {
    expect(toSlug("Rochie midi (roșie) 100%")).toBe("rochie-midi-rosie-100");
    expect(toSlug("Cămașă Albă de Vară")).toBe("camasa-alba-de-vara");
  });

  it("folds the old cedilla letters like the comma-below ones", () => {
    expect(toSlug("Ştrampi ţesuţi")).toBe("strampi-tesuti");
    expect(toSlug("Ştrampi ţesuţi")).toBe(toSlug("Ștrampi țesuți"));
  });

  it("removes apostrophes and symbols instead of turning them into hyphens", () => {
    expect(toSlug("L'Élégance")).toBe("lelegance");
    expect(toSlug("Marks & Spencer")).toBe("marks-spencer");
    expect(toSlug("Tricou #1!")).toBe("tricou-1");
  });

  it("never writes leading, trailing or doubled hyphens", () => {
    expect(toSlug("  -- Tricou -- bumbac --  ")).toBe("tricou-bumbac");
    expect(toSlug("Fustă   x   2")).toBe("fusta-x-2");
  });

  it("keeps only ASCII, so every URL is plain", () => {
    expect(toSlug("Încălțăminte «Élite» ★ Ünïcode")).toMatch(/^[a-z0-9-]+$/);
  });

  it("gives nothing for a title without letters or digits", () => {
    expect(toSlug("!!! ★ ???")).toBe("");
  });

  it("builds collection slugs: name lower-cased, accents removed, spaces to hyphens", () => {
    expect(toSlug("Colecția de Toamnă")).toBe("colectia-de-toamna");
    expect(paths.collection(toSlug("Colecția de Toamnă"))).toBe("/colectii/colectia-de-toamna/");
  });

  it("builds brand slugs by the same rule", () => {
    expect(paths.brand(toSlug("Tommy Hilfiger"))).toBe("/brand/tommy-hilfiger/");
    expect(paths.brand(toSlug("Mărgăritar Ş.A."))).toBe("/brand/margaritar-sa/");
  });
});

describe("parseCategoryName and the category link", () => {
  const link = (name: string) => {
    const parsed = parseCategoryName(name);
    return parsed ? paths.category(parsed) : null;
  };

  it("turns `Category-gender` into /gender/category/", () => {
    expect(link("Rochii-femei")).toBe("/femei/rochii/");
    expect(parseCategoryName("Rochii-femei")).toEqual({
      name: "Rochii-femei",
      label: "Rochii",
      slug: "rochii",
      section: "femei",
    });
  });

  it("folds each segment to plain ASCII", () => {
    expect(link("Cămăși-barbati")).toBe("/barbati/camasi/");
    expect(link("Cămăşi-Bărbaţi")).toBe("/barbati/camasi/");
    expect(link("Rochii de seară-femei")).toBe("/femei/rochii-de-seara/");
  });

  it("keeps what a shopper reads as the label", () => {
    expect(parseCategoryName("Cămăși-barbati")?.label).toBe("Cămăși");
  });

  it("puts a name with no second part under /altele/", () => {
    expect(OTHER_SEGMENT).toBe("altele");
    expect(link("Accesorii")).toBe("/altele/accesorii/");
    expect(link("Accesorii-")).toBe("/altele/accesorii/");
  });

  it("normalises the gender part to its URL segment", () => {
    expect(link("Rochii-fetita")).toBe("/fetite/rochii/");
    expect(link("Tricouri-Băieți")).toBe("/baieti/tricouri/");
    expect(link("Rochii-FEMEI")).toBe("/femei/rochii/");
  });

  it("splits at the last hyphen, so a category may contain one", () => {
    expect(link("T-shirt-barbati")).toBe("/barbati/t-shirt/");
  });

  it("refuses a name with no usable category part", () => {
    expect(parseCategoryName("")).toBeNull();
    expect(parseCategoryName("!!!-femei")).toBeNull();
  });
});

describe("paths.tel and paths.mailto", () => {
  it("dials the phone's digits and its leading +, whatever the spacing it is written with", () => {
    expect(contactLinks.tel("+40 (722) 000-000")).toBe("tel:+40722000000");
    expect(contactLinks.tel("0722.000.000")).toBe("tel:0722000000");
  });

  it("opens a message to the e-mail", () => {
    expect(contactLinks.mailto("contact@vitrina.ro")).toBe("mailto:contact@vitrina.ro");
  });
});

describe("paths", () => {
  it("writes the spec's routes, each ending in a slash", () => {
    expect(paths.home()).toBe("/");
    expect(paths.product("rochie-midi")).toBe("/detalii-produs/rochie-midi/");
    expect(paths.gender("femei")).toBe("/femei/");
    expect(paths.collections()).toBe("/colectii/");
    expect(paths.collectionGender("vara", "baieti")).toBe("/colectii/vara/baieti/");
    expect(paths.brands()).toBe("/brand/");
    expect(paths.allCollections()).toBe("/toate-colectiile/");
    expect(paths.allCategories()).toBe("/toate-categoriile/");
    expect(paths.wishlist()).toBe("/wish-list/");
    expect(paths.search()).toBe("/search-result/");
    expect(paths.contact()).toBe("/contact/");
    expect(paths.about()).toBe("/about-us/");
    expect(paths.terms()).toBe("/term-of-use/");
  });
});
