/**
 * `virtual:vitrina/build-data`, the module through which the build hands the pages their data (./build-data.ts):
 * in a build, that file itself, left out of Astro's bundle and imported by its address, so that the bundled
 * pages and the config's integrations share its one instance in Astro's process. Server code only.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { vitePluginIntegration } from "./vite-plugin-integration.ts";

const MODULE = "virtual:vitrina/build-data";
const BUILD_DATA = new URL("./build-data.ts", import.meta.url);

export function buildDataModule(): AstroIntegration {
  let building = false;
  return vitePluginIntegration({
    name: "vitrina-build-data",
    configResolved(config: { readonly command: string }) {
      building = config.command === "build";
    },
    resolveId(id: string) {
      if (id !== MODULE) return undefined;
      if (this.environment.name === "client") throw new Error(`${MODULE} is for server code: it holds the catalogue`);
      // `astro dev` loads it as any module of the site (a copy of its own: see ./build-data.ts).
      return building ? { id: BUILD_DATA.href, external: true } : fileURLToPath(BUILD_DATA);
    },
  });
}
