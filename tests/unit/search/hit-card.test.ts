/**
 * The result card's markup (src/components/search/hit-card.ts), the one
 * source for the modal and the search page: the classes hit-card.css and the
 * price styles expect, and everything from the index escaped.
 */
import { describe, expect, it } from "vitest";
import { hitCardHtml } from "../../../src/components/search/hit-card.ts";
import type { SearchHit } from "../../../src/lib/search/hits.ts";

const hit: SearchHit = {
  url: "/detalii-produs/rochie-midi/",
  title: "Rochie midi",
  brand: "Velora",
  image: "https://cms.example/media/rochie.jpg",
  price: 14999,
  oldPrice: null,
};

describe("hitCardHtml", () => {
  it("draws a row of the modal: one link with the image, the brand, the title and the price", () => {
    expect(hitCardHtml(hit, "row")).toBe(
      '<a class="hit hit--row" href="/detalii-produs/rochie-midi/">' +
        '<span class="hit__media"><img src="https://cms.example/media/rochie.jpg" alt="" width="600" height="800" loading="lazy" decoding="async"></span>' +
        '<span class="hit__body"><span class="hit__brand">Velora</span><span class="hit__title">Rochie midi</span>' +
        '<span class="price price--small"><span class="price__now">149,99 Ron</span></span></span>' +
        "</a>",
    );
  });

  it("draws a card of the search page, loading its image at once when asked", () => {
    expect(hitCardHtml(hit, "card")).toContain('<a class="hit hit--card" ');
    expect(hitCardHtml(hit, "card", true)).toContain('loading="eager"');
  });

  it("shows the old price and the real discount of a product on sale", () => {
    expect(hitCardHtml({ ...hit, price: 7500, oldPrice: 10000 }, "row")).toContain(
      '<span class="price price--small"><span class="price__now price__now--sale">75,00 Ron</span>' +
        '<span class="visually-hidden">Preț vechi:</span><s class="price__old">100,00 Ron</s>' +
        '<span class="price__badge">-25%</span></span>',
    );
  });

  it('says "Fără imagine" without an image, and leaves out a missing brand', () => {
    const html = hitCardHtml({ ...hit, image: null, brand: null }, "row");
    expect(html).toContain('<span class="hit__media"><span class="hit__placeholder">Fără imagine</span></span>');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("hit__brand");
  });

  it("escapes everything that comes from the index", () => {
    const html = hitCardHtml(
      {
        ...hit,
        url: '/detalii-produs/a"><script>x()</script>/',
        title: "Rochie <b>nouă</b> & co",
        brand: '"Velora"',
        image: '/media/a.jpg" onerror="x()',
      },
      "row",
    );
    expect(html).toContain('href="/detalii-produs/a&quot;&gt;&lt;script&gt;x()&lt;/script&gt;/"');
    expect(html).toContain('<span class="hit__title">Rochie &lt;b&gt;nouă&lt;/b&gt; &amp; co</span>');
    expect(html).toContain('<span class="hit__brand">&quot;Velora&quot;</span>');
    expect(html).toContain('src="/media/a.jpg&quot; onerror=&quot;x()"');
    expect(html).not.toMatch(/<script|<b>/);
  });
});
