-- The contact and newsletter forms (issue 13). Times are milliseconds since 1970 (BIGINT) on both databases.

-- Each accepted contact message, stored before anything is sent; deleted after CONTACT_RETENTION_DAYS.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX contact_messages_email ON contact_messages (email);
CREATE INDEX contact_messages_created ON contact_messages (created_at);

-- One row per address: pending until its confirmation link is opened (double opt-in), with the consent given.
-- Tokens are kept only as SHA-256 hashes.
CREATE TABLE subscriptions (
  email TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  consent_at BIGINT NOT NULL,
  form_version TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  confirm_hash TEXT,
  confirm_expires_at BIGINT,
  unsubscribe_hash TEXT NOT NULL,
  confirmed_at BIGINT,
  unsubscribed_at BIGINT
);
CREATE UNIQUE INDEX subscriptions_confirm ON subscriptions (confirm_hash);
CREATE UNIQUE INDEX subscriptions_unsubscribe ON subscriptions (unsubscribe_hash);

-- What is to be delivered: a contact mail, a confirmation mail, a webhook call. A row stays until it is sent;
-- a failure only moves next_try_at on (exponential backoff). `email` is the address it concerns, for erasure.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'confirm', 'webhook')),
  email TEXT NOT NULL,
  ref TEXT,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_try_at BIGINT NOT NULL,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);
CREATE INDEX outbox_due ON outbox (sent_at, next_try_at);
CREATE INDEX outbox_email ON outbox (email);

-- The key that signs the forms' start times, made once and shared by every instance.
CREATE TABLE form_secrets (
  id INTEGER PRIMARY KEY,
  secret TEXT NOT NULL
);
