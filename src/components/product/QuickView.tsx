/**
 * The quick view side panel (spec §2, "Quick view side panel"): images, the
 * real category, title, price with the real old price and discount, the
 * description, the size guide, the wishlist button and "Cumpără acum"; for a
 * product of the feeds, its shops and, when several sell it, each shop's offer
 * with its own "Cumpără acum" (issue 28). The
 * spec's star rating, review count, "sold recently" and "viewing now" lines
 * are left out on purpose: their numbers were made up.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { isValidImageSize, shownImages, type ImageState } from "../../lib/image-check.ts";
import { WISHLIST_TEXT } from "../../lib/messages-card.ts";
import { GALLERY_TEXT, OFFERS_TEXT, SIZE_GUIDE_TEXT } from "../../lib/messages-product.ts";
import { QUICK_VIEW_TEXT as t } from "../../lib/messages-quick-view.ts";
import type { ProductSummary } from "../../lib/product-summary.ts";
import { AlertAsk } from "../alerts/AlertAsk.tsx";
import { hasEntry, toWishlistEntry } from "../../lib/wishlist.ts";
import { openPanel } from "../../stores/panels.ts";
import { $quickView } from "../../stores/quick-view.ts";
import { $wishlist, addToWishlist } from "../../stores/wishlist.ts";
import { PanelDialog } from "../ui/PanelDialog.tsx";
import { priceHtml } from "../catalog/price-html.ts";
import { pricedFrom } from "../../lib/offers/shops.ts";
import type { ShownOffer } from "../../lib/offers/shown-offers.ts";

const HEADING = "previzualizare-titlu";

export default function QuickView() {
  return (
    <PanelDialog name="quickview" labelledBy={HEADING} variant="side" closeLabel={t.close} className="quick-view">
      {() => <QuickViewContent />}
    </PanelDialog>
  );
}

function QuickViewContent() {
  const state = useStore($quickView);
  if (state.status === "ready") return <ProductView key={state.slug} product={state.product} />;
  return (
    <>
      <h2 id={HEADING} className="dialog__title">
        {t.title}
      </h2>
      {state.status === "failed" ? (
        <p role="alert">
          {t.failed} <a href={state.href}>{t.details}</a>
        </p>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </>
  );
}

function ProductView({ product }: { product: ProductSummary }) {
  const saved = hasEntry(useStore($wishlist), product.id);
  const [states, setStates] = useState<Record<string, ImageState>>({});
  const images = shownImages(product.images, states).slice(0, 3);
  const mark = (url: string, state: ImageState) => setStates((known) => ({ ...known, [url]: state }));

  return (
    <article className="qv">
      {images.length > 0 ? (
        // The photos scroll sideways, and a keyboard can scroll them too: the row takes focus, as a named
        // region (WCAG 2.1.1, axe's `scrollable-region-focusable`).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scroller has to take focus
        <div className="qv__images" role="region" aria-label={GALLERY_TEXT.label} tabIndex={0}>
          {images.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={index === 0 ? product.alt : ""}
              width="600"
              height="800"
              decoding="async"
              onLoad={(event) => {
                const img = event.currentTarget;
                mark(url, isValidImageSize(img.naturalWidth, img.naturalHeight) ? "valid" : "small");
              }}
              onError={() => mark(url, "broken")}
            />
          ))}
        </div>
      ) : (
        <div className="qv__no-image">{t.noImage}</div>
      )}
      {product.category && (
        <p className="qv__category">
          {t.category}: <a href={product.category.href}>{product.category.label}</a>
        </p>
      )}
      {product.brand && <p className="qv__brand">{product.brand}</p>}
      <h2 id={HEADING} className="dialog__title qv__title">
        {product.title}
      </h2>
      {/* The one price writer's markup (escaped there), as on the cards and the product page. */}
      <div
        className="qv__price"
        dangerouslySetInnerHTML={{
          __html: priceHtml(product.price, product.oldPrice, { from: pricedFrom(product.shops) }),
        }}
      />
      {product.shops && (
        <p className="qv__shops">{OFFERS_TEXT.shops(product.shops.length, product.shops.join(", "))}</p>
      )}
      {product.inStock === false && <p className="qv__stock">{OFFERS_TEXT.noneInStock}</p>}
      <div className="qv__actions">
        {/* data-outbound: the affiliate click, counted by the click service (components/clicks/track.ts); for a
            product of the feeds, for its first shop, whose offer this is (the shops are in the offers' order). */}
        <a
          className="button"
          href={product.affLink}
          target="_blank"
          rel="sponsored nofollow noopener"
          data-outbound=""
          data-product-id={product.id}
          data-shop={product.shops?.[0]}
        >
          {t.buyNow}
          <span className="visually-hidden"> {t.opensInNewTab}</span>
        </a>
        <button
          type="button"
          className="button button--ghost qv__wish"
          data-added={saved ? "" : undefined}
          onClick={(event) => {
            if (saved) openPanel("wishlist", event.currentTarget);
            else addToWishlist(toWishlistEntry(product), event.currentTarget);
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 20s-7-4.35-9-8.5C1.5 8 3.5 4.5 7 4.5c2 0 3.5 1.2 5 3 1.5-1.8 3-3 5-3 3.5 0 5.5 3.5 4 7-2 4.15-9 8.5-9 8.5Z"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinejoin="round"
            />
          </svg>
          {saved ? WISHLIST_TEXT.added : WISHLIST_TEXT.add}
        </button>
      </div>
      {product.offers && <Offers productId={product.id} offers={product.offers} />}
      <button type="button" className="qv__link" onClick={(event) => openPanel("sizeguide", event.currentTarget)}>
        {SIZE_GUIDE_TEXT.open}
      </button>
      <AlertAsk id={product.id} title={product.title} inStock={product.inStock !== false} className="qv__link" />
      {product.description && (
        // Sanitised when the catalogue was read (src/lib/sanitize.ts).
        <div className="qv__description prose" dangerouslySetInnerHTML={{ __html: product.description }} />
      )}
      <a className="qv__details" href={product.href}>
        {t.details}
      </a>
    </article>
  );
}

/** Each shop's offer, as on the product page (Offers.astro): counted per shop by the click beacon (`data-shop`). */
function Offers({ productId, offers }: { productId: string; offers: readonly ShownOffer[] }) {
  return (
    <section className="qv__offers" aria-label={OFFERS_TEXT.quickView} data-product-id={productId}>
      <ol role="list">
        {offers.map((offer) => (
          <li key={offer.shop} data-offer="" data-out={offer.inStock ? undefined : ""}>
            <span className="qv__offer-shop">{offer.shop}</span>
            <div dangerouslySetInnerHTML={{ __html: priceHtml(offer.price, offer.oldPrice) }} />
            <span className="qv__offer-stock">{offer.inStock ? OFFERS_TEXT.inStock : OFFERS_TEXT.outOfStock}</span>
            <a
              href={offer.affLink}
              target="_blank"
              rel="sponsored nofollow noopener"
              data-outbound=""
              data-shop={offer.shop}
            >
              {OFFERS_TEXT.seeOffer}
              <span className="visually-hidden">
                {" "}
                {OFFERS_TEXT.atShop(offer.shop)} {t.opensInNewTab}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
