-- Clicks as aggregates: one row per product, Bucharest day ("YYYY-MM-DD") and kind.
-- The day is text in ISO order on both databases, so ranges compare the same way on each.
CREATE TABLE click_counts (
  product_id TEXT NOT NULL,
  day TEXT NOT NULL CHECK (length(day) = 10),
  kind TEXT NOT NULL CHECK (kind IN ('click', 'outbound')),
  clicks BIGINT NOT NULL CHECK (clicks >= 0),
  PRIMARY KEY (product_id, day, kind)
);

-- "Today's top" and the owner's period queries read one kind over a range of days.
CREATE INDEX click_counts_kind_day ON click_counts (kind, day);
