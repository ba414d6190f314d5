import { describe, expect, it } from "vitest";
import { staticGraph } from "../../../src/build/client-chunks.ts";

/** A module graph from a map of each module's static imports. */
const graphOf = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
});

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
