/**
 * One chunk for the frame's script (src/components/layout/frame.ts) and every module it imports statically,
 * however deep. Left to itself Rolldown cut them into a dozen small chunks (nanostores' atom, the panels' and the
 * wishlist's stores, money, the dialog and scroll helpers, Vite's preload helper…), one per set of entries sharing
 * them, each compressed on its own and named by an import line in each chunk that needs it. The frame is on every
 * page, so every page loaded all of them anyway: one chunk costs no page a byte more and makes every page lighter
 * (docs/decisions.md#the-weight-of-every-page).
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The frame's script, whose static imports share one chunk. */
const FRAME = fileURLToPath(new URL("../components/layout/frame.ts", import.meta.url));

/**
 * The script a site with a click service adds to every page (service-frame.ts): its modules join the frame's
 * chunk, since both load on every page of such a site; a site without a service has no such module to join.
 */
const SERVICE_FRAME = fileURLToPath(new URL("../components/layout/service-frame.ts", import.meta.url));

/** The chunk's name: `/_astro/frame.<hash>.js`. */
export const FRAME_CHUNK = "frame";

/**
 * The listings' filter island. Rolldown put the modules it shares with the code it loads on first use
 * (listing/in-use.ts) into a chunk of their own, which every listing downloaded beside the island's: one file
 * compressed apart and a long list of names imported and exported between the two. The code of first use loads
 * only after the island, so it can take them from the island's chunk. Only the modules no other page's code can
 * reach (ownModules): the paths, React and the rest that a search page shares stay in their chunks.
 */
const LISTING = fileURLToPath(new URL("../components/listing/ListingExplorer.tsx", import.meta.url));

/** The group of the island's own modules; Rolldown writes it into the island's entry, `/_astro/ListingExplorer.<hash>.js`. */
export const LISTING_CHUNK = "listing";

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
    importers?: readonly string[];
    dynamicImporters?: readonly string[];
  } | null;
}

/**
 * `root` and every module it reaches through static imports.
 * @example staticGraph(graph, "/src/a.ts") // Set { "/src/a.ts", "/src/b.ts", "/src/c.ts" } when a imports b, b imports c
 */
export function staticGraph(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules `root` imports statically that no code outside `root`'s reach (static or dynamic imports) can load:
 * every chain of importers above each leads back to `root` alone. A page without `root` then never needs them.
 * @example ownModules(graph, "island") // Set { "island", "a" } when island imports a and b, and only a search script imports b too
 */
export function ownModules(graph: ModuleGraph, root: string): Set<string> {
  const importsOf = (id: string) => {
    const info = graph.getModuleInfo(id);
    return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
  };
  const reach = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (reach.has(id)) continue;
    reach.add(id);
    queue.push(...importsOf(id));
  }
  // The ways in from elsewhere: modules of the reach that an outside module imports, or that nothing imports (other
  // entries); then everything they import, however deep.
  const elsewhere = new Set<string>();
  const from = [...reach].filter((id) => {
    if (id === root) return false;
    const info = graph.getModuleInfo(id);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    return importers.length === 0 || importers.some((importer) => !reach.has(importer));
  });
  while (from.length > 0) {
    const id = from.pop() as string;
    if (id === root || elsewhere.has(id)) continue;
    elsewhere.add(id);
    from.push(...importsOf(id));
  }
  return new Set([...staticGraph(graph, root)].filter((id) => !elsewhere.has(id)));
}

/**
 * A Vite plugin giving the client build's frame modules one chunk, and the listing island's own modules its entry's
 * chunk; the server build is left as it is.
 */
export function frameChunk(): Plugin {
  return {
    name: "vitrina:frame-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Required by a group that leaves its modules' imports where they are (Rolldown refuses "exports-only"):
    // an island's entry then keeps its own exports and may export more.
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
    outputOptions(options) {
      let frameModules: Set<string> | undefined;
      let listingModules: Set<string> | undefined;
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name(id, context) {
                frameModules ??= new Set([...staticGraph(context, FRAME), ...staticGraph(context, SERVICE_FRAME)]);
                return frameModules.has(id) ? FRAME_CHUNK : null;
              },
            },
            {
              // Only the island's own modules: what they import from elsewhere (React, the paths other pages
              // share) stays where it was, or a search page would download the listing's code.
              includeDependenciesRecursively: false,
              name(id, context) {
                listingModules ??= ownModules(context, LISTING);
                return listingModules.has(id) && !id.includes("/node_modules/") ? LISTING_CHUNK : null;
              },
            },
          ],
        },
      };
    },
  };
}
