-- The outbox carries the alerts' mails too (issue 29): an address's confirmation and its daily alert mail.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('contact', 'confirm', 'webhook', 'alert_confirm', 'alert_mail'));
