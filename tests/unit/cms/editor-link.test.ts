import { describe, expect, it } from "vitest";
import { editorLink } from "../../../src/lib/cms/editor-link.ts";

describe("editorLink", () => {
  it("opens an Umbraco product in the backoffice by its GUID", () => {
    expect(editorLink("umbraco", "https://cms.example.ro", "05a11ca7-0000-4000-8000-000000000001")).toBe(
      "https://cms.example.ro/umbraco/section/content/workspace/document/edit/05a11ca7-0000-4000-8000-000000000001",
    );
  });

  it("has none for the sample or the product API, whose ids name no Umbraco item", () => {
    expect(editorLink("sample", undefined, "05a11ca7-0000-4000-8000-000000000001")).toBeNull();
    expect(editorLink("products-api", "https://cms.example.ro", "17")).toBeNull();
  });
});
