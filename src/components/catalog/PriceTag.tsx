/**
 * A price in Ron with the old price and the real discount, for islands: the
 * same markup and classes as Price.astro (styles in global.css, ".price").
 */
import { discountPercent, formatPrice } from "../../lib/money.ts";
import { messages } from "../../lib/messages.ts";

interface Props {
  price: number;
  oldPrice: number | null;
  /** "span" inside a link or another inline element. */
  as?: "p" | "span";
  size?: "small" | "large";
  className?: string;
}

export function PriceTag({ price, oldPrice, as: Tag = "p", size = "small", className }: Props) {
  const discount = discountPercent(price, oldPrice);
  return (
    <Tag className={`price price--${size}${className ? ` ${className}` : ""}`}>
      <span className={discount === null ? "price__now" : "price__now price__now--sale"}>{formatPrice(price)}</span>
      {discount !== null && oldPrice !== null && (
        <>
          <span className="visually-hidden">{messages.oldPrice}:</span>
          <s className="price__old">{formatPrice(oldPrice)}</s>
          <span className="price__badge">{messages.discount(discount)}</span>
        </>
      )}
    </Tag>
  );
}
