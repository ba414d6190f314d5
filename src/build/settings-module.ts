/**
 * The settings astro.config.mjs parsed once (src/lib/settings.ts), handed to
 * the site's own modules as `virtual:vitrina/settings`: the pages
 * (src/site.ts) take them from there instead of reading the environment
 * again. Server code only: the settings
 * hold the CMS's API key, so a browser bundle that imports them fails the
 * build.
 */
import type { AstroIntegration } from "astro";
import type { Settings } from "../lib/settings.ts";
import { vitePluginIntegration } from "./vite-plugin-integration.ts";

const MODULE = "virtual:vitrina/settings";
const RESOLVED = `\0${MODULE}`;

export function settingsModule(settings: Settings): AstroIntegration {
  return vitePluginIntegration({
    name: "vitrina-settings",
    resolveId: (id: string) => (id === MODULE ? RESOLVED : undefined),
    load(id: string) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.name === "client") {
        throw new Error(`${MODULE} is for server code: the settings hold the CMS's API key`);
      }
      return `export default ${JSON.stringify(settings)};`;
    },
  });
}
