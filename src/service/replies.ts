/**
 * One shape for every answer that is not a success, whether Fastify makes
 * it from a schema (400, 413, 415) or a route does (404, 405, 422, 429):
 * Fastify's own `{ statusCode, error, message }`, with a short reason a
 * developer can act on and nothing of the service's insides.
 */
import { STATUS_CODES } from "node:http";

/** The largest request body the service reads (a click is some 100 bytes). */
export const BODY_LIMIT_BYTES = 1024;

export interface ErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message };
}

/** The reason sent for an error Fastify or a schema raised; 5xx say nothing more. */
export function reasonOf(
  status: number,
  error: { code?: string | undefined; message: string },
  bodyLimit: number = BODY_LIMIT_BYTES,
): string {
  if (status >= 500) return "internal error";
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) return "malformed JSON";
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "empty body";
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return `body over ${bodyLimit} bytes`;
  return error.message.slice(0, 200);
}
