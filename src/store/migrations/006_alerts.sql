-- Price-drop and back-in-stock alerts (issue 29). Times are milliseconds since 1970 (BIGINT), prices in bani.

-- One row per address, product and kind: pending until the address's confirmation link is opened (double opt-in),
-- with the consent given. base_price is the price a drop is measured from (at confirmation, then where it last
-- fired); in_stock what the last build said (0 or 1).
CREATE TABLE alerts (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  product_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('price-drop', 'back-in-stock')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
  consent_at BIGINT NOT NULL,
  form_version TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  confirmed_at BIGINT,
  base_price BIGINT NOT NULL,
  in_stock INTEGER NOT NULL,
  UNIQUE (email, product_id, kind)
);
CREATE INDEX alerts_product ON alerts (product_id);
CREATE INDEX alerts_pending ON alerts (status, created_at);

-- An address's confirmation: one link confirms every alert of the address still pending when it is opened, and at
-- most one such mail goes out a day. The token is kept only as its SHA-256 hash.
CREATE TABLE alert_addresses (
  email TEXT PRIMARY KEY,
  confirm_hash TEXT,
  confirm_expires_at BIGINT,
  confirm_sent_at BIGINT
);
CREATE UNIQUE INDEX alert_addresses_confirm ON alert_addresses (confirm_hash);

-- An alert that fired, waiting for its address's daily mail (mail_id: the outbox row that carries it).
CREATE TABLE alert_hits (
  id TEXT PRIMARY KEY,
  alert_id TEXT NOT NULL,
  email TEXT NOT NULL,
  kind TEXT NOT NULL,
  product_id TEXT NOT NULL,
  title TEXT NOT NULL,
  path TEXT NOT NULL,
  shop TEXT NOT NULL,
  old_price BIGINT NOT NULL,
  new_price BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  mail_id TEXT
);
CREATE INDEX alert_hits_email ON alert_hits (email, mail_id);
