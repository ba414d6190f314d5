-- The price history (issue 15). Times are milliseconds since 1970 (BIGINT) on both databases, prices in bani.

-- One row per change of a product's price, never one per build: a price that held a month is one row.
CREATE TABLE price_changes (
  product_id TEXT NOT NULL,
  changed_at BIGINT NOT NULL,
  price BIGINT NOT NULL,
  PRIMARY KEY (product_id, changed_at)
);
CREATE INDEX price_changes_at ON price_changes (changed_at);

-- Each product's price as last read, and when: what the next read is compared with.
CREATE TABLE price_checks (
  product_id TEXT PRIMARY KEY,
  price BIGINT NOT NULL,
  checked_at BIGINT NOT NULL
);
