/**
 * The product card's writer (src/components/catalog/card-html.ts) and the
 * price's (price-html.ts): spec §2's card, in each of its variants, with
 * everything from the CMS or the search index escaped.
 */
import { describe, expect, it } from "vitest";
import { cardHtml, cardTipsStyle } from "../../src/components/catalog/card-html.ts";
import { priceHtml } from "../../src/components/catalog/price-html.ts";
import { toCard } from "../../src/lib/card/card.ts";
import type { SearchHit } from "../../src/lib/search/hits.ts";
import type { WishlistEntry } from "../../src/lib/wishlist.ts";
import { product } from "./support.ts";

describe("priceHtml (spec §2: the price, and the real discount when on sale)", () => {
  it("shows the price alone when there is no old price above it", () => {
    expect(priceHtml(14999, null)).toBe('<p class="price"><span class="price__now">149,99 Ron</span></p>');
    // The lowest of several shops' prices (issue 28).
    expect(priceHtml(14999, null, { from: true })).toBe(
      '<p class="price"><span class="price__from">de la</span> <span class="price__now">149,99 Ron</span></p>',
    );
    expect(priceHtml(14999, 14999)).not.toContain("price__old");
  });

  it("shows the old price struck through and the discount computed from it", () => {
    const html = priceHtml(7500, 10000, { size: "large" });
    expect(html).toBe(
      '<p class="price price--large"><span class="price__now price__now--sale">75,00 Ron</span>' +
        '<span class="visually-hidden">Preț vechi:</span><s class="price__old">100,00 Ron</s>' +
        '<span class="price__badge">-25%</span></p>',
    );
  });
});

describe("cardHtml: a product's card in a grid or a carousel (spec §2, 'Product card')", () => {
  const dress = toCard(
    product("rochie-midi", {
      id: "p-7",
      title: 'Rochie "Ana" <midi>',
      brands: "Velora, Boema",
      images: ["https://cdn.example.ro/1.jpg", "https://cdn.example.ro/2.jpg", "https://cdn.example.ro/3.jpg"],
      price: "75,00",
      oldPrice: "100,00",
    }),
  );

  it("writes the whole card: pictures, sale flag, brand, linked title, price and both buttons", () => {
    expect(cardHtml(dress, { heading: 2 })).toBe(
      '<article class="card" data-product-id="p-7">' +
        '<div class="card__media" data-card-media data-images="[&quot;https://cdn.example.ro/3.jpg&quot;]">' +
        '<img src="https://cdn.example.ro/1.jpg" alt="" loading="lazy" decoding="async" data-card-image="main">' +
        '<img src="https://cdn.example.ro/2.jpg" alt="" loading="lazy" decoding="async" data-card-image="hover">' +
        '<span class="card__flag">Reducere</span></div>' +
        '<div class="card__body"><p class="card__brand">Velora</p>' +
        '<h2 class="card__title"><a href="/detalii-produs/rochie-midi/">Rochie &quot;Ana&quot; &lt;midi&gt;</a></h2>' +
        '<p class="price"><span class="price__now price__now--sale">75,00 Ron</span>' +
        '<span class="visually-hidden">Preț vechi:</span><s class="price__old">100,00 Ron</s>' +
        '<span class="price__badge">-25%</span></p></div>' +
        '<div class="card__actions">' +
        '<button type="button" data-wishlist-add aria-label="Adaugă „Rochie &quot;Ana&quot; &lt;midi&gt;” la favorite">' +
        "</button>" +
        '<button type="button" data-quick-view="rochie-midi" ' +
        'aria-label="Previzualizare rapidă: Rochie &quot;Ana&quot; &lt;midi&gt;" aria-haspopup="dialog"></button>' +
        "</div></article>",
    );
  });

  it('says "de la" before the price of a product several shops sell, and only then (issue 28)', () => {
    expect(cardHtml({ ...dress, shops: ["Magazin Alfa", "Magazin Beta"] })).toContain(
      '<p class="price"><span class="price__from">de la</span> <span class="price__now',
    );
    expect(cardHtml({ ...dress, shops: ["Magazin Alfa"] })).not.toContain("price__from");
    expect(cardHtml(dress)).not.toContain("price__from");
  });

  it("says when the price was last read, below the price, where the build keeps a price history", () => {
    const html = cardHtml({ ...dress, checkedOn: "2026-11-23" });
    expect(html).toContain(
      '<span class="price__badge">-25%</span></p><p class="card__checked">Preț verificat pe 23 noiembrie</p></div>',
    );
    expect(cardHtml(dress)).not.toContain("card__checked");
    // A row (search modal, wishlist panel) says it too; a product no longer available has no price to date.
    expect(cardHtml({ ...dress, checkedOn: "2026-01-05" }, { layout: "row" })).toContain(
      "Preț verificat pe 5 ianuarie",
    );
    expect(cardHtml({ ...dress, checkedOn: "2026-11-23" }, { unavailable: true })).not.toContain("card__checked");
  });

  it("loads the first cards' main image eagerly and every other image lazily", () => {
    const eager = cardHtml(dress, { eager: true });
    expect(eager).toContain('loading="eager" decoding="async" fetchpriority="high" data-card-image="main"');
    expect(eager).toContain('loading="lazy" decoding="async" data-card-image="hover"');
    expect(cardHtml(dress)).not.toContain('loading="eager"');
  });

  it("titles the card with the heading level of the page, h3 unless told", () => {
    expect(cardHtml(dress)).toContain('<h3 class="card__title">');
  });

  it("shows the placeholder when the product has no image, and no hover image with a single one", () => {
    const none = cardHtml(toCard(product("fara-poza", { images: [] })));
    expect(none).toContain(
      '<div class="card__media" data-card-media><span class="card__placeholder">Fără imagine</span>',
    );
    expect(none).not.toContain("<img");
    const one = cardHtml(toCard(product("o-poza", { images: ["https://cdn.example.ro/1.jpg"] })));
    expect(one).toContain('data-card-image="main"');
    expect(one).not.toContain('data-card-image="hover"');
    expect(one).not.toContain("data-images");
  });

  it("leaves out the brand, the flag and the old price of a product without them", () => {
    const plain = cardHtml(toCard(product("simplu", { brands: "", price: "10", oldPrice: "10" })));
    expect(plain).not.toMatch(/card__brand|card__flag|price__old/);
  });
});

