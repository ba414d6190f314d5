/**
 * The click service's settings for rebuilds on publish (docs/operations.md#rebuild-and-release), read apart from ./settings.ts so that the webhook is one
 * concern of its own. WEBHOOK_SECRET and GITHUB_TOKEN never appear in a
 * message.
 */
import { z } from "astro/zod";
import { blankIsUnset, readEnvSettings } from "../lib/settings-reader.ts";

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

export const RebuildSettingsSchema = z.object({
  RELEASES_DIR: z.string().min(1).default("releases").describe("the releases folder (npm run rebuild)"),
  WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")).describe(
    "X-Vitrina-Secret of Umbraco's webhook; unset: the webhook answers 503",
  ),
  REBUILD_QUIET_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000).describe("quiet before a build"),
  REBUILD_MAX_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000).describe("longest wait"),
  GITHUB_REPOSITORY: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name")).describe(
    "with GITHUB_TOKEN: a repository_dispatch instead of a local build",
  ),
  GITHUB_TOKEN: optional(z.string().min(1)),
  GITHUB_API_URL: z.url().default("https://api.github.com").describe("the GitHub API (a stand-in in tests)"),
});

export type RebuildSettings = z.output<typeof RebuildSettingsSchema>;

const SECRETS = new Set(["WEBHOOK_SECRET", "GITHUB_TOKEN"]);

export function readRebuildSettings(env: Readonly<Record<string, string | undefined>> = process.env): RebuildSettings {
  return readEnvSettings(RebuildSettingsSchema, env, { what: "rebuild settings", secrets: SECRETS });
}
