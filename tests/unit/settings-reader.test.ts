import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { blankIsUnset, readEnvSettings } from "../../src/lib/settings-reader.ts";

class ToolSettingsError extends Error {
  override readonly name = "ToolSettingsError";
}

const ToolSchema = z.object({
  PORT: z.coerce.number().int().min(1).default(4321),
  NAME: z.preprocess(blankIsUnset, z.string().optional()),
  // A message that repeats the value, as a careless refine would: the reader must not pass it on for a secret.
  TOKEN: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.length >= 8, {
      error: (issue) => `${String(issue.input)} is short`,
    }),
});

function refusal(env: Record<string, string | undefined>, secrets: ReadonlySet<string> = new Set()): Error {
  try {
    readEnvSettings(ToolSchema, env, { what: "tool settings", secrets, error: ToolSettingsError });
  } catch (error) {
    return error as Error;
  }
  return expect.fail(`expected ${JSON.stringify(env)} to be refused`);
}

describe("readEnvSettings", () => {
  it("gives the defaults for what is unset or blank, and reads only the schema's own variables", () => {
    const settings = readEnvSettings(
      ToolSchema,
      { PORT: "  ", NAME: "", HOME: "/root", TOKEN: undefined },
      {
        what: "tool settings",
      },
    );
    expect(settings).toEqual({ PORT: 4321 });
  });

  it("reads a value that is set", () => {
    expect(readEnvSettings(ToolSchema, { PORT: "80", NAME: "vitrina" }, { what: "tool settings" })).toEqual({
      PORT: 80,
      NAME: "vitrina",
    });
  });

  it("names every wrong variable in the program's own error", () => {
    const error = refusal({ PORT: "80x", TOKEN: "abc" });
    expect(error).toBeInstanceOf(ToolSettingsError);
    expect(error.message).toMatch(/^Invalid tool settings:\n {2}PORT: .+\n {2}TOKEN: abc is short$/);
  });

  it("never repeats a secret's value", () => {
    const error = refusal({ TOKEN: "hunter2" }, new Set(["TOKEN"]));
    expect(error.message).toBe("Invalid tool settings:\n  TOKEN: … is short");
  });

  it("throws a plain Error when the program has no error of its own", () => {
    expect(() => readEnvSettings(ToolSchema, { PORT: "0" }, { what: "tool settings" })).toThrow(
      /^Invalid tool settings:\n {2}PORT:/,
    );
  });
});
