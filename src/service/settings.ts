/**
 * Every setting of the click service, declared and checked once, when it
 * starts (docs/settings.md#the-click-service). A value that is present but wrong
 * stops start-up with the variable's name; a blank value counts as unset.
 * Secrets (ADMIN_TOKEN, passwords inside DATABASE_URL or REDIS_URL) never
 * appear in an error message or a log line.
 */
import path from "node:path";
import { z } from "astro/zod";
import { CATALOGUE_PRICES_FILE } from "../lib/alerts/handover.ts";
import { ALERT_BOUNDS } from "../lib/alerts/request.ts";
import { blankIsUnset, readEnvSettings } from "../lib/settings-reader.ts";

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const urlWithProtocol = (protocols: RegExp, what: string) =>
  z.url({ protocol: protocols, error: `must be a ${what} URL` });

export const ServiceSettingsSchema = z.object({
  HOST: z.string().min(1).default("127.0.0.1").describe("address to listen on"),
  PORT: wholeNumber(0, 65_535, 4321).describe("port to listen on (0: any free port)"),
  SITE_DIR: z.string().min(1).optional().describe("the built site to serve; OUT_DIR, else dist"),
  OUT_DIR: z.string().min(1).default("dist").describe("the build's output folder, the site's default"),
  SITE_URL: z
    .preprocess(blankIsUnset, urlWithProtocol(/^https?$/, "http(s)").optional())
    .describe("the site's public origin: the only origin CORS lets call the API"),
  DATA_DIR: z.string().min(1).default("data").describe("where the SQLite store lives"),
  DATABASE_URL: z
    .preprocess(blankIsUnset, urlWithProtocol(/^postgres(ql)?$/, "postgres://").optional())
    .describe("PostgreSQL instead of SQLite"),
  REDIS_URL: z
    .preprocess(blankIsUnset, urlWithProtocol(/^rediss?$/, "redis://").optional())
    .describe("shares rate limits and click windows between instances"),
  REDIS_PREFIX: z.string().min(1).default("vitrina:").describe("prefix of every Redis key"),
  CATALOGUE_IDS: z.string().min(1).default("reports/catalogue-ids.json").describe("the live catalogue's ids"),
  CATALOGUE_PRICES: z
    .preprocess(blankIsUnset, z.string().min(1).optional())
    .describe("the live catalogue's prices, for the alerts; catalogue-prices.json beside CATALOGUE_IDS if unset"),
  CLICK_WINDOW_MINUTES: wholeNumber(0, 24 * 60, 30).describe("one client counts once per product in it; 0: off"),
  RATE_LIMIT_MAX: wholeNumber(0, 1_000_000_000, 60).describe("click calls per client per window; 0: no limit"),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 24 * 60 * 60, 60),
  FLUSH_INTERVAL_MS: wholeNumber(10, 60_000, 1000).describe("how often clicks are written"),
  FLUSH_MAX_CLICKS: wholeNumber(1, 1_000_000, 1000).describe("clicks that are written at once without waiting"),
  ADMIN_TOKEN: z
    .preprocess(blankIsUnset, z.string().min(16, "must be at least 16 characters").optional())
    .describe("opens /admin; unset: no admin page"),
  TRUST_PROXY: z
    .preprocess(blankIsUnset, z.union([z.enum(["true", "false"]), z.coerce.number().int().min(0).max(10)]).optional())
    .describe("trust X-Forwarded-For: true, false, or how many proxies"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_GRACE_MS: wholeNumber(100, 600_000, 10_000).describe("longest a graceful stop may take"),
  // The contact and newsletter forms (issue 13; forms/*.ts).
  SMTP_URL: z
    .preprocess(blankIsUnset, urlWithProtocol(/^smtps?$/, "smtp(s)://").optional())
    .describe("sends the forms' mails; unset: they stay stored for npm run outbox"),
  MAIL_FROM: z.preprocess(blankIsUnset, z.string().min(3).optional()).describe("sender of the forms' mails"),
  CONTACT_TO: z
    .preprocess(blankIsUnset, z.string().min(3).optional())
    .describe("where contact messages go; MAIL_FROM if unset"),
  NEWSLETTER_WEBHOOK_URL: z
    .preprocess(blankIsUnset, urlWithProtocol(/^https?$/, "http(s)").optional())
    .describe("gets {email} of each confirmed subscriber"),
  NEWSLETTER_WEBHOOK_SECRET: z
    .preprocess(blankIsUnset, z.string().min(16, "must be at least 16 characters").optional())
    .describe("signs each webhook call: X-Vitrina-Signature, sha256= an HMAC of the body"),
  SERVICE_URL: z
    .preprocess(blankIsUnset, urlWithProtocol(/^https?$/, "http(s)").optional())
    .describe("the service's public address, for links in mails; http://HOST:PORT if unset"),
  CONTACT_RETENTION_DAYS: wholeNumber(1, 3650, 180).describe("contact messages are deleted after this many days"),
  CONFIRM_DAYS: wholeNumber(1, 30, 7).describe("how long a newsletter confirmation link works"),
  FORM_MIN_FILL_SECONDS: wholeNumber(0, 600, 3).describe("a form sent sooner after it was opened is refused"),
  FORM_RATE_LIMIT_MAX: wholeNumber(0, 1_000_000, 5).describe("form posts per client per window; 0: no limit"),
  FORM_RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 24 * 60 * 60, 600),
  // The price-drop and back-in-stock alerts (issue 29; alerts/*.ts).
  ALERTS_MAX_PER_ADDRESS: wholeNumber(1, 1000, ALERT_BOUNDS.perAddress).describe("alerts one e-mail address may have"),
  ALERTS_PENDING_DAYS: wholeNumber(1, 30, ALERT_BOUNDS.pendingDays).describe(
    "alerts not confirmed in this many days are deleted",
  ),
  OUTBOX_INTERVAL_MS: wholeNumber(10, 3_600_000, 5000).describe("how often the outbox is delivered"),
  OUTBOX_RETRY_BASE_MS: wholeNumber(10, 3_600_000, 30_000).describe(
    "first wait after a failed delivery, doubled each time",
  ),
  OUTBOX_RETRY_MAX_MS: wholeNumber(10, 86_400_000, 3_600_000).describe("longest wait between two tries"),
});

