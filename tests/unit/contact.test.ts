import { describe, expect, it } from "vitest";
import { phoneText } from "../../src/lib/contact.ts";

describe("phoneText", () => {
  it("never lets a narrow screen break a phone number: spaces and hyphens become non-breaking", () => {
    expect(phoneText(" +40 722-000  000 ")).toBe("+40\u00a0722\u2011000\u00a0000");
  });

  it("leaves a number with nothing to break as it is", () => {
    expect(phoneText("0722000000")).toBe("0722000000");
  });
});
