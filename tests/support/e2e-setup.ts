/**
 * Global setup of the `e2e` project: serves the built site (OUT_DIR, `dist` by default) like the CDN would,
 * and hands its URL to the tests as `inject("baseUrl")`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startStaticServer } from "./static-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the served build, with a trailing slash. */
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const siteDir = path.resolve(repoRoot, process.env["OUT_DIR"] || "dist");
  if (!existsSync(path.join(siteDir, "index.html"))) {
    throw new Error(
      `The e2e tests drive the built site, but ${path.join(siteDir, "index.html")} is missing. Run \`npm run build\` first.`,
    );
  }
  const server = await startStaticServer(siteDir);
  project.provide("baseUrl", server.url);
  return () => server.close();
}
