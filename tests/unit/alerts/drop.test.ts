/**
 * When an alert fires (issue 29): a drop is below the alert's price and below the EU rule's reference, the same
 * reference the discounts use; one drop fires once, a further drop again; back in stock fires on the change only.
 */
import { describe, expect, it } from "vitest";
import { alertKindsFor } from "../../../src/lib/alerts/ask.ts";
import { alertCheck, bestOffer, isPriceDrop, startState, type AlertState } from "../../../src/lib/alerts/drop.ts";
import type { OfferPrice, ProductPrice } from "../../../src/lib/alerts/handover.ts";
import { DAY_MS, discountVerdict, referencePrice, type PriceChange } from "../../../src/lib/prices/history.ts";

const offer = (price: number, more: Partial<OfferPrice> = {}): OfferPrice => ({
  shop: "Magazin Alfa",
  price,
  reference: null,
  inStock: true,
  ...more,
});
const product = (offers: OfferPrice[]): ProductPrice => ({
  id: "42",
  title: "Rochie neagră",
  path: "/detalii-produs/rochie-neagra/",
  price: offers[0]?.price ?? 100,
  reference: null,
  inStock: offers.some((o) => o.inStock),
  offers,
});
const drop: AlertState = { kind: "price-drop", basePrice: 10000, inStock: true };

describe("the drop rule", () => {
  it("is a price below the alert's price and below the lowest of the 30 days before the fall", () => {
    expect(isPriceDrop(9000, 10000, 10000)).toBe(true);
    expect(isPriceDrop(10000, 10000, 12000)).toBe(false);
    // Confirmed at 100 lei, but it cost 80 in the 30 days before: 90 is no drop.
    expect(isPriceDrop(9000, 10000, 8000)).toBe(false);
    expect(isPriceDrop(9000, 10000, null)).toBe(true);
  });

  it("takes the reference the discounts take: a price raised and dropped back is not a drop", () => {
    // 100 lei for months, raised to 120 (the alert is confirmed then), back to 100 ten days later.
    const history: PriceChange[] = [
      { at: 0, price: 10000 },
      { at: 60 * DAY_MS, price: 12000 },
      { at: 70 * DAY_MS, price: 10000 },
    ];
    const now = 70 * DAY_MS;
    const reference = referencePrice(history, now);
    expect(reference).toBe(10000);
    expect(isPriceDrop(10000, 12000, reference)).toBe(false);
    // The discount rule says the same of a shop announcing 120 as the old price.
    expect(discountVerdict(history, 10000, 12000, now).kind).toBe("unbacked");
    // A fall to 90 is below both.
    const fell = [...history.slice(0, 2), { at: now, price: 9000 }];
    expect(isPriceDrop(9000, 12000, referencePrice(fell, now))).toBe(true);
  });
});

describe("an alert's check", () => {
  it("fires once per drop and moves its price to the new one; a further drop fires again", () => {
    const first = alertCheck(drop, product([offer(9000, { reference: 10000 })]));
    expect(first.firing).toEqual({ shop: "Magazin Alfa", oldPrice: 10000, newPrice: 9000 });
    expect(first.next.basePrice).toBe(9000);
    // The next build, same price: nothing.
    expect(alertCheck(first.next, product([offer(9000, { reference: 10000 })])).firing).toBeNull();
    // Raised, then back to 90: nothing.
    expect(alertCheck(first.next, product([offer(9500)])).firing).toBeNull();
    expect(alertCheck(first.next, product([offer(9000, { reference: 9000 })])).firing).toBeNull();
    // A further drop fires again, from 90.
    expect(alertCheck(first.next, product([offer(8000, { reference: 9000 })])).firing).toEqual({
      shop: "Magazin Alfa",
      oldPrice: 9000,
      newPrice: 8000,
    });
  });

  it("measures the cheapest offer in stock, naming its shop", () => {
    const offers = [offer(7000, { shop: "Beta", inStock: false }), offer(8500, { shop: "Gama" }), offer(9500)];
    expect(bestOffer(product(offers))?.shop).toBe("Gama");
    expect(alertCheck(drop, product(offers)).firing).toEqual({ shop: "Gama", oldPrice: 10000, newPrice: 8500 });
    // Nothing in stock: no drop, however cheap.
    expect(alertCheck(drop, product([offer(5000, { inStock: false })])).firing).toBeNull();
  });

  it("fires back in stock only when an offer comes back, once, and again after another absence", () => {
    const out: AlertState = { kind: "back-in-stock", basePrice: 10000, inStock: false };
    expect(alertCheck(out, product([offer(10000, { inStock: false })])).firing).toBeNull();
    const back = alertCheck(out, product([offer(11000, { shop: "Beta" })]));
    expect(back.firing).toEqual({ shop: "Beta", oldPrice: 10000, newPrice: 11000 });
    expect(alertCheck(back.next, product([offer(11000)])).firing).toBeNull();
    const gone = alertCheck(back.next, product([offer(11000, { inStock: false })]));
    expect(gone.next.inStock).toBe(false);
    expect(alertCheck(gone.next, product([offer(11000)])).firing).not.toBeNull();
  });

  it("starts from the cheapest offer in stock, or the product's price when none is", () => {
    expect(startState("price-drop", product([offer(9000), offer(8000)]))).toEqual({
      kind: "price-drop",
      basePrice: 8000,
      inStock: true,
    });
    expect(startState("back-in-stock", product([offer(9000, { inStock: false })]))).toMatchObject({ inStock: false });
  });
});

describe("the alerts a shopper is offered", () => {
  it("is the price drop, and back in stock only for a product out of stock", () => {
    expect(alertKindsFor(true)).toEqual(["price-drop"]);
    expect(alertKindsFor(false)).toEqual(["price-drop", "back-in-stock"]);
  });
});
