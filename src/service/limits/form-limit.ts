/**
 * The forms' one budget of posts per client (issue 26's per-address form limits): the contact, newsletter and
 * alert forms all count against `form:<client>`, the client known only by the clicks' daily-salted hash.
 */
import type { ClientIds } from "../client-id.ts";
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
