/**
 * The grid and pager the island draws once the shopper filters, sorts or
 * pages. The markup, class names and data attributes are those of
 * ProductGrid.astro, ProductCard.astro, Price.astro and Pager.astro, with
 * their style scope attributes, so the same styles apply and the page-wide
 * scripts work on these cards too: card-images.ts checks `[data-card-image]`,
 * wishlist/controls.ts handles `[data-wishlist-add]` and `[data-quick-view]`.
 * Keep them in step with those files. Only the first two images travel in
 * the listing data, so a client card has no third image to fall back on.
 */
import { memo, type MouseEvent } from "react";
import { cardProduct, type ListingData } from "../../lib/listing/listing-data.ts";
import { messages, QUICK_VIEW_TEXT, WISHLIST_TEXT } from "../../lib/messages.ts";
import { pagerItems } from "../../lib/pagination.ts";
import { paths } from "../../lib/paths.ts";
import { toWishlistEntry } from "../../lib/wishlist.ts";
import { useAfterPaint } from "./after-paint.ts";
import type { ScopeAttributes, Scopes } from "./scope.ts";
import { PriceTag } from "../catalog/PriceTag.tsx";

/** Cards of the first row load eagerly, as on the static page. */
const EAGER = 4;

interface CardProps {
  readonly data: ListingData;
  /** The product's index in the listing data. */
  readonly index: number;
  readonly eager: boolean;
  readonly scopes: Scopes;
}

/** A product's card; drawn once, then kept while the product stays on the page. */
const ListingCard = memo(function ListingCard({ data, index, eager, scopes }: CardProps) {
  const product = cardProduct(data, index);
  const [main, hover] = product.images;
  const href = paths.product(product.slug);
  const scope = scopes.card;
  const entry = toWishlistEntry(product);
  return (
    <article className="card" data-product-id={product.id} {...scope}>
      <div className="card__media" data-card-media {...scope}>
        {main ? (
          <>
            <img
              className="card__image"
              src={main}
              alt=""
              width={600}
              height={800}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              data-card-image="main"
              {...scope}
            />
            {hover && (
              <img
                className="card__image card__image--hover"
                src={hover}
                alt=""
                width={600}
                height={800}
                loading="lazy"
                decoding="async"
                data-card-image="hover"
                {...scope}
              />
            )}
            <span className="card__placeholder" data-card-empty hidden {...scope}>
              {messages.noImage}
            </span>
          </>
        ) : (
          <span className="card__placeholder" {...scope}>
            {messages.noImage}
          </span>
        )}
        {product.oldPrice !== null && (
          <span className="card__flag" {...scope}>
            {messages.sale}
          </span>
        )}
      </div>
      <div className="card__body" {...scope}>
        {product.brand && (
          <p className="card__brand" {...scope}>
            {product.brand}
          </p>
        )}
        <h2 className="card__title" {...scope}>
          <a href={href} {...scope}>
            {product.title}
          </a>
        </h2>
        <PriceTag price={product.price} oldPrice={product.oldPrice} />
      </div>
      <div className="card__actions" {...scope}>
        <button
          type="button"
          className="card__action"
          data-wishlist-add
          data-wishlist-entry={JSON.stringify(entry)}
          data-tip={WISHLIST_TEXT.add}
          aria-label={WISHLIST_TEXT.addItem(product.title)}
          {...scope}
        >
          <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...scope}>
            <path
              d="M12 20s-7-4.35-9-8.5C1.5 8 3.5 4.5 7 4.5c2 0 3.5 1.2 5 3 1.5-1.8 3-3 5-3 3.5 0 5.5 3.5 4 7-2 4.15-9 8.5-9 8.5Z"
              {...scope}
            />
          </svg>
        </button>
        <button
          type="button"
          className="card__action"
          data-quick-view={product.slug}
          data-href={href}
          data-tip={QUICK_VIEW_TEXT.open}
          aria-label={QUICK_VIEW_TEXT.openItem(product.title)}
          aria-haspopup="dialog"
          {...scope}
        >
          <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...scope}>
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" {...scope} />
            <circle cx={12} cy={12} r={3} {...scope} />
          </svg>
        </button>
      </div>
    </article>
  );
});

const NONE = new Uint32Array(0);

/**
 * The page's cards. The first two rows (what a shopper sees without
 * scrolling) change in the frame the click paints; the cards below them
 * follow one frame later (`useAfterPaint`): until then a position keeps its
 * previous card, or stays an empty box when the grid grows, so the grid's
 * height is right from the first frame.
 */
export function ListingGrid({
  data,
  items,
  columns,
  scopes,
}: {
  data: ListingData;
  items: Uint32Array;
  /** The columns the grid shows. */
  columns: number;
  scopes: Scopes;
}) {
  const settled = useAfterPaint(items, NONE);
  const first = Math.max(4, 2 * columns);
  return (
    <ul className="grid" role="list" {...scopes.grid}>
      {Array.from(items, (index, position) => {
        const shown = position < first || settled === items ? index : settled[position];
        // The card is keyed by product: its elements, and what page scripts set on them (the wishlist state of its
        // button, a failed image's placeholder), never pass to another product.
        return (
          <li key={position} {...scopes.grid}>
            {shown !== undefined && (
              <ListingCard key={shown} data={data} index={shown} eager={position < EAGER} scopes={scopes} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === "left" ? "m15 6-6 6 6 6" : "m9 6 6 6-6 6"} />
    </svg>
  );
}

/** Spec §2 "Pagination": links that work as links (open in a new tab, copy) and page in place on a click. */
export function ListingPager({
  page,
  pageCount,
  hrefFor,
  onPage,
  scope,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  scope: ScopeAttributes;
}) {
  const items = pagerItems(page, pageCount);
  if (!items.length) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav className="pager" aria-label={messages.pagination} {...scope}>
      {page > 1 && (
        <a className="pager__step" href={hrefFor(page - 1)} rel="prev" onClick={follow(page - 1)} {...scope}>
          <Arrow direction="left" />
          <span className="visually-hidden">{messages.previousPage}</span>
        </a>
      )}
      <ol {...scope}>
        {items.map((item, position) =>
          item === "gap" ? (
            <li key={`gap-${position}`} className="pager__gap" aria-hidden="true" {...scope}>
              …
            </li>
          ) : (
            <li key={item} {...scope}>
              <a
                href={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={messages.page(item)}
                onClick={follow(item)}
                {...scope}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <a className="pager__step" href={hrefFor(page + 1)} rel="next" onClick={follow(page + 1)} {...scope}>
          <Arrow direction="right" />
          <span className="visually-hidden">{messages.nextPage}</span>
        </a>
      )}
    </nav>
  );
}
