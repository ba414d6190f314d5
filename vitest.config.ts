import { defineConfig } from "vitest/config";

/**
 * Four projects: `unit` (pure src/lib modules), `integration` (real `astro build`s against the CMS stand-in,
 * each into its own OUT_DIR), `e2e` (the built site in real Chromium) and `service` (the click service, on
 * SQLite and on the PostgreSQL and Redis of the machine). Run one with `--project NAME`.
 * The machines have 2 cores: more workers than that only make the builds and browsers fight.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/e2e-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "service",
          include: ["tests/service/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
