/**
 * The forms' one budget of posts per client (issue 26's per-address form limits): the contact, newsletter and
 * alert forms all count against `form:<client>`, the client known only by the clicks' daily-salted hash.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { FORMS_TEXT } from "../../lib/messages.ts";
import type { ClientIds } from "../client-id.ts";
import { errorBody } from "../replies.ts";
import type { ClientLimits } from "./types.ts";

export interface FormLimit {
  readonly clientIds: ClientIds;
  readonly limits: Pick<ClientLimits, "hit">;
  readonly rateLimit: { readonly max: number; readonly windowMs: number };
}

/** Counts one post of the client at `ip`; resolves to the seconds to wait when it is over the limit, else null. */
export async function formLimitOver({ clientIds, limits, rateLimit }: FormLimit, ip: string): Promise<number | null> {
  if (!rateLimit.max) return null;
  const decision = await limits.hit(`form:${await clientIds.of(ip)}`, rateLimit.max, rateLimit.windowMs);
  return decision.allowed ? null : decision.retryAfterSeconds;
}

/**
 * A form route's `onRequest` hook: over the limit, 429 with Retry-After, whatever was sent (counted before the body
 * is read, so junk counts too). `answer` sends the 429's body: the app's JSON error unless the route says otherwise.
 */
export function formLimitHook(
  limit: FormLimit,
  answer: (request: FastifyRequest, reply: FastifyReply) => FastifyReply = (_request, reply) =>
    reply.send(errorBody(429, FORMS_TEXT.errors.tooMany)),
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await formLimitOver(limit, request.ip);
    if (retryAfter === null) return;
    return answer(request, reply.code(429).header("Retry-After", String(retryAfter)));
  };
}
