/**
 * Rebuilds on publish, wired into the app (./app.ts): Umbraco's webhook
 * (./routes/hooks.ts) asks the scheduler (./rebuild-scheduler.ts), which
 * runs a build of this machine or dispatches one to GitHub
 * (./rebuild-runner.ts); GET /api/health shows the last attempt
 * (./rebuild-status.ts). Closing the app waits for a running build.
 */
import type { FastifyInstance } from "fastify";
import { RebuildScheduler } from "./rebuild-scheduler.ts";
import { dispatchToGitHub, localBuild, type BuildRequest } from "./rebuild-runner.ts";
import { readRebuildSettings, type RebuildSettings } from "./rebuild-settings.ts";
import { rebuildStatus, type RebuildStatus } from "./rebuild-status.ts";
import { hooksRoutes } from "./routes/hooks.ts";

/** Items named gone that one build takes; past it, the build reads every product (a bulk unpublish). */
const GONE_MAX = 200;

export interface RebuildDeps {
  /** Read from the environment by default. */
  readonly settings?: RebuildSettings;
  /** What a scheduled build does; by default a dispatch to GitHub or `npm run rebuild` (tests give a counter). */
  readonly build?: (request: BuildRequest) => Promise<void>;
}

export async function registerRebuilds(
  app: FastifyInstance,
  databaseUrl: string | undefined,
  deps: RebuildDeps = {},
): Promise<() => Promise<RebuildStatus>> {
  const settings = deps.settings ?? readRebuildSettings();
  const github = Boolean(settings.GITHUB_REPOSITORY && settings.GITHUB_TOKEN);
  let requests = 0;
  // A media item changed since the last build started: the next one reads every product again.
  let readAll = false;
  // Items unpublished or deleted since the last build started, as the webhooks named them (at most GONE_MAX: more
  // is a bulk change, and the build reads every product then).
  let gone = new Set<string>();
  const run =
    deps.build ??
    (github
      ? async (request: BuildRequest) => {
          const events = requests;
          requests = 0;
          await dispatchToGitHub(settings, {
            events,
            read_all: request.readAll,
            ...(request.gone ? { gone: request.gone } : {}),
          });
          app.log.info(`repository_dispatch sent to ${settings.GITHUB_REPOSITORY} for ${events} webhooks`);
        }
      : localBuild({
          databaseUrl,
          retryMs: Math.max(settings.REBUILD_QUIET_MS, 1_000),
          log: (message) => app.log.info(message),
        }));
  const scheduler = new RebuildScheduler({
    quietMs: settings.REBUILD_QUIET_MS,
    maxWaitMs: settings.REBUILD_MAX_WAIT_MS,
    build: async () => {
      const request: BuildRequest = {
        readAll,
        ...(gone.size && gone.size <= GONE_MAX ? { gone: [...gone] } : {}),
      };
      readAll = false;
      const asked = gone;
      gone = new Set();
      app.log.info(
        request.readAll
          ? "rebuild: a media item changed, every product is read again"
          : "rebuild: content published, unpublished or deleted, the changed products are read",
      );
      try {
        await run(request);
      } catch (error) {
        // Not live: the next build is asked the same.
        readAll ||= request.readAll;
        for (const id of asked) gone.add(id);
        throw error;
      }
    },
    onError: (error) => app.log.error({ err: error }, "the rebuild on publish failed"),
  });
  await app.register(hooksRoutes, {
    prefix: "/api",
    secret: settings.WEBHOOK_SECRET,
    request: (change, goneId) => {
      requests += 1;
      if (change === "media") readAll = true;
      if (goneId) gone.add(goneId);
      scheduler.request();
    },
  });
  app.addHook("onClose", () => scheduler.close());
  return rebuildStatus(
    settings.RELEASES_DIR,
    () => scheduler.state,
    !settings.WEBHOOK_SECRET ? "off" : github ? "github" : "local",
  );
}
