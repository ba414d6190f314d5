/**
 * `FEEDS_FILE` (FEEDS.md, "The setting"): which feeds to read and the `map` rules that place their rows.
 * Checked once, as a whole; a file that cannot be used stops the read with every problem named. Credentials are
 * named by environment variable and read here, never written in the file.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "astro/zod";
import { GENDERS } from "../gender.ts";
import { FeedsFileError } from "./errors.ts";

const HttpUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });
const Name = z.string().trim().min(1).describe("the shop a shopper sees");
const EnvName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an environment variable's name");

const GoogleFeedSchema = z.object({
  name: Name,
  format: z.literal("google-xml"),
  url: HttpUrl,
  quicklink: z
    .object({
      affCode: z.string().min(1).describe("the affiliate's aff_code"),
      unique: z.string().min(1).describe("the program's unique code"),
    })
    .optional()
    .describe("makes each row's affiliate link a 2Performant quicklink to its page"),
});

const TwoPerformantFeedSchema = z.object({
  name: Name,
  format: z.literal("2performant-csv"),
  url: HttpUrl,
});

const ProfitshareFeedSchema = z.object({
  name: Name.describe("names the feed in the report; each row's shop is its advertiser_name"),
  format: z.literal("profitshare-api"),
  url: HttpUrl,
  advertisers: z.array(z.number().int().positive()).min(1),
  userEnv: EnvName.describe("the environment variable holding the API user"),
  keyEnv: EnvName.describe("the environment variable holding the API key"),
});

export const FeedSchema = z.discriminatedUnion("format", [
  GoogleFeedSchema,
  TwoPerformantFeedSchema,
  ProfitshareFeedSchema,
]);

export const MapRuleSchema = z.object({
  match: z
    .string()
    .trim()
    .min(1)
    .describe("words that must all appear, as whole words, in a row's folded category text"),
  gender: z.enum(GENDERS).optional().describe("when absent, the row's own gender (Google's g:gender)"),
  category: z.string().trim().min(1).describe('the category a shopper sees: "Rochii"'),
});

export const FeedsFileSchema = z
  .object({
    feeds: z.array(FeedSchema),
    map: z.array(MapRuleSchema).default([]),
  })
  .refine((file) => new Set(file.feeds.map((feed) => feed.name)).size === file.feeds.length, {
    error: "two feeds have the same name",
    path: ["feeds"],
  });

export type FeedSettings = z.output<typeof FeedSchema>;
export type MapRule = z.output<typeof MapRuleSchema>;

/** A Profitshare feed with its credentials read from the environment. */
export type ReadyFeed =
  | Exclude<FeedSettings, { format: "profitshare-api" }>
  | (Extract<FeedSettings, { format: "profitshare-api" }> & { readonly user: string; readonly key: string });

export interface FeedsSettings {
  readonly file: string;
  readonly feeds: readonly ReadyFeed[];
  readonly map: readonly MapRule[];
}

/**
 * Reads and checks FEEDS_FILE; null when it is not set (no feed is read, FEEDS.md). `root` resolves a relative
 * path. Throws a FeedsFileError naming every problem.
 * @example await readFeedsSettings({ FEEDS_FILE: "feeds.json" }, "/srv/vitrina") // { file: "/srv/vitrina/feeds.json", feeds: [...], map: [...] }
 */
export async function readFeedsSettings(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): Promise<FeedsSettings | null> {
  const setting = env.FEEDS_FILE?.trim();
  if (!setting) return null;
  const file = path.resolve(root, setting);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new FeedsFileError(`FEEDS_FILE ${file} cannot be read`, file, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FeedsFileError(`FEEDS_FILE ${file} is not JSON: ${(error as Error).message}`, file, { cause: error });
  }
  return parseFeedsSettings(json, env, file);
}

/** Checks the parsed content of FEEDS_FILE (see readFeedsSettings). */
export function parseFeedsSettings(
  json: unknown,
  env: Readonly<Record<string, string | undefined>>,
  file: string,
): FeedsSettings {
  const result = FeedsFileSchema.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new FeedsFileError(`FEEDS_FILE ${file} is not valid:\n${lines.join("\n")}`, file);
  }
  const missing: string[] = [];
  const feeds = result.data.feeds.map((feed): ReadyFeed => {
    if (feed.format !== "profitshare-api") return feed;
    const user = env[feed.userEnv]?.trim() ?? "";
    const key = env[feed.keyEnv]?.trim() ?? "";
    if (!user) missing.push(`  ${feed.name}: ${feed.userEnv} is not set`);
    if (!key) missing.push(`  ${feed.name}: ${feed.keyEnv} is not set`);
    return { ...feed, user, key };
  });
  if (missing.length) {
    throw new FeedsFileError(`FEEDS_FILE ${file} names credentials that are not set:\n${missing.join("\n")}`, file);
  }
  return { file, feeds, map: result.data.map };
}
