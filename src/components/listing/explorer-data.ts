/**
 * Where the filter island finds its start data, which it gets not as Astro
 * props but by the listing's path (lib/listing/explorer-block.ts says why):
 * - on the server, from the page (ListingIsland.astro calls `provideExplorer`
 *   before the island renders);
 * - in the browser, from the page's data block, read once.
 * Both are the same props, so hydration draws what the server drew.
 */
import { EXPLORER_BLOCK_ID, ExplorerBlockError, unpackExplorer } from "../../lib/listing/explorer-block.ts";
import type { ExplorerProps } from "../../lib/listing/island-props.ts";

/** Build side: the props of every listing whose island may render, by listing path. */
const provided = new Map<string, ExplorerProps>();
/** Browser side: the page's block, once read. */
let read: ExplorerProps | undefined;

/** Build side: the island of `props.listingPath` renders from these props. */
export function provideExplorer(props: ExplorerProps): void {
  provided.set(props.listingPath, props);
}

/** The start data of the listing's island; throws when the page did not provide it. */
export function explorerOf(listingPath: string): ExplorerProps {
  if (typeof document === "undefined") {
    const props = provided.get(listingPath);
    if (!props) throw new ExplorerBlockError(`no island props were provided for ${listingPath}`);
    return props;
  }
  if (!read) {
    const block = document.getElementById(EXPLORER_BLOCK_ID);
    if (!block) throw new ExplorerBlockError(`the page has no #${EXPLORER_BLOCK_ID} data block`);
    read = unpackExplorer(JSON.parse(block.textContent));
  }
  if (read.listingPath !== listingPath) {
    throw new ExplorerBlockError(`the data block is ${read.listingPath}'s, the island ${listingPath}'s`);
  }
  return read;
}
