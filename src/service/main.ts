/**
 * npm run service: reads the settings, opens the store (and Redis when
 * REDIS_URL is set), builds the app and listens on HOST:PORT
 * (127.0.0.1:4321 by default). A stop (SIGTERM, SIGINT, or an uncaught
 * error) goes through one place, in this order: stop accepting and finish
 * the requests in flight, write the clicks still in memory, close the
 * store. A stop that takes longer than SHUTDOWN_GRACE_MS exits anyway.
 */
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { redisLimits } from "./limits/redis.ts";
import type { ClientLimits } from "./limits/types.ts";
import { settingsOrExit } from "./settings.ts";
import { openStore } from "../store/open.ts";

const settings = settingsOrExit();
// Until the app (and its logger) exists, warnings go to stderr.
let warn = (message: string) => console.warn(message);

const store = await openStore(settings).catch(exitWith("the store cannot be opened"));
let limits: ClientLimits | undefined;
if (settings.REDIS_URL) {
  limits = await redisLimits(settings.REDIS_URL, {
    prefix: settings.REDIS_PREFIX,
    onError: (error) => warn(`Redis: ${(error as Error).message}; requests go through unchecked`),
  }).catch(exitWith("Redis cannot be reached"));
}
const app = await buildApp(settings, store, limits ? { limits } : {});
warn = (message) => app.log.warn(message);

closeWithGrace({ delay: settings.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "stopping after an uncaught error");
  else app.log.info(`${signal}: stopping`);
  // 1. Stop accepting, finish what is in flight; the app's onClose then writes the buffered clicks.
  await app.close();
  // 2. Close what main opened.
  await limits?.close();
  await store.close();
  app.log.info("stopped; every click written");
});

await app.listen({ host: settings.HOST, port: settings.PORT });

/** Ends start-up with one line saying what failed (never a URL: it may hold a password). */
function exitWith(what: string): (error: unknown) => never {
  return (error) => {
    console.error(`Cannot start: ${what}: ${(error as Error).message}`);
    process.exit(1);
  };
}
