import { describe, expect, it } from "vitest";
import { ownModules, staticGraph } from "../../../src/build/client-chunks.ts";

/** A module graph from a map of each module's static imports. */
const graphOf = (imports: Record<string, string[]>, dynamic: Record<string, string[]> = {}) => {
  const importersOf = (edges: Record<string, string[]>, id: string) =>
    Object.keys(edges).filter((from) => edges[from]?.includes(id));
  return {
    getModuleInfo: (id: string) =>
      id in imports
        ? {
            importedIds: imports[id] ?? [],
            dynamicallyImportedIds: dynamic[id] ?? [],
            importers: importersOf(imports, id),
            dynamicImporters: importersOf(dynamic, id),
          }
        : null,
  };
};

describe("staticGraph", () => {
  it("holds the root and what it imports statically however deep, once each, cycles included", () => {
    const graph = graphOf({ frame: ["a", "b"], a: ["c"], b: ["c", "frame"], c: [], other: ["a"] });
    expect([...staticGraph(graph, "frame")].sort()).toEqual(["a", "b", "c", "frame"]);
  });

  it("leaves out a module only another entry imports: no page gets code the frame does not load", () => {
    const graph = graphOf({ frame: ["a"], a: [], island: ["a", "react"], react: [] });
    expect(staticGraph(graph, "frame").has("react")).toBe(false);
  });
});

describe("ownModules", () => {
  it("holds the root's static imports that no other module reaches, however deep", () => {
    const graph = graphOf({ island: ["a", "b"], a: ["c"], b: [], c: [], search: ["b"] });
    expect([...ownModules(graph, "island")].sort()).toEqual(["a", "c", "island"]);
  });

  it("keeps a module the root's own code of first use imports too, and leaves out one shared through it", () => {
    const graph = graphOf(
      { island: ["a", "shared"], a: [], inUse: ["a", "shared"], shared: [], search: ["shared"] },
      { island: ["inUse"] },
    );
    expect([...ownModules(graph, "island")].sort()).toEqual(["a", "island"]);
  });

  it("leaves out a module imported by a module that another entry imports: its chain leads elsewhere", () => {
    const graph = graphOf({ island: ["a"], a: ["b"], b: [], other: ["a"] });
    expect(ownModules(graph, "island")).toEqual(new Set(["island"]));
  });

  it("leaves out a module of a cycle that another entry enters", () => {
    const graph = graphOf({ island: ["a"], a: ["b"], b: ["a"], other: ["a"] });
    expect(ownModules(graph, "island")).toEqual(new Set(["island"]));
  });

  it("is not misled by a cycle among the root's modules", () => {
    const graph = graphOf({ island: ["a"], a: ["b"], b: ["a"] });
    expect([...ownModules(graph, "island")].sort()).toEqual(["a", "b", "island"]);
  });
});
