/** The rebuild scheduler (src/service/rebuild-scheduler.ts) on fake timers: debounce, maximum wait, single flight. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RebuildScheduler } from "../../src/service/rebuild-scheduler.ts";

describe("RebuildScheduler", () => {
  let builds: number;
  let finish: (() => void)[];
  const scheduler = (buildMs: number | "manual" = 0) =>
    new RebuildScheduler({
      quietMs: 5_000,
      maxWaitMs: 60_000,
      build: () => {
        builds += 1;
        if (buildMs === "manual") return new Promise<void>((resolve) => finish.push(resolve));
        return new Promise<void>((resolve) => setTimeout(resolve, buildMs));
      },
    });
  beforeEach(() => {
    vi.useFakeTimers();
    builds = 0;
    finish = [];
  });
  afterEach(() => vi.useRealTimers());

  it("builds once after a quiet period, however many requests came close together", async () => {
    const rebuilds = scheduler();
    for (let index = 0; index < 50; index += 1) {
      rebuilds.request();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(builds).toBe(0);
    await vi.advanceTimersByTimeAsync(4_899);
    expect(builds).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(builds).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(builds).toBe(1);
  });

  it("builds at the maximum wait when the requests never stop", async () => {
    const rebuilds = scheduler();
    for (let elapsed = 0; elapsed < 59_000; elapsed += 1_000) {
      rebuilds.request();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(builds).toBe(0);
    rebuilds.request();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(builds).toBe(1);
  });

  it("schedules exactly one more build for any requests during a build", async () => {
    const rebuilds = scheduler("manual");
    rebuilds.request();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rebuilds.state).toMatchObject({ running: true, scheduled: false });
    for (let index = 0; index < 30; index += 1) rebuilds.request();
    expect(rebuilds.state).toMatchObject({ running: true, scheduled: true });
    finish.shift()?.();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(builds).toBe(2);
    finish.shift()?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(builds).toBe(2);
    expect(rebuilds.state).toEqual({ running: false, scheduled: false, builds: 2 });
  });

  it("keeps going after a build that failed", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const rebuilds = new RebuildScheduler({
      quietMs: 10,
      maxWaitMs: 100,
      build: async () => {
        calls += 1;
        if (calls === 1) throw new Error("CMS down");
      },
      onError: (error) => errors.push(error),
    });
    rebuilds.request();
    await vi.advanceTimersByTimeAsync(10);
    rebuilds.request();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it("drops what waits on close", async () => {
    const rebuilds = scheduler();
    rebuilds.request();
    await rebuilds.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(builds).toBe(0);
  });
});
