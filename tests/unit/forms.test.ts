import { describe, expect, it } from "vitest";
import { checkContact, checkNewsletter, FORM_LIMITS, isEmail } from "../../src/lib/forms.ts";

const GOOD = { name: "Ana Popescu", email: "ana@exemplu.ro", message: "Bună ziua!" };

describe("isEmail: the HTML standard's syntax with a dotted domain", () => {
  it.each(["ana@exemplu.ro", "ana.maria+vitrina@mail.exemplu.ro", "a_b@x-y.co"])("accepts %s", (email) => {
    expect(isEmail(email)).toBe(true);
  });
  it.each([
    "",
    "ana",
    "ana@",
    "@exemplu.ro",
    "ana@exemplu",
    "ana @exemplu.ro",
    "ana@exemplu..ro",
    "ana@-x.ro",
    "ș@exemplu.ro",
  ])("refuses %j", (email) => {
    expect(isEmail(email)).toBe(false);
  });
  it("refuses an address over 254 characters", () => {
    expect(isEmail(`${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.ro`)).toBe(false);
  });
});

describe("checkContact (issue 13: all required, name ≤ 100, message ≤ 5,000)", () => {
  it("accepts a good message and trims it", () => {
    expect(checkContact({ ...GOOD, name: "  Ana Popescu " })).toEqual({ ok: true, value: GOOD });
  });

  it("names each missing field in Romanian", () => {
    const result = checkContact({});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      name: "Completează câmpul „Nume și prenume”.",
      email: "Completează câmpul „Email”.",
      message: "Completează câmpul „Mesajul tău”.",
    });
  });

  it("counts blank text as missing and a wrong type as nothing", () => {
    const result = checkContact({ name: "   ", email: 42, message: ["x"] });
    expect(!result.ok && Object.keys(result.errors)).toEqual(["name", "email", "message"]);
  });

  it("says what a valid e-mail looks like", () => {
    const result = checkContact({ ...GOOD, email: "ana@exemplu" });
    expect(!result.ok && result.errors).toEqual({
      email: "Scrie o adresă de e-mail validă, de forma nume@exemplu.ro.",
    });
  });

  it("takes exactly the limits and refuses one character more, keeping what was typed", () => {
    const longest = { ...GOOD, name: "a".repeat(FORM_LIMITS.name), message: "ș".repeat(FORM_LIMITS.message) };
    expect(checkContact(longest).ok).toBe(true);
    const over = checkContact({ ...longest, name: `${longest.name}a`, message: `${longest.message}ș` });
    expect(!over.ok && over.errors).toEqual({
      name: "Câmpul „Nume și prenume” poate avea cel mult 100 de caractere.",
      message: "Câmpul „Mesajul tău” poate avea cel mult 5.000 de caractere.",
    });
    expect(over.value.message).toHaveLength(5001);
  });
});

describe("checkNewsletter (consent required: the spec's box did nothing)", () => {
  it.each([true, "on", "true", "1"])("accepts consent given as %j", (consent) => {
    expect(checkNewsletter({ email: "ana@exemplu.ro", consent })).toEqual({
      ok: true,
      value: { email: "ana@exemplu.ro", consent: true },
    });
  });

  it.each([undefined, false, "", "off", "no"])("refuses consent %j", (consent) => {
    const result = checkNewsletter({ email: "ana@exemplu.ro", consent });
    expect(!result.ok && result.errors).toEqual({ consent: "Bifează acordul ca să te putem abona." });
  });

  it("needs an address", () => {
    const result = checkNewsletter({ consent: "on" });
    expect(!result.ok && Object.keys(result.errors)).toEqual(["email"]);
  });
});
