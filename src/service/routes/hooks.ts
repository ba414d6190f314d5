/**
 * POST /api/hooks/umbraco: Umbraco's webhooks (CMS.md, "Webhooks"): a
 * publish, unpublish or delete asks for a rebuild, and a media save for
 * one that reads every product again (a file replaced behind a product's
 * picker changes its address, not the product's date); the scheduler
 * (../rebuild-scheduler.ts) makes one build of a burst. Umbraco signs
 * nothing, so the secret travels in a custom header set on the webhook in
 * the backoffice, `X-Vitrina-Secret`, compared in constant time: a wrong or
 * missing one is 401 and asks for nothing. The answer is 202 at once (a
 * slow answer would make Umbraco retry). The body is read for the log only
 * (PascalCase on v13, camelCase from v14, or only an id): the build reads
 * the content itself.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ITEM_ID } from "../../lib/settings.ts";
import { errorBody } from "../replies.ts";

export interface HooksOptions {
  /** WEBHOOK_SECRET; undefined: the webhook is not set up, and answers 503. */
  readonly secret: string | undefined;
  /**
   * Asks for a rebuild (RebuildScheduler.request); `media`: a media item changed. `gone`: the id of an item the
   * event says was unpublished or deleted, which the build need not read every product to find.
   */
  readonly request: (change: Change, gone?: string) => void;
}

/** What a webhook says changed: content items, or a media item (whose address the products' pickers show). */
export type Change = "content" | "media";

/** Events that change what the site shows; Umbraco's code names them in the present, some documents in the past. */
const EVENTS = /^Umbraco\.(ContentPublish|ContentUnpublish|ContentDelete|MediaSave)(ed|d)?$/i;
const MEDIA_EVENT = /^Umbraco\.Media/i;
const GONE_EVENT = /^Umbraco\.Content(Unpublish|Delete)/i;

/** Publish bodies hold a whole item, rich text and all. */
const BODY_LIMIT = 1024 * 1024;

/** Compares in constant time whatever the lengths: both sides hashed to 32 bytes first. */
export function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The item's id from a body of any version: `id` (v14+), `Id` (v13), or none. */
export function itemId(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const id = record["id"] ?? record["Id"];
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** What the webhook answers (202): whether it asked for a rebuild, for what change, and why, in words. */
export interface WebhookAnswer {
  readonly accepted: true;
  readonly rebuild: boolean;
  /** What the rebuild is for; null when none is asked. */
  readonly change: Change | null;
  readonly reason: string;
}

/** The answer to a webhook of `event` (its `Umb-Webhook-Event` header; empty when sent by hand). */
export function webhookAnswer(event: string): WebhookAnswer {
  // No event header: someone asking by hand (curl), which is worth a build too.
  if (!event) return { accepted: true, rebuild: true, change: "content", reason: "asked by hand: a rebuild" };
  if (!EVENTS.test(event)) {
    return { accepted: true, rebuild: false, change: null, reason: `${event} changes nothing the site shows` };
  }
  if (MEDIA_EVENT.test(event)) {
    return {
      accepted: true,
      rebuild: true,
      change: "media",
      reason: `${event}: a rebuild that reads every product again (a replaced file changes the pickers' addresses)`,
    };
  }
  return { accepted: true, rebuild: true, change: "content", reason: `${event}: a rebuild of what changed` };
}

export const hooksRoutes: FastifyPluginAsync<HooksOptions> = async (app, { secret, request }) => {
  // Any body Umbraco sends, JSON or not, up to BODY_LIMIT; read only for the log.
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  /** The secret is in a header: checked before any of the body is read, so a stranger's body costs nothing. */
  const authorised = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!secret) return reply.code(503).send(errorBody(503, "the webhook is not set up (WEBHOOK_SECRET)"));
    const given = req.headers["x-vitrina-secret"];
    if (!sameSecret(typeof given === "string" ? given : undefined, secret)) {
      return reply.code(401).send(errorBody(401, "a wrong or missing X-Vitrina-Secret"));
    }
  };

  app.post("/hooks/umbraco", { bodyLimit: BODY_LIMIT, onRequest: authorised }, async (req, reply) => {
    const event = String(req.headers["umb-webhook-event"] ?? "");
    const answer = webhookAnswer(event);
    const id = itemId(req.body);
    // Only an id (ITEM_ID; anything else is not passed on to a build): the body is never read for content (CMS.md),
    // and the build checks with Umbraco that the item is gone.
    if (answer.change) request(answer.change, GONE_EVENT.test(event) && id && ITEM_ID.test(id) ? id : undefined);
    req.log.info({ event, id, retry: req.headers["umb-webhook-retrycount"] ?? null, ...answer }, "webhook");
    return reply.code(202).send(answer);
  });
};
