import { describe, expect, it } from "vitest";
import { readServiceSettings } from "../../src/service/settings.ts";

describe("service settings", () => {
  it("have defaults that serve the built site on 127.0.0.1:4321 with SQLite under data/", () => {
    const settings = readServiceSettings({});
    expect(settings).toMatchObject({
      HOST: "127.0.0.1",
      PORT: 4321,
      SITE_DIR: "dist",
      DATA_DIR: "data",
      CATALOGUE_IDS: "reports/catalogue-ids.json",
      CLICK_WINDOW_MINUTES: 30,
      FLUSH_INTERVAL_MS: 1000,
      FLUSH_MAX_CLICKS: 1000,
      SITE_ORIGIN: undefined,
      TRUST_PROXY: false,
    });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.REDIS_URL).toBeUndefined();
    expect(settings.ADMIN_TOKEN).toBeUndefined();
  });

  it("serve OUT_DIR unless SITE_DIR names another folder", () => {
    expect(readServiceSettings({ OUT_DIR: ".cache/x/dist" }).SITE_DIR).toBe(".cache/x/dist");
    expect(readServiceSettings({ OUT_DIR: "a", SITE_DIR: "releases/current" }).SITE_DIR).toBe("releases/current");
  });

  it("let CORS allow SITE_URL's origin only", () => {
    expect(readServiceSettings({ SITE_URL: "https://vitrina.ro/some/path" }).SITE_ORIGIN).toBe("https://vitrina.ro");
  });

  it("count a blank value as unset", () => {
    const settings = readServiceSettings({ PORT: "", DATABASE_URL: "  " });
    expect(settings.PORT).toBe(4321);
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it("take 0 to switch the click window off, and a number of proxies to trust", () => {
    expect(readServiceSettings({ CLICK_WINDOW_MINUTES: "0", TRUST_PROXY: "1" })).toMatchObject({
      CLICK_WINDOW_MINUTES: 0,
      TRUST_PROXY: 1,
    });
    expect(readServiceSettings({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  });

  it.each([
    ["PORT", "80x"],
    ["PORT", "70000"],
    ["CLICK_WINDOW_MINUTES", "-1"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["REDIS_URL", "http://localhost:6379"],
    ["SITE_URL", "vitrina.ro"],
    ["ADMIN_TOKEN", "short"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "maybe"],
  ])("stop start-up naming %s when its value is wrong", (name, value) => {
    expect(() => readServiceSettings({ [name]: value })).toThrow(new RegExp(`^Invalid service settings:\\n  ${name}:`));
  });

  it("never repeat a secret in the message", () => {
    const secret = "postgres-but-not://user:hunter2@db/vitrina";
    const token = "hunter3";
    let message = "";
    try {
      readServiceSettings({ DATABASE_URL: secret, ADMIN_TOKEN: token });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("ADMIN_TOKEN");
    expect(message).not.toContain("hunter");
  });
});
