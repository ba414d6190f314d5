import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ClickBuffer, SpooledClicksError } from "../../src/service/click-buffer.ts";
import type { ClickCount } from "../../src/store/types.ts";

/** A store that remembers each batch it was given. */
function recordingStore() {
  const batches: ClickCount[][] = [];
  return { batches, add: vi.fn(async (counts: readonly ClickCount[]) => void batches.push([...counts])) };
}

const buffers: ClickBuffer[] = [];
const open = (store: ConstructorParameters<typeof ClickBuffer>[0], intervalMs = 60_000, maxClicks = 1000) => {
  const buffer = new ClickBuffer(store, { intervalMs, maxClicks });
  buffers.push(buffer);
  return buffer;
};
afterEach(async () => {
  for (const buffer of buffers.splice(0)) await buffer.close().catch(() => {});
});

describe("the click buffer", () => {
  it("sums clicks per product, day and kind, and writes each sum once", async () => {
    const store = recordingStore();
    const buffer = open(store);
    for (let i = 0; i < 5; i += 1) buffer.add("42", "click", "2026-11-24");
    buffer.add("42", "outbound", "2026-11-24");
    buffer.add("42", "click", "2026-11-25");
    buffer.add("7", "click", "2026-11-24");
    expect(buffer.pending).toBe(8);
    expect(store.add).not.toHaveBeenCalled();

    await buffer.flush();
    expect(store.batches).toEqual([
      [
        { productId: "42", day: "2026-11-24", kind: "click", clicks: 5 },
        { productId: "42", day: "2026-11-24", kind: "outbound", clicks: 1 },
        { productId: "42", day: "2026-11-25", kind: "click", clicks: 1 },
        { productId: "7", day: "2026-11-24", kind: "click", clicks: 1 },
      ],
    ]);
    expect(buffer.pending).toBe(0);
    expect(buffer.lastFlush).toMatchObject({ rows: 4, clicks: 8, error: null });
  });

  it("keeps an outbound click's shop apart, per shop (issue 28)", async () => {
    const store = recordingStore();
    const buffer = open(store);
    buffer.add("7", "outbound", "2026-11-24", "Magazin Alfa");
    buffer.add("7", "outbound", "2026-11-24", "Magazin Alfa");
    buffer.add("7", "outbound", "2026-11-24", "Magazin Beta");
    buffer.add("7", "outbound", "2026-11-24");
    await buffer.flush();
    expect(store.batches).toEqual([
      [
        { productId: "7", day: "2026-11-24", kind: "outbound", clicks: 2, shop: "Magazin Alfa" },
        { productId: "7", day: "2026-11-24", kind: "outbound", clicks: 1, shop: "Magazin Beta" },
        { productId: "7", day: "2026-11-24", kind: "outbound", clicks: 1 },
      ],
    ]);
  });

  it("writes every interval", async () => {
    const store = recordingStore();
    const buffer = open(store, 20);
    buffer.add("42", "click", "2026-11-24");
    await expect.poll(() => store.batches.length, { timeout: 1000 }).toBe(1);
  });

  it("writes as soon as the most clicks it may hold are waiting, without waiting for the interval", async () => {
    const store = recordingStore();
    const buffer = open(store, 60_000, 1000);
    for (let i = 0; i < 999; i += 1) buffer.add(String(i % 10), "click", "2026-11-24");
    await Promise.resolve();
    expect(store.add).not.toHaveBeenCalled();
    buffer.add("0", "click", "2026-11-24");
    await expect.poll(() => store.batches.length).toBe(1);
    expect(store.batches[0]?.reduce((sum, row) => sum + row.clicks, 0)).toBe(1000);
  });

  it("asks for one more write at most while one is running, however many clicks arrive", async () => {
    let release = () => {};
    const add = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const buffer = open({ add }, 60_000, 10);
    for (let i = 0; i < 10; i += 1) buffer.add("1", "click", "2026-11-24");
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    // The first write is running: 500 more clicks, each past the limit, ask for one write between them.
    for (let i = 0; i < 500; i += 1) buffer.add("1", "click", "2026-11-24");
    release();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    release();
    await buffer.flush();
    expect(add).toHaveBeenCalledTimes(2);
  });

  it("keeps a batch the store refused and writes it with the next", async () => {
    const store = recordingStore();
    store.add.mockRejectedValueOnce(new Error("database is locked"));
    const onError = vi.fn();
    const buffer = new ClickBuffer(store, { intervalMs: 60_000, maxClicks: 1000, onError });
    buffers.push(buffer);
    buffer.add("42", "click", "2026-11-24");
    await buffer.flush();
    expect(onError).toHaveBeenCalledOnce();
    expect(buffer.pending).toBe(1);
    expect(buffer.lastFlush?.error).toBe("database is locked");
    buffer.add("42", "click", "2026-11-24");
    await buffer.flush();
    expect(store.batches).toEqual([[{ productId: "42", day: "2026-11-24", kind: "click", clicks: 2 }]]);
  });

  it("writes what is left when closed, and takes no click after", async () => {
    const store = recordingStore();
    const buffer = new ClickBuffer(store, { intervalMs: 60_000, maxClicks: 1000 });
    buffer.add("42", "outbound", "2026-11-24");
    await buffer.close();
    expect(store.batches).toHaveLength(1);
    expect(() => buffer.add("42", "click", "2026-11-24")).toThrow("closed");
  });

  it("says so when closing could not write everything", async () => {
    const buffer = new ClickBuffer(
      { add: async () => Promise.reject(new Error("gone")) },
      { intervalMs: 60_000, maxClicks: 1000 },
    );
    buffer.add("42", "click", "2026-11-24");
    await expect(buffer.close()).rejects.toThrow("1 clicks could not be written: gone");
  });
});

