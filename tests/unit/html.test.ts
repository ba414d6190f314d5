import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../src/lib/html.ts";

describe("escapeHtml", () => {
  it("escapes what could open a tag, an entity or end a double-quoted attribute", () => {
    expect(escapeHtml('Rochie "Ana" <nouă> & co')).toBe("Rochie &quot;Ana&quot; &lt;nouă&gt; &amp; co");
  });

  it("leaves Romanian text and single quotes as they are", () => {
    expect(escapeHtml("Cămașă d'Ana, țesătură fină")).toBe("Cămașă d'Ana, țesătură fină");
  });
});
