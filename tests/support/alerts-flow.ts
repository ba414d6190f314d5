/**
 * The alerts' flows end to end (issue 29) share this: the CMS stand-in (and its feeds, when asked), a real SMTP
 * server, the site's first release by the real `npm run rebuild`, and the click service as `npm start` runs it
 * beside the rebuilds (it serves releases/current and the API on one origin, shares the rebuilds' SQLite store,
 * runs a rebuild on Umbraco's webhook, and mails through that SMTP server), with a shopper's Chromium page; the
 * mails one address got, and the shopper's steps of the site's alert dialog.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium.ts";
import { startStandin, type Standin, type StandinOptions } from "../../scripts/standin/server.ts";
import { ALERTS_TEXT } from "../../src/lib/messages-alerts.ts";
import { buildApp } from "../../src/service/app.ts";
import { localBuild, runRebuild } from "../../src/service/rebuild-runner.ts";
import { readRebuildSettings } from "../../src/service/rebuild-settings.ts";
import { serviceSettings } from "../../src/service/settings.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { releasesDir, runScript, scriptEnv } from "./rebuild.ts";
import { freePort, SHOPPER_UA } from "./running-service.ts";
import { Smtp, type Mail } from "./smtp.ts";
import { envFor } from "./standin.ts";

export const WEBHOOK_SECRET = "alerts-flow-secret-0123456789";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AlertsFlowOptions {
  readonly standin: StandinOptions;
  /**
   * The rebuilds' settings beyond the stand-in's Umbraco, the releases folder and the service's origin; it may
   * write files beside `releases` (they are removed with it).
   */
  readonly env?: (standin: Standin, releases: string) => Promise<Record<string, string>> | Record<string, string>;
  /** The service's clock (a test moves it a day on for the one-mail-a-day rule). */
  readonly now?: () => number;
  /** Called when the webhook starts a rebuild. */
  readonly onRebuild?: () => void;
}

export interface AlertsFlow {
  /** `http://127.0.0.1:PORT`: the site's and the API's origin. */
  readonly origin: string;
  readonly standin: Standin;
  readonly smtp: Smtp;
  /** The rebuilds' releases folder (RELEASES_DIR). */
  readonly releases: string;
  /** The rebuilds' settings: `runScript("rebuild", [], flow.env)` is the nightly job's rebuild. */
  readonly env: Record<string, string>;
  readonly app: FastifyInstance;
  /** The shopper's page in Chromium (a phone's user agent, Romanian). */
  readonly page: Page;
  /** Stops and removes everything it started. */
  close(): Promise<void>;
}

/** Starts the flow's parts, the first release built and live; on a failure, stops what it had started. */
export async function startAlertsFlow(options: AlertsFlowOptions): Promise<AlertsFlow> {
  const closing: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const stop of closing.reverse()) await stop();
  };
  try {
    const smtp = new Smtp(await freePort());
    await smtp.start();
    closing.push(() => smtp.stop());
    const standin = await startStandin(options.standin);
    closing.push(() => standin.close());
    const releases = await releasesDir();
    closing.push(() => releases.remove());
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      ...envFor(standin, "umbraco"),
      RELEASES_DIR: releases.dir,
      PUBLIC_API_URL: origin,
      ...(await options.env?.(standin, releases.dir)),
    };
    const first = await runScript("rebuild", ["--first-release"], env);
    expect(first.code, first.output).toBe(0);
    const { app, store } = await startService(port, env, smtp, options);
    closing.push(() => app.close().then(() => store.close()));
    const browser: Browser = await launchBrowser();
    closing.push(() => browser.close());
    const context = await browser.newContext({
      userAgent: SHOPPER_UA,
      locale: "ro-RO",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    return { origin, standin, smtp, releases: releases.dir, env, app, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The service listening on 127.0.0.1:`port`, serving the live release of `env`'s RELEASES_DIR, fast to mail. */
async function startService(
  port: number,
  env: Record<string, string>,
  smtp: Smtp,
  options: AlertsFlowOptions,
): Promise<{ app: FastifyInstance; store: ClickStore }> {
  const releases = env["RELEASES_DIR"] ?? "";
  const origin = `http://127.0.0.1:${port}`;
  const live = path.join(releases, "current");
  // The store the rebuilds record their price history in (scriptEnv's DATA_DIR), as `npm start` shares it.
  const data = `${releases}-data`;
  const store = await openSqliteStore(data);
  const log = () => {};
  const app = await buildApp(
    serviceSettings({
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_DIR: path.join(live, "site"),
      CATALOGUE_IDS: path.join(live, "catalogue-ids.json"),
      DATA_DIR: data,
      LOG_LEVEL: "silent",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "vitrina@exemplu.ro",
      SERVICE_URL: origin,
      SITE_URL: origin,
      OUTBOX_INTERVAL_MS: "200",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_RETRY_MAX_MS: "400",
      FORM_RATE_LIMIT_MAX: "100",
    }),
    store,
    {
      ...(options.now ? { now: options.now } : {}),
      rebuild: {
        settings: readRebuildSettings({ WEBHOOK_SECRET, REBUILD_QUIET_MS: "300", RELEASES_DIR: releases }),
        build: localBuild({
          retryMs: 1_000,
          log,
          rebuild: (args) => {
            options.onRebuild?.();
            return runRebuild(scriptEnv(env), log, args);
          },
        }),
      },
    },
  );
  await app.listen({ host: "127.0.0.1", port });
  return { app, store };
}

/**
 * Resolves once the service has read a prices file newer than the build of `was` (a rebuild gone live) and
 * compared the alerts with it; fails after `timeoutMs`.
 */
export async function pricesRead(app: FastifyInstance, was: string | undefined, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && app.alerts.prices()?.builtAt === was) await sleep(500);
  expect(app.alerts.prices()?.builtAt).not.toBe(was);
  await app.alerts.refresh();
}

/** The mails to `email` so far, once there are `count` of them or 20 s have passed. */
export async function mailsTo(smtp: Smtp, email: string, count: number): Promise<Mail[]> {
  const to = () => smtp.mails.filter((mail) => mail.to.includes(email));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && to().length < count) await sleep(200);
  return to();
}

/** The confirmation link of an alert's confirmation mail, or "" when the mail has none. */
export const confirmLinkIn = (mail: Mail | undefined): string =>
  /http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/confirm\?token=\S+/.exec(mail?.raw ?? "")?.[0] ?? "";

/** The shopper's steps in an open alert dialog: her address, the consent ticked, sent, and the dialog's thanks. */
export async function sendAlertDialog(dialog: Locator, email: string): Promise<void> {
  await dialog.getByLabel(ALERTS_TEXT.email).fill(email);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: ALERTS_TEXT.submit }).click();
  await expect.poll(() => dialog.getByText(ALERTS_TEXT.sent).isVisible()).toBe(true);
}
