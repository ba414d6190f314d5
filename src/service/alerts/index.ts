/**
 * The alerts of issue 29 put together for one app: their store on the click store's database, the live catalogue's
 * prices (CATALOGUE_PRICES, watched like the ids), the routes under /api, and the comparison.
 *
 * Where the comparison runs: here, in the service, when it reads a new prices file, which the build writes as its
 * last step but one (src/build/write-catalogue-prices.ts) and which a rebuild makes live by its release switch, so
 * a new file is a new build gone live, a feed read included (feeds are read by the build). Each confirmed alert is
 * compared (lib/alerts/drop.ts), what fired is held per address, and each address is queued at most one mail a day
 * through the forms' outbox. Every hour: the alerts not confirmed in ALERTS_PENDING_DAYS are deleted, and firings
 * held back by the one-a-day rule are queued once their address's day is over.
 */
import type { FastifyInstance } from "fastify";
import { parseCataloguePrices, type CataloguePrices } from "../../lib/alerts/handover.ts";
import { alertsRoutes } from "../routes/alerts.ts";
import { formRouteOptions } from "../routes/forms.ts";
import type { ClientLimits } from "../limits/types.ts";
import type { ServiceSettings } from "../settings.ts";
import type { OutboxWorker } from "../forms/outbox.ts";
import type { FormStore } from "../forms/store.ts";
import { sqlOf } from "../../store/sql.ts";
import { StoreError, type ClickStore } from "../../store/types.ts";
import { runNowAndEvery } from "../every.ts";
import { WatchedFile } from "../watched-file.ts";
import { AlertStore, DAY_MS } from "./store.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The alerts' store and comparison, for tests and tools. */
    readonly alerts: Alerts;
  }
}

const HOURLY_MS = 60 * 60 * 1000;

export interface Alerts {
  readonly store: AlertStore;
  /** The live prices; undefined until the file has been read. */
  prices(): CataloguePrices | undefined;
  /** Reads the prices file if it changed and, when it did, compares; resolves when done. */
  refresh(): Promise<void>;
  /** Compares the live prices now and queues what is due; answers how many alerts fired. */
  compare(): Promise<number>;
  /** The hourly round: expiry, and the mails the one-a-day rule held back. */
  hourly(): Promise<void>;
}

export async function registerAlerts(
  app: FastifyInstance,
  settings: ServiceSettings,
  clickStore: ClickStore,
  deps: { limits: ClientLimits; now: () => number; forms: { store: FormStore; outbox: OutboxWorker } },
): Promise<Alerts> {
  if (!clickStore.connection) throw new StoreError(`The ${clickStore.kind} store does not share its connection`);
  const store = new AlertStore(sqlOf(clickStore.connection));
  const { outbox } = deps.forms;
  let queue: Promise<unknown> = Promise.resolve();
  /** One comparison or round at a time in this instance. */
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => {});
    return next;
  };
  const compare = () =>
    serial(async () => {
      const prices = file.value;
      if (!prices) return 0;
      const fired = await store.fire(prices, deps.now());
      const queued = await store.queueMails(deps.now());
      if (fired || queued)
        app.log.info(`alerts: ${fired} fired on the build of ${prices.builtAt}, ${queued} mails queued`);
      if (queued) outbox.nudge();
      return fired;
    });
  const file: WatchedFile<CataloguePrices> = new WatchedFile(settings.CATALOGUE_PRICES, parseCataloguePrices, {
    onLoad: () => void compare().catch((error: unknown) => app.log.error({ err: error }, "alerts not compared")),
    onError: (name, error) => app.log.warn(`alerts: ${name} not read (${(error as Error).message}); the last is kept`),
  });
  await file.refresh();
  file.watch();

  const hourly = () =>
    serial(async () => {
      const expired = await store.expire(deps.now(), settings.ALERTS_PENDING_DAYS * DAY_MS);
      if (expired) app.log.info(`alerts: ${expired} not confirmed in ${settings.ALERTS_PENDING_DAYS} days deleted`);
      if (await store.queueMails(deps.now())) outbox.nudge();
    });
  const timer = await runNowAndEvery(HOURLY_MS, hourly, (error) =>
    app.log.error({ err: error }, "alerts: hourly round failed"),
  );

  await app.register(alertsRoutes, {
    prefix: "/api",
    store,
    prices: () => file.value,
    ...formRouteOptions(settings, clickStore, deps, outbox, settings.ALERTS_PENDING_DAYS * DAY_MS),
    maxPerAddress: settings.ALERTS_MAX_PER_ADDRESS,
    secret: await deps.forms.store.secret(),
  });

  app.addHook("onClose", async () => {
    clearInterval(timer);
    file.stop();
    await queue;
  });
  const alerts: Alerts = {
    store,
    prices: () => file.value,
    async refresh() {
      await file.refresh();
      await queue;
    },
    compare,
    hourly,
  };
  app.decorate("alerts", alerts);
  return alerts;
}
