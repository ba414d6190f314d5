/**
 * Which stylesheets are written into the page (src/build/inline-styles.ts): the small ones, so that a page's
 * first paint waits for no file but the frame's and its type's large one; any other asset keeps Vite's rule.
 */
import { describe, expect, it } from "vitest";
import { INLINE_STYLESHEET_BELOW, inlineSmallStylesheets } from "../../../src/build/inline-styles.ts";

describe("inlineSmallStylesheets", () => {
  it("writes a stylesheet under the limit into the page and keeps a larger one a file", () => {
    expect(inlineSmallStylesheets("_astro/_slug_.BXnLfWnh.css", Buffer.alloc(9_300))).toBe(true);
    expect(inlineSmallStylesheets("_astro/photoswipe.Cc_ZZLyy.css", Buffer.alloc(INLINE_STYLESHEET_BELOW - 1))).toBe(
      true,
    );
    expect(inlineSmallStylesheets("_astro/_slug_.BXnLfWnh.css", Buffer.alloc(INLINE_STYLESHEET_BELOW))).toBe(false);
    expect(inlineSmallStylesheets("_astro/Base.kn9GSQCc.css", Buffer.alloc(24_851))).toBe(false);
  });

  it("keeps the other pages' small stylesheets files: the hash of each one written in is in every page's policy", () => {
    expect(inlineSmallStylesheets("_astro/contact.BmKzI9I0.css", Buffer.alloc(3_999))).toBe(false);
    expect(inlineSmallStylesheets("_astro/TileGrid.Dhk7sUzb.css", Buffer.alloc(2_525))).toBe(false);
  });

  it("leaves fonts and images to Vite's own rule", () => {
    expect(inlineSmallStylesheets("_astro/fraunces-latin-wght-normal.woff2", Buffer.alloc(100))).toBeUndefined();
    expect(inlineSmallStylesheets("_astro/logo.svg", Buffer.alloc(100))).toBeUndefined();
  });
});
