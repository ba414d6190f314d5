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

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
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

/** A Vite plugin giving the client build's frame modules one chunk; the server build is left as it is. */
export function frameChunk(): Plugin {
  return {
    name: "vitrina:frame-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      let frameModules: Set<string> | undefined;
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
          ],
        },
      };
    },
  };
}
