// @ts-check
/**
 * html-validate's settings for the built pages (`npm run check:html`, scripts/check-html.ts; editors and the
 * html-validate CLI find this file too). A module rather than `.htmlvalidate.json` so that each rule turned off
 * keeps its reason beside it: only pure style preferences are off, every validity and accessibility rule is on.
 * @type {import("html-validate").ConfigData}
 */
export default {
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // From "html-validate:document", which recommended leaves out: a whole page, so a doctype, labelled inputs,
    // headings without skipped levels, and every id that an attribute points at present.
    "missing-doctype": "error",
    "input-missing-label": "error",
    "heading-level": "error",
    "no-missing-references": "error",

    // Style: React writes `<input/>`, Astro `<input>`; both are the same void element.
    "void-style": "off",
    // Style: React writes `disabled=""`, Astro `disabled`; the same boolean attribute.
    "attribute-boolean-style": "off",
    // Style: React writes `inputMode`; attribute names are case-insensitive in HTML.
    "attr-case": "off",
    // Style: a label that wraps its input and also names it with `for` is redundant, not wrong.
    "no-redundant-for": "off",
    // Deliberate: `role="list"` on a styled list, since Safari/VoiceOver drop list semantics with `list-style: none`.
    "no-redundant-role": "off",
    // Style (SEO): a product page's title is the product's name, and some names are longer than 70 characters.
    "long-title": "off",
    // React's `useId` writes ids like `_r1_`: valid HTML ids, only not the letters-first style the strict mode wants.
    "valid-id": ["error", { relaxed: true }],
  },
};