describe("the click buffer during an outage (issue 26)", () => {
  /** A store that is down until `up()`, counting the writes it was asked for. */
  function outage() {
    let down = true;
    const written: ClickCount[] = [];
    const store = {
      asked: 0,
      up: () => void (down = false),
      written,
      add: async (counts: readonly ClickCount[]) => {
        store.asked += 1;
        if (down) throw new Error("connection refused");
        written.push(...counts);
      },
    };
    return store;
  }

  it("writes one batch at a time with a growing backoff, and says so once per outage", async () => {
    const store = outage();
    const errors: unknown[] = [];
    const recovered: number[] = [];
    const buffer = new ClickBuffer(store, {
      intervalMs: 10,
      maxClicks: 5,
      retryBaseMs: 50,
      onError: (error) => errors.push(error),
      onRecovered: (failed) => recovered.push(failed),
    });
    buffers.push(buffer);
    // 2,000 clicks in an outage: one write per click before (every click over maxClicks started one).
    for (let i = 0; i < 2000; i += 1) buffer.add(String(i % 7), "click", "2026-11-24");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(store.asked).toBeGreaterThan(0);
    expect(store.asked).toBeLessThan(8);
    expect(errors).toHaveLength(1);
    store.up();
    await expect.poll(() => buffer.pending, { timeout: 5000 }).toBe(0);
    expect(store.written.reduce((sum, count) => sum + count.clicks, 0)).toBe(2000);
    expect(recovered).toHaveLength(1);
  });

  it("keeps trying when stopped, then leaves what is left in the spool, which the next start writes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "spool-"));
    const spoolFile = path.join(dir, "data", "clicks-spool.jsonl");
    try {
      const down = outage();
      const stopping = new ClickBuffer(down, {
        intervalMs: 60_000,
        maxClicks: 1000,
        retryBaseMs: 20,
        closeRetryMs: 200,
        spoolFile,
      });
      for (let i = 0; i < 50; i += 1) stopping.add("42", "click", "2026-11-24");
      stopping.add("7", "outbound", "2026-11-24", "Magazin Alfa");
      await expect(stopping.close()).rejects.toThrow(SpooledClicksError);
      expect(down.asked).toBeGreaterThan(2);
      expect(stopping.pending).toBe(0);

      const back = outage();
      back.up();
      const next = new ClickBuffer(back, { intervalMs: 60_000, maxClicks: 1000, spoolFile });
      buffers.push(next);
      expect(await next.loadSpool()).toBe(51);
      await next.flush();
      // The shop an outbound click named survives the spool (issue 28).
      expect(back.written).toEqual([
        { productId: "42", day: "2026-11-24", kind: "click", clicks: 50 },
        { productId: "7", day: "2026-11-24", kind: "outbound", clicks: 1, shop: "Magazin Alfa" },
      ]);
      expect(await next.loadSpool()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
