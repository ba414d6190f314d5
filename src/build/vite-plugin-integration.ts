/**
 * An Astro integration that adds one Vite plugin to the build: the form of
 * the build's own plugins (./settings-module.ts, ./csp-digests.ts).
 */
import type { AstroIntegration, ViteUserConfig } from "astro";

/** A Vite plugin, as Astro's config takes it. */
type VitePlugin = NonNullable<ViteUserConfig["plugins"]>[number];

/** An integration named `plugin.name` that gives Vite `plugin`. */
export function vitePluginIntegration(plugin: VitePlugin & { readonly name: string }): AstroIntegration {
  return {
    name: plugin.name,
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
