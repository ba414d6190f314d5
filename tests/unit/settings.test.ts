import { describe, expect, it } from "vitest";
import { readSettings, SettingsError } from "../../src/lib/settings.ts";

/** Reads settings and returns the error it throws, or fails. */
function settingsError(env: Record<string, string | undefined>): SettingsError {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return error as SettingsError;
  }
  return expect.fail(`expected ${JSON.stringify(env)} to be refused`);
}

describe("readSettings", () => {
  it("builds the sample catalogue with the documented defaults when nothing is set", () => {
    const settings = readSettings({});
    expect(settings.UMBRACO_URL).toBeUndefined();
    expect(settings.PRODUCTS_API_URL).toBeUndefined();
    expect(settings).toMatchObject({
      UMBRACO_PRODUCT_TYPE: "product",
      UMBRACO_CATEGORY_TYPE: "categoryPage",
      UMBRACO_COLLECTION_TYPE: "collectionPage",
      CMS_PAGE_SIZE: 100,
      CMS_CONCURRENCY: 4,
      CMS_TIMEOUT_MS: 10_000,
      CMS_RETRIES: 3,
      CMS_BACKOFF_MS: 500,
      MIN_PRODUCTS: 1,
      REPORT_DIR: "reports",
      OUT_DIR: "dist",
      PRODUCTS_READ: "changes",
    });
  });

  it("reads PRODUCTS_READ=all and names a value it does not know", () => {
    expect(readSettings({ PRODUCTS_READ: "all" }).PRODUCTS_READ).toBe("all");
    expect(settingsError({ PRODUCTS_READ: "everything" }).message).toContain("PRODUCTS_READ");
  });

  it("reads a CMS URL without its trailing slash, so paths can be appended", () => {
    expect(readSettings({ UMBRACO_URL: "https://cms.example.ro/" }).UMBRACO_URL).toBe("https://cms.example.ro");
  });

  it("reads numbers from text", () => {
    const settings = readSettings({ CMS_TIMEOUT_MS: "2500", CMS_RETRIES: "0", CMS_CONCURRENCY: "8" });
    expect(settings).toMatchObject({ CMS_TIMEOUT_MS: 2500, CMS_RETRIES: 0, CMS_CONCURRENCY: 8 });
  });

  it.each(["cms.example.ro", "ftp://cms.example.ro", "not a url", "javascript:alert(1)"])(
    "refuses UMBRACO_URL=%j, naming the variable",
    (value) => {
      expect(settingsError({ UMBRACO_URL: value }).message).toContain("UMBRACO_URL");
    },
  );

  it("names a bad number setting", () => {
    const error = settingsError({ CMS_TIMEOUT_MS: "zece secunde" });
    expect(error.message).toContain("CMS_TIMEOUT_MS");
    expect(settingsError({ CMS_CONCURRENCY: "0" }).message).toContain("CMS_CONCURRENCY");
  });

  it("refuses PRODUCTS_API_URL without UMBRACO_URL: the rest of the catalogue comes from Umbraco", () => {
    const error = settingsError({ PRODUCTS_API_URL: "https://api.example.ro" });
    expect(error.message).toContain("PRODUCTS_API_URL");
    expect(error.message).toContain("UMBRACO_URL");
  });

  it("accepts the product API together with Umbraco", () => {
    const settings = readSettings({
      UMBRACO_URL: "https://cms.example.ro",
      PRODUCTS_API_URL: "https://api.example.ro/",
    });
    expect(settings.PRODUCTS_API_URL).toBe("https://api.example.ro");
  });

  it("treats blank URLs and keys as unset (an empty line in a .env file)", () => {
    const settings = readSettings({ UMBRACO_URL: "", PRODUCTS_API_URL: "", UMBRACO_API_KEY: "", SITE_URL: "" });
    expect(settings.UMBRACO_URL).toBeUndefined();
    expect(settings.PRODUCTS_API_URL).toBeUndefined();
    expect(settings.UMBRACO_API_KEY).toBeUndefined();
    expect(settings.SITE_URL).toBeUndefined();
  });

  it("treats a blank PRODUCTS_API_URL as unset, so Umbraco alone serves products", () => {
    expect(
      readSettings({ UMBRACO_URL: "https://cms.example.ro", PRODUCTS_API_URL: "" }).PRODUCTS_API_URL,
    ).toBeUndefined();
  });

  it("reads PUBLIC_API_URL without its trailing slash and refuses one that is not http(s)", () => {
    expect(readSettings({ PUBLIC_API_URL: "https://api.example.ro/" }).PUBLIC_API_URL).toBe("https://api.example.ro");
    expect(readSettings({}).PUBLIC_API_URL).toBeUndefined();
    expect(settingsError({ PUBLIC_API_URL: "api.example.ro" }).message).toContain("PUBLIC_API_URL");
  });

  it("treats a white-space-only value as unset", () => {
    expect(readSettings({ UMBRACO_URL: "  " }).UMBRACO_URL).toBeUndefined();
  });

  it("treats blank numbers and names as unset, falling back to their defaults", () => {
    const settings = readSettings({ CMS_TIMEOUT_MS: "", CMS_RETRIES: "", UMBRACO_PRODUCT_TYPE: "", REPORT_DIR: "" });
    expect(settings).toMatchObject({
      CMS_TIMEOUT_MS: 10_000,
      CMS_RETRIES: 3,
      UMBRACO_PRODUCT_TYPE: "product",
      REPORT_DIR: "reports",
    });
  });
});
