/**
 * The home page slider comes from the item named About (CMS.md, "About"),
 * queried with `filter=name:About`, which Umbraco answers with every item
 * whose name merely contains "about". ABOUT YOU is a fashion shop that
 * affiliate catalogues name in product titles.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../src/lib/catalog/read.ts";
import { startStandin, type Standin } from "../../scripts/standin/server.ts";
import { loadFixture, mergeDumps } from "../fixtures/index.ts";
import { settingsFor, SOURCES } from "../support/standin.ts";

describe.each(SOURCES)("the home slider (%s source)", (source) => {
  let standin: Standin;

  beforeAll(async () => {
    standin = await startStandin({
      content: mergeDumps(loadFixture("small-catalogue"), loadFixture("product-named-about")),
    });
  });
  afterAll(() => standin.close());

  it("comes from the About item, not from an older product whose name contains 'about'", async () => {
    const catalog = await readCatalog(settingsFor(standin, source));
    expect(catalog.about?.slides.map((slide) => slide.title)).toEqual(["Colecția de vară"]);
    expect(catalog.about?.marquee).toEqual(["Livrare gratuită", "Retur în 30 de zile"]);
    expect(catalog.products.map((product) => product.title)).toContain("Rochie din colecția ABOUT YOU");
  });
});
