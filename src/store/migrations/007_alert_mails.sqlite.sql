-- The outbox carries the alerts' mails too (issue 29): an address's confirmation and its daily alert mail.
-- SQLite cannot change a CHECK: the table is made again with the same rows.
CREATE TABLE outbox_next (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'confirm', 'webhook', 'alert_confirm', 'alert_mail')),
  email TEXT NOT NULL,
  ref TEXT,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_try_at BIGINT NOT NULL,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);
INSERT INTO outbox_next (id, kind, email, ref, payload, attempts, next_try_at, last_error, created_at, sent_at)
  SELECT id, kind, email, ref, payload, attempts, next_try_at, last_error, created_at, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (sent_at, next_try_at);
CREATE INDEX outbox_email ON outbox (email);
