/**
 * One search result drawn from the index's meta (no page is fetched): a row
 * in the modal, a card on the search page. The whole card is one link.
 */
import { SEARCH_TEXT as t } from "../../lib/messages.ts";
import type { SearchHit } from "../../lib/search/hits.ts";
import "./hit-card.css";
import { PriceTag } from "../catalog/PriceTag.tsx";

interface Props {
  hit: SearchHit;
  layout: "row" | "card";
  /** The first cards of the page load their images at once. */
  eager?: boolean;
}

export function HitCard({ hit, layout, eager = false }: Props) {
  return (
    <a className={`hit hit--${layout}`} href={hit.url}>
      <span className="hit__media">
        {hit.image ? (
          <img src={hit.image} alt="" width="600" height="800" loading={eager ? "eager" : "lazy"} decoding="async" />
        ) : (
          <span className="hit__placeholder">{t.noImage}</span>
        )}
      </span>
      <span className="hit__body">
        {hit.brand && <span className="hit__brand">{hit.brand}</span>}
        <span className="hit__title">{hit.title}</span>
        <PriceTag price={hit.price} oldPrice={hit.oldPrice} as="span" />
      </span>
    </a>
  );
}
