import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FeedsFileError } from "../../../src/lib/feeds/errors.ts";
import { parseFeedsSettings, readFeedsSettings } from "../../../src/lib/feeds/settings.ts";

const example = {
  feeds: [
    { name: "Magazin Alfa", format: "google-xml", url: "https://alfa.example/feed.xml" },
    { name: "Magazin Beta", format: "2performant-csv", url: "https://beta.example/export.csv" },
    {
      name: "Profitshare",
      format: "profitshare-api",
      url: "https://api.profitshare.ro",
      advertisers: [1234],
      userEnv: "PROFITSHARE_USER",
      keyEnv: "PROFITSHARE_KEY",
    },
  ],
  map: [
    { match: "rochii", gender: "femei", category: "Rochii" },
    { match: "tricouri barbati", gender: "barbati", category: "Tricouri" },
  ],
};
const env = { PROFITSHARE_USER: "vitrina", PROFITSHARE_KEY: "cheie" };

describe("FEEDS_FILE", () => {
  it("reads FEEDS.md's example, the credentials from the environment", () => {
    const settings = parseFeedsSettings(example, env, "feeds.json");
    expect(settings.feeds.map((feed) => feed.format)).toEqual(["google-xml", "2performant-csv", "profitshare-api"]);
    expect(settings.feeds[2]).toMatchObject({ user: "vitrina", key: "cheie", advertisers: [1234] });
    expect(settings.map).toHaveLength(2);
  });

  it("is not read when not set", async () => {
    expect(await readFeedsSettings({}, "/nowhere")).toBeNull();
    expect(await readFeedsSettings({ FEEDS_FILE: "  " }, "/nowhere")).toBeNull();
  });

  it("resolves a relative path against the project root", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "feeds-settings-"));
    await writeFile(path.join(root, "feeds.json"), JSON.stringify(example));
    const settings = await readFeedsSettings({ ...env, FEEDS_FILE: "feeds.json" }, root);
    expect(settings?.file).toBe(path.join(root, "feeds.json"));
  });

  it("names the file and what is wrong with it", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "feeds-settings-"));
    await writeFile(path.join(root, "broken.json"), "{ feeds: [");
    await expect(readFeedsSettings({ FEEDS_FILE: "broken.json" }, root)).rejects.toThrow(
      /FEEDS_FILE .*broken\.json is not JSON/,
    );
    await expect(readFeedsSettings({ FEEDS_FILE: "missing.json" }, root)).rejects.toBeInstanceOf(FeedsFileError);

    const wrong = {
      feeds: [
        { name: "A", format: "google-xml", url: "ftp://a.example/feed" },
        { name: "B", format: "rss", url: "https://b.example/" },
        { name: "C", format: "profitshare-api", url: "https://api.profitshare.ro", userEnv: "U", keyEnv: "K" },
      ],
      map: [{ match: "", category: "Rochii" }],
    };
    let error: unknown;
    try {
      parseFeedsSettings(wrong, env, "feeds.json");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FeedsFileError);
    const message = (error as Error).message;
    expect(message).toContain("feeds.0.url: must be an absolute http(s) URL");
    expect(message).toMatch(/feeds\.1\.format/);
    expect(message).toMatch(/feeds\.2\.advertisers/);
    expect(message).toMatch(/map\.0\.match/);
  });

  it("refuses two feeds of one name, and credentials that are not set", () => {
    const twice = { feeds: [example.feeds[0], example.feeds[0]] };
    expect(() => parseFeedsSettings(twice, env, "feeds.json")).toThrow(/two feeds have the same name/);
    expect(() => parseFeedsSettings(example, { PROFITSHARE_USER: "vitrina" }, "feeds.json")).toThrow(
      /Profitshare: PROFITSHARE_KEY is not set/,
    );
  });
});
