/**
 * Astro scopes a component's styles with a `data-astro-cid-*` attribute on its
 * elements. The cards the island draws must carry the same attributes as the
 * Astro cards (ProductGrid, ProductCard, Pager), or their styles would
 * not apply: they are read from the server-rendered markup before the island
 * replaces it.
 */

export type ScopeAttributes = Readonly<Record<string, string>>;

export interface Scopes {
  readonly grid: ScopeAttributes;
  readonly card: ScopeAttributes;
  readonly pager: ScopeAttributes;
}

export const NO_SCOPES: Scopes = { grid: {}, card: {}, pager: {} };

function scopeOf(element: Element | null): ScopeAttributes {
  if (!element) return {};
  return Object.fromEntries(
    [...element.attributes]
      .filter((attribute) => attribute.name.startsWith("data-astro-cid-"))
      .map((a) => [a.name, ""]),
  );
}

/** The scope attributes of the Astro grid, card and pager inside `root` (prices are styled globally). */
export function readScopes(root: ParentNode): Scopes {
  return {
    grid: scopeOf(root.querySelector(".grid")),
    card: scopeOf(root.querySelector(".card")),
    pager: scopeOf(root.querySelector(".pager")),
  };
}