type Parsed = z.output<typeof ServiceSettingsSchema>;

export interface ServiceSettings extends Omit<Parsed, "SITE_DIR" | "TRUST_PROXY" | "SITE_URL" | "CATALOGUE_PRICES"> {
  /** The live catalogue's prices (CATALOGUE_PRICES, else catalogue-prices.json beside CATALOGUE_IDS). */
  readonly CATALOGUE_PRICES: string;
  /** The site folder served (SITE_DIR, else OUT_DIR). */
  readonly SITE_DIR: string;
  /** The only origin allowed to call the API from a browser; undefined: same origin only. */
  readonly SITE_ORIGIN: string | undefined;
  readonly TRUST_PROXY: boolean | number;
}

export class ServiceSettingsError extends Error {
  override readonly name = "ServiceSettingsError";
}

/** Variables whose values are never repeated in a message. */
const SECRETS = new Set([
  "ADMIN_TOKEN",
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "NEWSLETTER_WEBHOOK_URL",
  "NEWSLETTER_WEBHOOK_SECRET",
]);

/**
 * Reads the settings from an environment (process.env by default); throws
 * naming each wrong variable.
 * @example readServiceSettings({ PORT: "80x" }) // throws "Invalid service settings:\n  PORT: …"
 */
export function readServiceSettings(env: Readonly<Record<string, string | undefined>> = process.env): ServiceSettings {
  const { SITE_DIR, TRUST_PROXY, SITE_URL, CATALOGUE_PRICES, ...rest } = readEnvSettings(ServiceSettingsSchema, env, {
    what: "service settings",
    secrets: SECRETS,
    error: ServiceSettingsError,
  });
  return {
    ...rest,
    CATALOGUE_PRICES: CATALOGUE_PRICES ?? path.join(path.dirname(rest.CATALOGUE_IDS), CATALOGUE_PRICES_FILE),
    SITE_DIR: SITE_DIR ?? rest.OUT_DIR,
    SITE_ORIGIN: SITE_URL ? new URL(SITE_URL).origin : undefined,
    TRUST_PROXY:
      TRUST_PROXY === undefined || TRUST_PROXY === "false" ? false : TRUST_PROXY === "true" ? true : TRUST_PROXY,
  };
}

/** Settings for tests and tools: the defaults with `overrides` on top, checked the same way. */
export function serviceSettings(overrides: Readonly<Record<string, string>> = {}): ServiceSettings {
  return readServiceSettings(overrides);
}

/**
 * The settings, or exit (code 2) with each wrong variable named and no value
 * of a secret: what the service and its commands do at start-up.
 */
export function settingsOrExit(): ServiceSettings {
  try {
    return readServiceSettings();
  } catch (error) {
    if (!(error instanceof ServiceSettingsError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
