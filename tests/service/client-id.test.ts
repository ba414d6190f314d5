import { describe, expect, it, vi } from "vitest";
import { ClientIds, clientHash } from "../../src/service/client-id.ts";

const IP = "203.0.113.7";

/** A salt source like the store's: a fresh random salt per day, counting how often it is asked. */
function salts() {
  const byDay = new Map<string, string>();
  const saltOf = vi.fn(async (day: string) => {
    if (!byDay.has(day)) byDay.set(day, `salt-${day}-${byDay.size}`);
    return byDay.get(day) ?? "";
  });
  return { saltOf };
}

describe("client ids", () => {
  it("recognise one client all day: same address and browser, same id", async () => {
    let now = Date.parse("2026-11-24T08:00:00Z");
    const ids = new ClientIds(salts(), () => now);
    const morning = await ids.of(IP);
    now = Date.parse("2026-11-24T21:59:00Z"); // 23:59 in Bucharest
    expect(await ids.of(IP)).toBe(morning);
  });

  it("tell clients apart by address and by browser", async () => {
    const ids = new ClientIds(salts(), () => Date.parse("2026-11-24T08:00:00Z"));
    const one = await ids.of(IP);
    expect(await ids.of("203.0.113.8")).not.toBe(one);
    // What the client says is not who it is (issue 26): another User-Agent is the same client.
    expect(await ids.of(IP)).toBe(one);
  });

  it("change at Bucharest midnight, with the salt (the same client is someone new the next day)", async () => {
    let now = Date.parse("2026-11-24T21:59:59Z"); // 23:59:59 in Bucharest
    const source = salts();
    const ids = new ClientIds(source, () => now);
    const before = await ids.of(IP);
    now = Date.parse("2026-11-24T22:00:00Z"); // 00:00 on the 25th
    const after = await ids.of(IP);
    expect(after).not.toBe(before);
    expect(source.saltOf.mock.calls.map(([day]) => day)).toEqual(["2026-11-24", "2026-11-25"]);
  });

  it("ask the store for the salt once per day, not once per click", async () => {
    const source = salts();
    const ids = new ClientIds(source, () => Date.parse("2026-11-24T08:00:00Z"));
    await Promise.all(Array.from({ length: 50 }, () => ids.of(IP)));
    expect(source.saltOf).toHaveBeenCalledTimes(1);
  });

  it("ask again after a failed salt read instead of failing all day", async () => {
    const saltOf = vi.fn().mockRejectedValueOnce(new Error("store down")).mockResolvedValue("salt");
    const ids = new ClientIds({ saltOf }, () => Date.parse("2026-11-24T08:00:00Z"));
    await expect(ids.of(IP)).rejects.toThrow("store down");
    await expect(ids.of(IP)).resolves.toBe(clientHash("salt", IP));
  });

  it("hold neither the address nor the user agent", () => {
    const id = clientHash("salt", IP);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(id).not.toContain("203");
    expect(clientHash("another salt", IP)).not.toBe(id);
  });
});
