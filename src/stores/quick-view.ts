/**
 * The quick view's product (spec §3, "Context state: current quick-view
 * item"): which product the panel shows and where its data stands. The card
 * button gives only the slug; the rest is the product's JSON, read on demand.
 */
import { atom } from "nanostores";
import type { ProductSummary } from "../lib/product-summary.ts";
import { openPanel } from "./panels.ts";
import { loadProductSummary } from "./product-summaries.ts";

export type QuickViewState =
  | { readonly status: "idle" }
  | { readonly status: "loading"; readonly slug: string }
  | { readonly status: "ready"; readonly slug: string; readonly product: ProductSummary }
  /** The product could not be read (offline) or is gone; the panel links to its page instead. */
  | { readonly status: "failed"; readonly slug: string; readonly href: string };

export const $quickView = atom<QuickViewState>({ status: "idle" });

/** Opens the quick view for a product, closing any other panel, and reads its data. */
export async function openQuickView(
  slug: string,
  href: string,
  from?: Element | null,
  load: typeof loadProductSummary = loadProductSummary,
): Promise<void> {
  $quickView.set({ status: "loading", slug });
  openPanel("quickview", from);
  let product: ProductSummary | null = null;
  try {
    product = await load(slug);
  } catch (error) {
    console.warn(`Nu am putut citi produsul „${slug}” pentru previzualizare.`, error);
  }
  // A later click on another card wins.
  const current = $quickView.get();
  if (current.status !== "loading" || current.slug !== slug) return;
  $quickView.set(product ? { status: "ready", slug, product } : { status: "failed", slug, href });
}
