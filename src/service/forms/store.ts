/**
 * What the forms keep (issue 13), on the click store's database:
 * - contact messages, each stored with its outbox row in one transaction
 *   before anything is sent ("nothing lost");
 * - newsletter subscriptions, pending until confirmed (double opt-in), with
 *   the consent given (time, form version, the text shown); tokens only as
 *   SHA-256 hashes;
 * - the outbox: a row per delivery, claimed by one instance at a time
 *   (`FOR UPDATE SKIP LOCKED` on PostgreSQL, the single writer on SQLite)
 *   and leased for a while, so that several instances never send twice.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { ContactInput } from "../../lib/forms.ts";
import type { Param, Row, Sql } from "../../store/sql.ts";

/** The alerts' mails (issue 29) go through this outbox too: ../alerts/store.ts queues them. */
export type OutboxKind = "contact" | "confirm" | "webhook" | "alert_confirm" | "alert_mail";

export interface OutboxRow {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly email: string;
  /** The contact message's id, for a contact mail. */
  readonly ref: string | null;
  readonly payload: Record<string, string>;
  readonly attempts: number;
  readonly nextTryAt: number;
  readonly lastError: string | null;
  readonly createdAt: number;
  readonly sentAt: number | null;
}

export interface ContactMessage extends ContactInput {
  readonly id: string;
  readonly createdAt: number;
}

export interface Consent {
  readonly email: string;
  readonly formVersion: string;
  readonly consentText: string;
}

/** How often a pending address may be sent a confirmation mail. */
export const CONFIRM_MAILS_EVERY_MS = 24 * 60 * 60 * 1000;

/** What a confirmation mail needs: the tokens in clear, held in its outbox row only until it is sent. */
export interface ConfirmPayload extends Record<string, string> {
  readonly confirm: string;
  readonly unsubscribe: string;
}

export const newToken = (): string => randomBytes(32).toString("base64url");
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");
const addressKey = (email: string): string => email.trim().toLowerCase();

const toRow = (row: Row): OutboxRow => ({
  id: String(row.id),
  kind: row.kind as OutboxKind,
  email: String(row.email),
  ref: row.ref == null ? null : String(row.ref),
  payload: JSON.parse(String(row.payload)) as Record<string, string>,
  attempts: Number(row.attempts),
  nextTryAt: Number(row.next_try_at),
  lastError: row.last_error == null ? null : String(row.last_error),
  createdAt: Number(row.created_at),
  sentAt: row.sent_at == null ? null : Number(row.sent_at),
});

