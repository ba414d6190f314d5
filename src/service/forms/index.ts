/**
 * The forms of issue 13 put together for one app: their store on the click
 * store's database, the mailer when SMTP_URL is set, the outbox delivered
 * on a timer, contact messages deleted after CONTACT_RETENTION_DAYS (checked
 * hourly), and the routes under /api. All of it stops with the app.
 */
import type { FastifyInstance } from "fastify";
import type { ClientLimits } from "../limits/types.ts";
import { formRouteOptions, formsRoutes } from "../routes/forms.ts";
import type { ServiceSettings } from "../settings.ts";
import { StoreError, type ClickStore } from "../../store/types.ts";
import { smtpAlertMailer } from "../alerts/mails.ts";
import { smtpMailer } from "./mailer.ts";
import { FAILING_AFTER, OutboxWorker } from "./outbox.ts";
import { sqlOf } from "../../store/sql.ts";
import { FormStore } from "./store.ts";
import { runNowAndEvery } from "../every.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The forms' store and outbox, for tests and tools. */
    readonly forms: Forms;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_EVERY_MS = 60 * 60 * 1000;

export interface Forms {
  readonly store: FormStore;
  readonly outbox: OutboxWorker;
  /** What /api/health reports of the outbox. */
  health(): Promise<{ pending: number; failing: number; oldestAt: number | null; delivers: string[] }>;
}

/** The forms' store over an open click store. */
export function formStoreOf(store: ClickStore): FormStore {
  if (!store.connection) throw new StoreError(`The ${store.kind} store does not share its connection`);
  return new FormStore(sqlOf(store.connection));
}

/** The service's public address, for the links in mails. */
export const serviceUrlOf = (settings: ServiceSettings): string =>
  settings.SERVICE_URL ?? `http://${settings.HOST}:${settings.PORT}`;

/** The SMTP mailer of these settings, or undefined when SMTP_URL or MAIL_FROM is unset (mails then stay stored). */
export const mailerOf = (settings: ServiceSettings) =>
  settings.SMTP_URL && settings.MAIL_FROM
    ? smtpMailer({
        smtpUrl: settings.SMTP_URL,
        from: settings.MAIL_FROM,
        contactTo: settings.CONTACT_TO,
        serviceUrl: serviceUrlOf(settings),
        confirmDays: settings.CONFIRM_DAYS,
      })
    : undefined;

/**
 * The alerts' mailer of these settings (issue 29), or undefined without SMTP_URL and MAIL_FROM; `secret` signs the
 * links to an address's alerts (the forms' store's `secret()`).
 */
export const alertMailerOf = (settings: ServiceSettings, secret: () => Promise<string>) =>
  settings.SMTP_URL && settings.MAIL_FROM
    ? smtpAlertMailer({
        smtpUrl: settings.SMTP_URL,
        from: settings.MAIL_FROM,
        serviceUrl: serviceUrlOf(settings),
        siteUrl: settings.SITE_ORIGIN ?? serviceUrlOf(settings),
        confirmDays: settings.ALERTS_PENDING_DAYS,
        secret,
      })
    : undefined;

/** What the outbox's worker takes from the settings: how to deliver, and how often to try. */
export const outboxDeliveryOf = (settings: ServiceSettings, store?: FormStore) => ({
  mailer: mailerOf(settings),
  alertMailer: store ? alertMailerOf(settings, () => store.secret()) : undefined,
  webhookUrl: settings.NEWSLETTER_WEBHOOK_URL,
  webhookSecret: settings.NEWSLETTER_WEBHOOK_SECRET,
  intervalMs: settings.OUTBOX_INTERVAL_MS,
  retryBaseMs: settings.OUTBOX_RETRY_BASE_MS,
  retryMaxMs: settings.OUTBOX_RETRY_MAX_MS,
});

export async function registerForms(
  app: FastifyInstance,
  settings: ServiceSettings,
  clickStore: ClickStore,
  deps: { limits: ClientLimits; now: () => number },
): Promise<Forms> {
  const store = formStoreOf(clickStore);
  const delivery = outboxDeliveryOf(settings, store);
  const { mailer, alertMailer } = delivery;
  if (!mailer) {
    app.log.warn("No SMTP_URL and MAIL_FROM: contact and confirmation mails stay stored (npm run outbox)");
  }
  const outbox = new OutboxWorker({
    store,
    ...delivery,
    now: deps.now,
    onError: (error, row) =>
      app.log.warn(`outbox: ${row.kind} ${row.id} failed (attempt ${row.attempts + 1}): ${(error as Error).message}`),
  });
  outbox.start();

  const retention = async () => {
    const deleted = await store.deleteContactsBefore(deps.now() - settings.CONTACT_RETENTION_DAYS * DAY_MS);
    if (deleted) app.log.info(`deleted ${deleted} contact messages older than ${settings.CONTACT_RETENTION_DAYS} days`);
  };
  const timer = await runNowAndEvery(RETENTION_EVERY_MS, retention, (error) =>
    app.log.error({ err: error }, "old contact messages not deleted"),
  );

  await app.register(formsRoutes, {
    prefix: "/api",
    store,
    ...formRouteOptions(settings, clickStore, deps, outbox, settings.CONFIRM_DAYS * DAY_MS),
    minFillMs: settings.FORM_MIN_FILL_SECONDS * 1000,
    webhook: Boolean(settings.NEWSLETTER_WEBHOOK_URL),
  });

  app.addHook("onClose", async () => {
    clearInterval(timer);
    await outbox.stop();
    mailer?.close();
    alertMailer?.close();
  });
  const forms: Forms = {
    store,
    outbox,
    async health() {
      return { ...(await store.outboxHealth(FAILING_AFTER)), delivers: [...outbox.kinds] };
    },
  };
  app.decorate("forms", forms);
  return forms;
}
