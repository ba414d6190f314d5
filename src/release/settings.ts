/**
 * The settings of `npm run rebuild` and `npm run rollback`
 * (docs/settings.md#rebuild-rollback-and-publishes), apart from the build's own (src/lib/settings.ts),
 * which the build reads for itself. Checked once; a wrong value stops the
 * rebuild before anything is built.
 */
import { z } from "astro/zod";
import { fraction } from "../lib/settings.ts";
import { blankIsUnset, readEnvSettings } from "../lib/settings-reader.ts";

export const ReleaseSettingsSchema = z.object({
  RELEASES_DIR: z.string().min(1).default("releases").describe("where releases/<id>/ and releases/current live"),
  KEEP_RELEASES: z.coerce.number().int().min(2).max(100).default(5).describe("releases kept, the live one included"),
  MAX_SHRINK: fraction.default(0.2).describe("largest fall in published products against the live release"),
  DEPLOY_COMMAND: z.preprocess(blankIsUnset, z.string().optional()).describe("run with the release's site folder"),
  NOTIFY_URL: z
    .preprocess(blankIsUnset, z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional())
    .describe("receives a short JSON when a rebuild fails"),
  REBUILD_CHECK_BUDGETS: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true")
    .describe("measure the page budgets before a switch"),
});

export type ReleaseSettings = z.output<typeof ReleaseSettingsSchema>;

export function readReleaseSettings(env: Readonly<Record<string, string | undefined>> = process.env): ReleaseSettings {
  return readEnvSettings(ReleaseSettingsSchema, env, { what: "rebuild settings" });
}
