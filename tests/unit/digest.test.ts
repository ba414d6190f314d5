import { describe, expect, it } from "vitest";
import { digest } from "../../src/lib/digest.ts";

describe("digest", () => {
  it("is the SHA-256 of the value's JSON in base64url, the same for the same value", () => {
    // sha256('{"a":1}'), as `printf '{"a":1}' | sha256sum` gives it in hex, in base64url.
    expect(digest({ a: 1 })).toBe("AVq9f1zFei3ZS3WQ8ErYCEJzkF7jPsXOvq5iJ2qX-GI");
    expect(digest({ a: 1 })).toBe(digest(JSON.parse('{"a":1}')));
    expect(digest({ a: 2 })).not.toBe(digest({ a: 1 }));
  });
});
