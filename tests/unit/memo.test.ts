import { describe, expect, it } from "vitest";
import { remembered, rememberedPerObject } from "../../src/lib/memo.ts";

describe("remembered", () => {
  it("works a value out once and answers it again from memory", () => {
    const asked: string[] = [];
    const upper = remembered((text: string) => {
      asked.push(text);
      return text.toUpperCase();
    });
    expect([upper("ana"), upper("ion"), upper("ana")]).toEqual(["ANA", "ION", "ANA"]);
    expect(asked).toEqual(["ana", "ion"]);
  });

  it("starts over past its limit, and still answers every value right", () => {
    const asked: number[] = [];
    const double = remembered((value: number) => {
      asked.push(value);
      return value * 2;
    }, 2);
    expect([double(1), double(2), double(3), double(1), double(3)]).toEqual([2, 4, 6, 2, 6]);
    // The third value filled the memory: 1 and 2 were let go, so 1 is worked out again; 3 is still known.
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});

describe("rememberedPerObject", () => {
  it("works a value out once per object, and anew for another object however alike", () => {
    const asked: object[] = [];
    const keys = rememberedPerObject((item: { name: string }) => {
      asked.push(item);
      return item.name.toUpperCase();
    });
    const ana = { name: "ana" };
    const twin = { name: "ana" };
    expect([keys(ana), keys(ana), keys(twin)]).toEqual(["ANA", "ANA", "ANA"]);
    expect(asked).toEqual([ana, twin]);
  });
});
