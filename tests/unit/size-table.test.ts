import { describe, expect, it } from "vitest";
import { formatRange, inchesToCm, rangeToCm, SIZE_TABLE, SIZES } from "../../src/lib/size-table.ts";

const COLUMNS = ["bust", "waist", "hip"] as const;

describe("SIZE_TABLE (spec §9, bust and waist put back for S to XXL)", () => {
  it("lists every size once, from XS to XXL", () => {
    expect(SIZE_TABLE.map((row) => row.size)).toEqual([...SIZES]);
  });

  it("grows the US number with the size", () => {
    const us = SIZE_TABLE.map((row) => row.us);
    us.slice(1).forEach((value, index) => expect(value).toBeGreaterThan(us[index]!));
  });

  it.each(COLUMNS)("grows the %s column with the size, without overlapping ranges", (column) => {
    SIZE_TABLE.forEach((row, index) => {
      const [min, max] = row[column];
      expect(min, `${row.size} ${column}`).toBeLessThanOrEqual(max);
      const previous = SIZE_TABLE[index - 1];
      if (previous) expect(min, `${row.size} ${column} after ${previous.size}`).toBeGreaterThan(previous[column][1]);
    });
  });

  it("keeps the bust above the waist and the hip above the waist in every size", () => {
    for (const row of SIZE_TABLE) {
      expect(row.bust[0], row.size).toBeGreaterThan(row.waist[1]);
      expect(row.hip[0], row.size).toBeGreaterThan(row.waist[1]);
    }
  });

  it("holds the spec's numbers, with S bust 34-35 and waist 26-27", () => {
    expect(SIZE_TABLE.find((row) => row.size === "XS")).toMatchObject({ us: 2, bust: [32, 32], waist: [24, 25] });
    expect(SIZE_TABLE.find((row) => row.size === "S")).toMatchObject({ us: 4, bust: [34, 35], waist: [26, 27] });
    expect(SIZE_TABLE.find((row) => row.size === "XXL")).toMatchObject({
      bust: [42, 43],
      waist: [34, 35],
      hip: [48, 50],
    });
  });
});

describe("inchesToCm", () => {
  it("converts at 2.54 cm per inch, rounded to whole centimetres", () => {
    expect(inchesToCm(1)).toBe(3);
    expect(inchesToCm(10)).toBe(25);
    expect(inchesToCm(32)).toBe(81);
    expect(inchesToCm(35)).toBe(89);
    expect(inchesToCm(50)).toBe(127);
  });

  it("converts both ends of a range", () => {
    expect(rangeToCm([38, 40])).toEqual([97, 102]);
  });
});

describe("formatRange", () => {
  it("writes one number for an exact size and an en dash between different ends", () => {
    expect(formatRange([32, 32])).toBe("32");
    expect(formatRange([34, 35])).toBe("34–35");
  });
});
