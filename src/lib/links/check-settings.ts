/**
 * The settings of `npm run check:partner-links` (docs/settings.md#the-partner-link-check),
 * apart from the build's own (src/lib/settings.ts: the catalogue's source,
 * LINK_HEALTH_FILE, DEAD_LINK_DAYS), which the command reads too. Checked
 * once; a wrong value stops the command before any request.
 */
import { z } from "astro/zod";
import { readEnvSettings } from "../settings-reader.ts";

/**
 * What Romanian shops write on a page whose product cannot be bought, and
 * only then: not "epuizat" or "indisponibil" alone, which shops also write
 * beside one sold-out size.
 */
export const DEFAULT_PHRASES = "stoc epuizat,produs indisponibil,nu mai este disponibil,nu mai este în stoc";

const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const LinkCheckSettingsSchema = z.object({
  LINK_CHECK_CONCURRENCY: count(8, 64).describe("links checked at once"),
  LINK_CHECK_HOST_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(500)
    .describe("least time between two requests to one partner host"),
  LINK_CHECK_TIMEOUT_MS: count(15_000, 120_000).describe("time-out of each request, its body included"),
  LINK_CHECK_MAX_MINUTES: count(30, 24 * 60).describe(
    "no link is started after this long; the rest go first next time",
  ),
  LINK_CHECK_ALLOW_HOSTS: z
    .string()
    .optional()
    .transform((text) =>
      text
        ?.split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .describe("comma-separated hosts (or host:port) checked even on a private address, e.g. a staging shop"),
  OUT_OF_STOCK_PHRASES: z
    .string()
    .default(DEFAULT_PHRASES)
    .transform((text) =>
      text
        .split(",")
        .map((phrase) => phrase.trim())
        .filter(Boolean),
    )
    .describe("comma-separated; a page without schema.org availability that says one is out of stock"),
});

export type LinkCheckSettings = z.output<typeof LinkCheckSettingsSchema>;

export function readLinkCheckSettings(
  env: Readonly<Record<string, string | undefined>> = process.env,
): LinkCheckSettings {
  return readEnvSettings(LinkCheckSettingsSchema, env, { what: "link-check settings" });
}