export class FormStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Stores a contact message and its delivery, both or neither. */
  async addContact(input: ContactInput, now: number): Promise<string> {
    const id = randomUUID();
    await this.#sql.transaction(async (sql) => {
      await sql.run("INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (?, ?, ?, ?, ?)", [
        id,
        input.name,
        input.email,
        input.message,
        now,
      ]);
      await enqueue(sql, "contact", input.email, id, {}, now);
    });
    return id;
  }

  async contactMessage(id: string): Promise<ContactMessage | undefined> {
    const [row] = await this.#sql.all("SELECT * FROM contact_messages WHERE id = ?", [id]);
    return (
      row && {
        id: String(row.id),
        name: String(row.name),
        email: String(row.email),
        message: String(row.message),
        createdAt: Number(row.created_at),
      }
    );
  }

  /**
   * Records a subscription as pending with its consent and queues the
   * confirmation mail; a confirmed address stays as it is (and learns
   * nothing new: the answer is the same). Answers whether a mail was queued.
   */
  async subscribe(consent: Consent, now: number, confirmForMs: number): Promise<boolean> {
    const email = addressKey(consent.email);
    const tokens: ConfirmPayload = { confirm: newToken(), unsubscribe: newToken() };
    return this.#sql.transaction(async (sql) => {
      const [existing] = await sql.all("SELECT status, confirm_expires_at FROM subscriptions WHERE email = ?", [email]);
      if (existing?.status === "confirmed") return false;
      // A pending address gets at most one confirmation mail a day, however many times it is given (issue 26: a
      // form is no way to mail a stranger over and over); the mail it has keeps working until it expires.
      if (existing?.status === "pending" && Number(existing["confirm_expires_at"]) > now) {
        const [recent] = await sql.all(
          "SELECT 1 AS found FROM outbox WHERE email = ? AND kind = 'confirm' AND created_at > ?",
          [email, now - CONFIRM_MAILS_EVERY_MS],
        );
        if (recent) return false;
      }
      const values: Param[] = [
        now,
        consent.formVersion,
        consent.consentText,
        tokenHash(tokens.confirm),
        now + confirmForMs,
        tokenHash(tokens.unsubscribe),
      ];
      if (existing) {
        await sql.run(
          `UPDATE subscriptions SET status = 'pending', consent_at = ?, form_version = ?, consent_text = ?,
             confirm_hash = ?, confirm_expires_at = ?, unsubscribe_hash = ?, confirmed_at = NULL, unsubscribed_at = NULL
           WHERE email = ?`,
          [...values, email],
        );
      } else {
        await sql.run(
          `INSERT INTO subscriptions (status, consent_at, form_version, consent_text, confirm_hash, confirm_expires_at,
             unsubscribe_hash, email) VALUES ('pending', ?, ?, ?, ?, ?, ?, ?)`,
          [...values, email],
        );
      }
      await enqueue(sql, "confirm", email, null, tokens, now);
      return true;
    });
  }

  /** Confirms the pending subscription of a confirmation token, once and before it expires; queues the webhook. */
  async confirm(token: string, now: number, webhook: boolean): Promise<boolean> {
    return this.#sql.transaction(async (sql) => {
      const [row] = await sql.all(
        "SELECT email FROM subscriptions WHERE confirm_hash = ? AND status = 'pending' AND confirm_expires_at > ?",
        [tokenHash(token), now],
      );
      if (!row) return false;
      const email = String(row.email);
      await sql.run(
        `UPDATE subscriptions SET status = 'confirmed', confirmed_at = ?, confirm_hash = NULL, confirm_expires_at = NULL
         WHERE email = ?`,
        [now, email],
      );
      if (webhook) await enqueue(sql, "webhook", email, null, {}, now);
      return true;
    });
  }

  /** Whether an unsubscribe token is one of a subscription (it unsubscribes nothing). */
  async knowsUnsubscribeToken(token: string): Promise<boolean> {
    const [row] = await this.#sql.all("SELECT 1 AS found FROM subscriptions WHERE unsubscribe_hash = ?", [
      tokenHash(token),
    ]);
    return Boolean(row);
  }

  /**
   * Unsubscribes the address of an unsubscribe token; a second click still answers true. With `webhook`, a
   * confirmed address's end is queued for the newsletter webhook, which was told of its start.
   */
  async unsubscribe(token: string, now: number, webhook = false): Promise<boolean> {
    return this.#sql.transaction(async (sql) => {
      const [row] = await sql.all("SELECT email, status FROM subscriptions WHERE unsubscribe_hash = ?", [
        tokenHash(token),
      ]);
      if (!row) return false;
      await sql.run(
        `UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?),
           confirm_hash = NULL, confirm_expires_at = NULL WHERE email = ?`,
        [now, row.email as string],
      );
      // A webhook not yet delivered would subscribe the address elsewhere after it left.
      await sql.run("DELETE FROM outbox WHERE email = ? AND kind IN ('webhook', 'confirm') AND sent_at IS NULL", [
        row.email as string,
      ]);
      // A receiver that was told of the subscription is told of its end (once: a second click finds it gone).
      if (row.status === "confirmed" && webhook) {
        await enqueue(sql, "webhook", row.email as string, null, { event: "unsubscribed" }, now);
      }
      return true;
    });
  }

  async subscriptionStatus(email: string): Promise<string | undefined> {
    const [row] = await this.#sql.all("SELECT status FROM subscriptions WHERE email = ?", [addressKey(email)]);
    return row ? String(row.status) : undefined;
  }

  /** Confirmed addresses with their consent, oldest first. */
  async confirmed(): Promise<Row[]> {
    return this.#sql.all(
      `SELECT email, consent_at, form_version, consent_text, confirmed_at FROM subscriptions
       WHERE status = 'confirmed' ORDER BY confirmed_at, email`,
    );
  }

  /**
   * Claims up to `limit` due deliveries of `kinds` for `leaseMs`: no other
   * instance takes them until then. A delivery whose instance dies is
   * taken again after the lease.
   */
  async claim(kinds: readonly OutboxKind[], now: number, leaseMs: number, limit: number): Promise<OutboxRow[]> {
    if (!kinds.length) return [];
    const marks = kinds.map(() => "?").join(", ");
    const lock = this.#sql.dialect === "postgres" ? " FOR UPDATE SKIP LOCKED" : "";
    return this.#sql.transaction(async (sql) =>
      (
        await sql.all(
          `UPDATE outbox SET next_try_at = ? WHERE id IN (
             SELECT id FROM outbox WHERE sent_at IS NULL AND next_try_at <= ? AND kind IN (${marks})
             ORDER BY next_try_at, id LIMIT ?${lock})
           RETURNING *`,
          [now + leaseMs, now, ...kinds, limit],
        )
      ).map(toRow),
    );
  }

  /** A delivery done: its clear tokens are forgotten. */
  async sent(id: string, now: number): Promise<void> {
    await this.#sql.run("UPDATE outbox SET sent_at = ?, payload = '{}', last_error = NULL WHERE id = ?", [now, id]);
  }

  /** A delivery failed: kept, and tried again at `nextTryAt`. */
  async failed(id: string, nextTryAt: number, error: string): Promise<void> {
    await this.#sql.run("UPDATE outbox SET attempts = attempts + 1, next_try_at = ?, last_error = ? WHERE id = ?", [
      nextTryAt,
      error.slice(0, 500),
      id,
    ]);
  }

  /** The outbox, unsent first; `all` adds the sent ones. */
  async outbox(all = false): Promise<OutboxRow[]> {
    const rows = await this.#sql.all(
      `SELECT * FROM outbox${all ? "" : " WHERE sent_at IS NULL"} ORDER BY sent_at IS NOT NULL, created_at, id`,
    );
    return rows.map(toRow);
  }

  /** For /api/health: deliveries waiting, those that failed `failingAfter` times or more, and the oldest's age. */
  async outboxHealth(failingAfter: number): Promise<{ pending: number; failing: number; oldestAt: number | null }> {
    const [row] = await this.#sql.all(
      `SELECT COUNT(*) AS pending, SUM(CASE WHEN attempts >= ? THEN 1 ELSE 0 END) AS failing,
         MIN(created_at) AS oldest FROM outbox WHERE sent_at IS NULL`,
      [failingAfter],
    );
    return {
      pending: Number(row?.pending ?? 0),
      failing: Number(row?.failing ?? 0),
      oldestAt: row?.oldest == null ? null : Number(row.oldest),
    };
  }

  /** Deletes contact messages older than `before`, with their deliveries (CONTACT_RETENTION_DAYS). */
  async deleteContactsBefore(before: number): Promise<number> {
    return this.#sql.transaction(async (sql) => {
      await sql.run(
        "DELETE FROM outbox WHERE kind = 'contact' AND ref IN (SELECT id FROM contact_messages WHERE created_at < ?)",
        [before],
      );
      return sql.run("DELETE FROM contact_messages WHERE created_at < ?", [before]);
    });
  }

  /** Erases everything held for one address: its messages, its subscription, its alerts (issue 29), its deliveries. */
  async erase(email: string): Promise<{ messages: number; subscriptions: number; alerts: number; deliveries: number }> {
    const key = addressKey(email);
    return this.#sql.transaction(async (sql) => {
      await sql.run("DELETE FROM alert_hits WHERE email = ?", [key]);
      await sql.run("DELETE FROM alert_addresses WHERE email = ?", [key]);
      return {
        deliveries: await sql.run("DELETE FROM outbox WHERE lower(email) = ?", [key]),
        messages: await sql.run("DELETE FROM contact_messages WHERE lower(email) = ?", [key]),
        subscriptions: await sql.run("DELETE FROM subscriptions WHERE lower(email) = ?", [key]),
        alerts: await sql.run("DELETE FROM alerts WHERE email = ?", [key]),
      };
    });
  }

  /** The key that signs form start times, made by the first instance that asks. */
  async secret(): Promise<string> {
    await this.#sql.run("INSERT INTO form_secrets (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING", [
      randomBytes(32).toString("base64url"),
    ]);
    const [row] = await this.#sql.all("SELECT secret FROM form_secrets WHERE id = 1");
    return String(row?.secret);
  }
}

async function enqueue(
  sql: Sql,
  kind: OutboxKind,
  email: string,
  ref: string | null,
  payload: Record<string, string>,
  now: number,
): Promise<void> {
  await sql.run(
    "INSERT INTO outbox (id, kind, email, ref, payload, attempts, next_try_at, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)",
    [randomUUID(), kind, email, ref, JSON.stringify(payload), now, now],
  );
}
