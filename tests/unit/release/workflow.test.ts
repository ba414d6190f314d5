/**
 * .github/workflows/rebuild.yml, checked by a real workflow linter
 * (action-validator, GitHub's workflow schema) and read for what issue 14
 * asks of it; and its gate (src/release/nightly-gate.ts): 02:00 in
 * Bucharest on every day of the year, daylight saving or not.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bucharestHour, shouldRun } from "../../../src/release/nightly-gate.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const WORKFLOW = path.join(ROOT, ".github/workflows/rebuild.yml");
const validate = (file: string) =>
  spawnSync(path.join(ROOT, "node_modules/.bin/action-validator"), [file], { encoding: "utf8" });

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, unknown>;
}

describe("the rebuild workflow", () => {
  const text = readFileSync(WORKFLOW, "utf8");
  const workflow = parse(text) as {
    on: Record<string, unknown> & { schedule: { cron: string }[] };
    concurrency: { group: string; "cancel-in-progress": boolean };
    jobs: { rebuild: { steps: Step[]; env: Record<string, string> } };
  };
  const steps = workflow.jobs.rebuild.steps;

  it("passes the workflow linter, which does fail a broken one", () => {
    const result = validate(WORKFLOW);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const broken = path.join(tmpdir(), `rebuild-broken-${process.pid}.yml`);
    writeFileSync(broken, text.replace("cancel-in-progress", "cancel-in-progres"));
    expect(validate(broken).status).toBe(1);
    rmSync(broken);
  });

  it("runs nightly on both UTC hours, on a publish, and by hand", () => {
    expect(workflow.on.schedule.map((entry) => entry.cron)).toEqual(["0 23 * * *", "0 0 * * *"]);
    expect(workflow.on["repository_dispatch"]).toEqual({ types: ["cms-publish"] });
    expect(workflow.on).toHaveProperty("workflow_dispatch");
  });

  it("checks the partner links before the nightly build only (or when asked by hand), and keeps their report", () => {
    const run = steps.find((step) => step.run?.startsWith("npm run rebuild"))?.run ?? "";
    expect(run).toContain("${{ (github.event_name == 'schedule' || inputs.check_links) && '--check-links' || '' }}");
    expect(workflow.on["workflow_dispatch"]).toMatchObject({ inputs: { check_links: { type: "boolean" } } });
    const kept = steps.find((step) => step.uses?.startsWith("actions/upload-artifact"))?.with?.["path"];
    expect(String(kept)).toContain("releases/link-report.json");
  });

  it("reads every product again for a publish that followed a media save", () => {
    const run = steps.find((step) => step.run?.startsWith("npm run rebuild"))?.run ?? "";
    expect(run).toContain("${{ github.event.client_payload.read_all && '--read-all' || '' }}");
  });

  it("hands the rebuild the items a publish's webhooks said were gone, in its environment, never in the command", () => {
    const step = steps.find((candidate) => candidate.run?.startsWith("npm run rebuild")) as Step & {
      env?: Record<string, string>;
    };
    expect(step.env?.["PRODUCTS_GONE"]).toBe("${{ join(github.event.client_payload.gone, ',') }}");
    expect(step.run).not.toContain("client_payload.gone");
  });

  it("offers a rollback by hand that deploys the kept release, and a first publish (issue 25)", () => {
    const inputs = (
      workflow.on["workflow_dispatch"] as { inputs: Record<string, { type: string; options?: string[] }> }
    ).inputs;
    expect(inputs["action"]).toMatchObject({ type: "choice", options: ["rebuild", "rollback"] });
    expect(inputs["rollback_to"]).toMatchObject({ type: "string" });
    const rollback = steps.find((step) => step.run?.startsWith("npm run rollback")) as Step & { if: string };
    expect(rollback.if).toContain("inputs.action == 'rollback'");
    expect(rollback.run).toContain("--to {0}");
    const rebuild = steps.find((step) => step.run?.startsWith("npm run rebuild")) as Step & { if: string };
    expect(rebuild.if).toContain("inputs.action != 'rollback'");
    expect(rebuild.run).toContain("${{ inputs.first_release && '--first-release' || '' }}");
    // The rollback deploys with the job's DEPLOY_COMMAND, from the cached releases.
    const releases = steps.findIndex((step) => step.with?.["path"] === "releases");
    expect(steps.indexOf(rollback)).toBeGreaterThan(releases);
  });

  it("queues runs instead of cancelling them", () => {
    expect(workflow.concurrency).toEqual({ group: "rebuild", "cancel-in-progress": false });
  });

  it("caches npm and the releases, and runs npm ci, then the rebuild with its deploy command", () => {
    expect(steps.find((step) => step.uses?.startsWith("actions/setup-node"))?.with?.["cache"]).toBe("npm");
    const cached = steps.filter((step) => step.uses?.startsWith("actions/cache")).map((step) => step.with?.["path"]);
    // The live release is what a publish takes its unchanged pages from (docs/architecture.md#fast-publishes).
    expect(cached).toEqual(["releases"]);
    const runs = steps.map((step) => step.run ?? "");
    const ci = runs.indexOf("npm ci");
    const rebuild = runs.findIndex((run) => run.startsWith("npm run rebuild"));
    expect(ci).toBeGreaterThan(0);
    expect(rebuild).toBeGreaterThan(ci);
    const releases = steps.findIndex((step) => step.with?.["path"] === "releases");
    expect(rebuild).toBeGreaterThan(releases);
    expect(workflow.jobs.rebuild.env["DEPLOY_COMMAND"]).toMatch(/wrangler@\d+ pages deploy/);
    expect(runs.some((run) => run.includes("src/release/nightly-gate.ts"))).toBe(true);
  });
});

describe("the nightly gate", () => {
  const at = (iso: string) => new Date(iso);

  it("keeps 00:00 UTC in winter and 23:00 UTC in summer", () => {
    expect(shouldRun("schedule", "0 0 * * *", at("2026-01-15T00:02:00Z"))).toBe(true);
    expect(shouldRun("schedule", "0 23 * * *", at("2026-01-14T23:02:00Z"))).toBe(false);
    expect(shouldRun("schedule", "0 23 * * *", at("2026-07-14T23:02:00Z"))).toBe(true);
    expect(shouldRun("schedule", "0 0 * * *", at("2026-07-15T00:02:00Z"))).toBe(false);
  });

  it("goes by the cron line, so a run GitHub started late still counts", () => {
    expect(shouldRun("schedule", "0 23 * * *", at("2026-07-15T00:48:00Z"))).toBe(true);
    expect(shouldRun("schedule", "0 0 * * *", at("2026-01-15T00:55:00Z"))).toBe(true);
  });

  it("falls back to the Bucharest clock without a cron line", () => {
    expect(shouldRun("schedule", undefined, at("2026-01-15T00:10:00Z"))).toBe(true);
    expect(shouldRun("schedule", undefined, at("2026-01-15T01:10:00Z"))).toBe(false);
  });

  it("runs exactly once a night on every day of the year, the nights of the clock changes included", () => {
    for (let day = 0; day < 366; day += 1) {
      const midnight = Date.UTC(2026, 0, 1) + day * 86_400_000;
      const summerLine = shouldRun("schedule", "0 23 * * *", new Date(midnight - 3_600_000));
      const winterLine = shouldRun("schedule", "0 0 * * *", new Date(midnight));
      expect([summerLine, winterLine].filter(Boolean), new Date(midnight).toISOString()).toHaveLength(1);
      const ran = summerLine ? midnight - 3_600_000 : midnight;
      expect(bucharestHour(new Date(ran))).toBe(2);
    }
  });

  it("always runs on a publish or by hand", () => {
    expect(shouldRun("repository_dispatch", undefined, at("2026-07-15T12:00:00Z"))).toBe(true);
    expect(shouldRun("workflow_dispatch", "", at("2026-07-15T12:00:00Z"))).toBe(true);
  });
});