describe("cardTipsStyle: the buttons' tooltips, set once a page rather than in each card", () => {
  it("holds the spec's 'Wishlist' / 'Already wishlisted' and the quick view's texts as CSS strings", () => {
    expect(cardTipsStyle()).toBe(
      "--card-tip-add:'Adaugă la favorite';--card-tip-added:'Adăugat la favorite';" +
        "--card-tip-quick-view:'Previzualizare rapidă'",
    );
  });
});

describe("cardHtml: a search result (the modal's row, the search page's card)", () => {
  const hit: SearchHit = {
    url: "/detalii-produs/rochie-midi/",
    title: "Rochie midi",
    brand: "Velora",
    image: "https://cms.example/media/rochie.jpg",
    price: 14999,
    oldPrice: null,
  };
  const row = (source: SearchHit) => cardHtml(toCard(source), { layout: "row", heading: null, actions: "none" });

  it("is one link holding the picture, the brand, the title and the price, with no buttons", () => {
    expect(row(hit)).toBe(
      '<a class="card card--row" href="/detalii-produs/rochie-midi/">' +
        '<div class="card__media" data-card-media>' +
        '<img src="https://cms.example/media/rochie.jpg" alt="" loading="lazy" decoding="async" data-card-image="main"></div>' +
        '<div class="card__body"><p class="card__brand">Velora</p><p class="card__title">Rochie midi</p>' +
        '<p class="price"><span class="price__now">149,99 Ron</span></p></div></a>',
    );
  });

  it("on the search page, a tall card whose first ones load at once", () => {
    const html = cardHtml(toCard(hit), { heading: null, eager: true, actions: "none" });
    expect(html).toMatch(/^<a class="card" href=/);
    expect(html).toContain('loading="eager"');
  });

  it("escapes everything that comes from the index", () => {
    const html = row({
      ...hit,
      url: '/detalii-produs/a"><script>x()</script>/',
      title: "Rochie <b>nouă</b> & co",
      brand: '"Velora"',
      image: '/media/a.jpg" onerror="x()',
    });
    expect(html).toContain('href="/detalii-produs/a&quot;&gt;&lt;script&gt;x()&lt;/script&gt;/"');
    expect(html).toContain('<p class="card__title">Rochie &lt;b&gt;nouă&lt;/b&gt; &amp; co</p>');
    expect(html).toContain('<p class="card__brand">&quot;Velora&quot;</p>');
    expect(html).toContain('src="/media/a.jpg&quot; onerror=&quot;x()"');
    expect(html).not.toMatch(/<script|<b>/);
  });
});

describe("cardHtml: a saved product (wishlist panel and page)", () => {
  const entry: WishlistEntry = {
    id: "p-7",
    slug: "rochie-midi",
    title: "Rochie midi",
    brand: null,
    price: 14999,
    image: null,
  };

  it("links the title and offers its remove button, named by the product", () => {
    const html = cardHtml(toCard(entry), { layout: "row", heading: null, actions: "remove" });
    expect(html).toMatch(/^<article class="card card--row" data-product-id="p-7">/);
    expect(html).toContain('<p class="card__title"><a href="/detalii-produs/rochie-midi/">Rochie midi</a></p>');
    expect(html).toContain(
      '<button type="button" class="card__remove" data-wishlist-remove aria-label="Elimină „Rochie midi” din favorite">Elimină</button>',
    );
    expect(html).not.toMatch(/data-wishlist-add|data-quick-view/);
  });

  it("says a product the catalogue no longer has is unavailable, with no link and no price", () => {
    const html = cardHtml(toCard(entry), { heading: null, actions: "remove", unavailable: true });
    expect(html).toMatch(/^<article class="card card--gone"/);
    expect(html).toContain('<p class="card__title">Rochie midi</p><p class="card__gone">Nu mai este disponibil</p>');
    expect(html).not.toMatch(/<a |class="price"/);
  });
});
