import { describe, expect, it } from "vitest";
import {
  productContexts,
  productCrumbs,
  RELATED_COUNT,
  type ProductContext,
} from "../../../src/lib/catalog/product-context.ts";
import type { Product } from "../../../src/lib/domain/schema.ts";
import { product } from "../support.ts";

function contextOf(contexts: Map<string, ProductContext>, slug: string): ProductContext {
  const context = contexts.get(slug);
  if (!context) expect.fail(`no context for ${slug}`);
  return context;
}

const slugsOf = (products: readonly Product[]) => products.map((entry) => entry.slug);
const rochie = (n: number) => product(`rochie-${n}`, { id: `r${n}`, category: "Rochii-femei" });

describe("productContexts: related products (spec §2, up to 4)", () => {
  // Six women's dresses, interleaved with products of other categories.
  const catalog = [
    rochie(1),
    product("tricou-1", { id: "t1", category: "Tricouri-barbati" }),
    rochie(2),
    rochie(3),
    product("rochita-1", { id: "f1", category: "Rochii-fetita" }),
    rochie(4),
    rochie(5),
    product("fara-categorie-1", { id: "n1", category: null, gender: "femei" }),
    rochie(6),
    product("fara-categorie-2", { id: "n2", category: null, gender: "femei" }),
  ];
  const contexts = productContexts(catalog);

  it("gives every product a context", () => {
    expect([...contexts.keys()].sort()).toEqual(slugsOf(catalog).sort());
  });

  it(`shows at most ${RELATED_COUNT} products, from the same category, following it in catalogue order`, () => {
    expect(RELATED_COUNT).toBe(4);
    expect(slugsOf(contextOf(contexts, "rochie-1").related)).toEqual(["rochie-2", "rochie-3", "rochie-4", "rochie-5"]);
  });

  it("recommends no product that no shop has in stock, and takes the next one instead (issue 28)", () => {
    const gone = { ...rochie(2), inStock: false };
    const withGone = productContexts(catalog.map((entry) => (entry.slug === "rochie-2" ? gone : entry)));
    expect(slugsOf(contextOf(withGone, "rochie-1").related)).toEqual(["rochie-3", "rochie-4", "rochie-5", "rochie-6"]);
    // Its own page still has its neighbours.
    expect(contextOf(withGone, "rochie-2").related).toHaveLength(RELATED_COUNT);
  });

  it("wraps around to the start of the category for the last products", () => {
    expect(slugsOf(contextOf(contexts, "rochie-5").related)).toEqual(["rochie-6", "rochie-1", "rochie-2", "rochie-3"]);
    expect(slugsOf(contextOf(contexts, "rochie-6").related)).toEqual(["rochie-1", "rochie-2", "rochie-3", "rochie-4"]);
  });

  it("never shows a product as related to itself, nor twice, in a small category", () => {
    const small = productContexts([rochie(1), rochie(2), rochie(3)]);
    expect(slugsOf(contextOf(small, "rochie-1").related)).toEqual(["rochie-2", "rochie-3"]);
    expect(slugsOf(contextOf(small, "rochie-3").related)).toEqual(["rochie-1", "rochie-2"]);
    const alone = productContexts([rochie(1)]);
    expect(contextOf(alone, "rochie-1").related).toEqual([]);
  });

  it("does not mix categories that share a slug in different sections (women's and girls' dresses)", () => {
    expect(contextOf(contexts, "rochita-1").related).toEqual([]);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(slugsOf(contextOf(contexts, `rochie-${n}`).related)).not.toContain("rochita-1");
    }
  });

  it("gives products without a category no related products and no previous or next", () => {
    for (const slug of ["fara-categorie-1", "fara-categorie-2"]) {
      expect(contextOf(contexts, slug)).toEqual({ related: [], previous: null, next: null });
    }
  });
});

describe("productContexts: previous and next within the category", () => {
  const catalog = [
    rochie(1),
    product("tricou-1", { id: "t1", category: "Tricouri-barbati" }),
    rochie(2),
    product("tricou-2", { id: "t2", category: "Tricouri-barbati" }),
    rochie(3),
  ];
  const contexts = productContexts(catalog);
  const steps = (slug: string) => {
    const { previous, next } = contextOf(contexts, slug);
    return [previous?.slug ?? null, next?.slug ?? null];
  };

  it("steps through the category in catalogue order, skipping other categories", () => {
    expect(steps("rochie-2")).toEqual(["rochie-1", "rochie-3"]);
    expect(steps("tricou-1")).toEqual([null, "tricou-2"]);
  });

  it("has no previous for the first product and no next for the last", () => {
    expect(steps("rochie-1")).toEqual([null, "rochie-2"]);
    expect(steps("rochie-3")).toEqual(["rochie-2", null]);
    expect(steps("tricou-2")).toEqual(["tricou-1", null]);
  });
});

describe("productCrumbs: Acasă > gender > category > product", () => {
  it("walks from home through the gender and the category to the product", () => {
    const crumbs = productCrumbs(
      product("rochie-de-seara", { title: "Rochie de seară", category: "rochii-de-seara-femei" }),
    );
    expect(crumbs).toEqual([
      { label: "Acasă", href: "/" },
      { label: "Femei", href: "/femei/" },
      { label: "Rochii de seara", href: "/femei/rochii-de-seara/" },
      { label: "Rochie de seară", href: "/detalii-produs/rochie-de-seara/" },
    ]);
  });

  it("uses the product's own gender when it has no category", () => {
    const crumbs = productCrumbs(product("fusta", { title: "Fustă", category: null, gender: "Bărbați" }));
    expect(crumbs).toEqual([
      { label: "Acasă", href: "/" },
      { label: "Bărbați", href: "/barbati/" },
      { label: "Fustă", href: "/detalii-produs/fusta/" },
    ]);
  });

  it("links a category without a gender through 'Altele'", () => {
    const crumbs = productCrumbs(product("curea", { title: "Curea", category: "Accesorii" }));
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      "/",
      "/altele/",
      "/altele/accesorii/",
      "/detalii-produs/curea/",
    ]);
    expect(crumbs[1]?.label).toBe("Altele");
  });

  it("goes straight from home to the product when it has neither gender nor category", () => {
    const crumbs = productCrumbs(product("sosete", { title: "Șosete", category: null, gender: null }));
    expect(crumbs).toEqual([
      { label: "Acasă", href: "/" },
      { label: "Șosete", href: "/detalii-produs/sosete/" },
    ]);
  });
});
