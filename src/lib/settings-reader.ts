/**
 * How every program of Vitrina reads its settings from an environment (the build's, the service's, the rebuild's,
 * the release's, the partner-link check's): one schema each, one reading rule for all. A blank value means unset,
 * so it takes the default; a value that is present but wrong throws, naming each wrong variable and never the value
 * of a secret.
 */
import type { z } from "astro/zod";

/** For a schema's `z.preprocess`: a blank string is an unset value. */
export const blankIsUnset = (value: unknown) => (typeof value === "string" && !value.trim() ? undefined : value);

export interface ReadOptions {
  /** Names what is read in the error's first line: `Invalid ${what}:`. */
  readonly what: string;
  /** Variables whose values are never repeated in a message. */
  readonly secrets?: ReadonlySet<string>;
  /** The error thrown (a program's own `Error` subclass); a plain `Error` without one. */
  readonly error?: new (message: string) => Error;
}

/**
 * Reads `schema`'s variables from `env`: those that are set and not blank, checked by the schema.
 * @example readEnvSettings(z.object({ PORT: z.coerce.number() }), { PORT: "80x" }, { what: "service settings" })
 * // throws "Invalid service settings:\n  PORT: …"
 */
export function readEnvSettings<Schema extends z.ZodObject>(
  schema: Schema,
  env: Readonly<Record<string, string | undefined>>,
  { what, secrets, error = Error }: ReadOptions,
): z.output<Schema> {
  const known = Object.keys(schema.shape);
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => known.includes(name) && value?.trim()),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    // zod's messages name the rule, not the value; this keeps it that way for secrets whatever zod does next.
    const message = secrets?.has(name) ? issue.message.replaceAll(String(present[name]), "…") : issue.message;
    return `  ${name}: ${message}`;
  });
  throw new error(`Invalid ${what}:\n${lines.join("\n")}`);
}
