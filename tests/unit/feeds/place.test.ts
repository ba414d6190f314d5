import { describe, expect, it } from "vitest";
import { makePlacer, placeOffers, words } from "../../../src/lib/feeds/place.ts";
import { offer } from "../../support/feeds.ts";

const rules = [
  { match: "rochii", gender: "femei" as const, category: "Rochii" },
  { match: "tricouri barbati", gender: "barbati" as const, category: "Tricouri" },
  { match: "camasi", category: "Cămăși" },
  { match: "tricouri", gender: "femei" as const, category: "Tricouri" },
];

describe("placing rows with the map rules", () => {
  const place = makePlacer(rules);

  it("folds case and diacritics, the old cedilla letters too", () => {
    expect(words("Femei > Îmbrăcăminte > ROCHII")).toEqual(["femei", "imbracaminte", "rochii"]);
    expect(words("Cămăşi")).toEqual(words("Cămăși"));
    expect(place("Bărbați > Cămăşi", "barbati")).toEqual({ gender: "barbati", category: "Cămăși" });
  });

  it("matches whole words only", () => {
    expect(place("Femei > Rochii de seară", null)).toEqual({ gender: "femei", category: "Rochii" });
    expect(place("Femei > Rochiile verii", null)).toBeNull();
    expect(place("Femei > Minirochii", null)).toBeNull();
  });

  it("takes the first rule that matches, every word of it in any order", () => {
    expect(place("Bărbați > Tricouri", null)).toEqual({ gender: "barbati", category: "Tricouri" });
    expect(place("Tricouri > Femei", null)).toEqual({ gender: "femei", category: "Tricouri" });
  });

  it("takes the row's own gender when the rule names none, and leaves the row out when neither does", () => {
    expect(place("Cămăși", "femei")).toEqual({ gender: "femei", category: "Cămăși" });
    expect(place("Cămăși", null)).toBeNull();
  });

  it("counts the rows no rule places by their category text", () => {
    const result = placeOffers(
      [
        offer({ shop: "A", id: "1", categoryText: "Femei > Rochii" }),
        offer({ shop: "A", id: "2", categoryText: "Accesorii > Ceasuri" }),
        offer({ shop: "A", id: "3", categoryText: "Accesorii > Ceasuri" }),
        offer({ shop: "A", id: "4", categoryText: "" }),
      ],
      rules,
    );
    expect(result.placed.map((each) => [each.id, each.category, each.gender])).toEqual([["1", "Rochii", "femei"]]);
    expect(result.unplaced).toEqual({ "Accesorii > Ceasuri": 2, "": 1 });
  });
});
