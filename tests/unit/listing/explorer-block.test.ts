import { describe, expect, it } from "vitest";
import { ExplorerBlockError, explorerBlockText, unpackExplorer } from "../../../src/lib/listing/explorer-block.ts";
import { facetSummary, select } from "../../../src/lib/listing/facets.ts";
import { NO_FILTERS } from "../../../src/lib/listing/filter.ts";
import type { ExplorerProps } from "../../../src/lib/listing/island-props.ts";
import { DATA } from "./fixture.ts";

/** The island's props for the fixture listing, as island-props.ts makes them. */
const props: ExplorerProps = {
  listingPath: "/femei/rochii/",
  dataUrl: "/date/listari/femei/rochii.json",
  pageSize: 32,
  total: DATA.count,
  facets: facetSummary(DATA, select(DATA, NO_FILTERS)),
  categories: [
    { label: "Bluze", href: "/femei/bluze/", count: 20, current: false },
    { label: "Rochii", href: "/femei/rochii/", count: 24, current: true },
  ],
  sorts: ["implicit", "pret-crescator", "populare", "reducere"],
  revision: "Qm9vdGggMjAyNg",
};

const roundTrip = (shown: ExplorerProps) => unpackExplorer(JSON.parse(explorerBlockText(shown)));

describe("the island's data block", () => {
  it("gives the island back exactly the props the server rendered from (keys, labels, counts, current link)", () => {
    expect(props.facets.colours.map((option) => option.key)).toContain("rosu");
    expect(roundTrip(props)).toEqual(props);
  });

  it("is smaller than the props' own JSON: an option is its label and its count", () => {
    expect(explorerBlockText(props).length).toBeLessThan(JSON.stringify(props).length * 0.7);
    expect(explorerBlockText(props)).not.toContain('"key"');
  });

  it("cannot close its script element or open a comment, whatever a label holds", () => {
    const tricky: ExplorerProps = {
      ...props,
      categories: [{ label: "</script><script>alert(1)</script><!--", href: "/x/", count: 1, current: false }],
    };
    const text = explorerBlockText(tricky);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).not.toContain("<");
    expect(roundTrip(tricky).categories[0]?.label).toBe("</script><script>alert(1)</script><!--");
  });

  it("refuses a block it did not write, naming the field", () => {
    const packed = JSON.parse(explorerBlockText(props)) as Record<string, unknown>;
    expect(() => unpackExplorer(null)).toThrow(ExplorerBlockError);
    expect(() => unpackExplorer({ ...packed, total: "4" })).toThrow(/"total"/);
    expect(() =>
      unpackExplorer({ ...packed, facets: { ...(packed["facets"] as object), sizes: [["M", -1]] } }),
    ).toThrow(/facets\.sizes\[0\]\[1\]/);
    expect(() => unpackExplorer({ ...packed, categories: [["Bluze", 3, 1]] })).toThrow(/categories\[0\]\[1\]/);
    expect(() => unpackExplorer({ ...packed, sorts: ["implicit", "cele-mai-bune"] })).toThrow(/"sorts\[1\]"/);
  });
});
