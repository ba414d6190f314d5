-- Outbound clicks per shop (issue 28): a product of the feeds has an offer per shop, and each offer's
-- "Cumpără acum" counts for its shop. One row per shop and Bucharest day; the product's own count stays in
-- click_counts as before.
CREATE TABLE shop_clicks (
  shop TEXT NOT NULL CHECK (length(shop) BETWEEN 1 AND 200),
  day TEXT NOT NULL CHECK (length(day) = 10),
  clicks BIGINT NOT NULL CHECK (clicks >= 0),
  PRIMARY KEY (shop, day)
);
