/**
 * What the alerts keep (issue 29; migrations 006 and 007), on the click store's database beside the forms' tables,
 * and their mails through the same outbox (../forms/outbox.ts): nothing lost while SMTP is down, nothing sent twice.
 * - an alert per address, product and kind, pending until the address's confirmation link is opened, with the
 *   consent given (time, form version, the text shown);
 * - per address, the confirmation's token as a SHA-256 hash, and when its last mail went (at most one a day);
 * - the alerts that fired, held until the address's daily mail takes them.
 */
import { randomUUID } from "node:crypto";
import { alertCheck, startState, type AlertKind, type AlertState } from "../../lib/alerts/drop.ts";
import type { CataloguePrices, ProductPrice } from "../../lib/alerts/handover.ts";
import type { Row, Sql } from "../../store/sql.ts";
import { newToken, tokenHash } from "../forms/store.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** An address gets at most one confirmation mail, and one alert mail, in this long. */
export const MAIL_EVERY_MS = DAY_MS;

export interface AlertRequest {
  readonly email: string;
  readonly productId: string;
  readonly kind: AlertKind;
  readonly formVersion: string;
  readonly consentText: string;
}

export interface Alert {
  readonly id: string;
  readonly productId: string;
  readonly kind: AlertKind;
  readonly status: "pending" | "confirmed";
  readonly basePrice: number;
  readonly createdAt: number;
}

/** One product of an alert mail. */
export interface AlertHit {
  readonly alertId: string;
  readonly kind: AlertKind;
  readonly productId: string;
  readonly title: string;
  readonly path: string;
  readonly shop: string;
  readonly oldPrice: number;
  readonly newPrice: number;
}

/** "queued": a confirmation mail is on its way; "waiting": the day's mail already went and confirms this too. */
export type CreateOutcome = "queued" | "waiting" | "exists" | "limit";

export const addressKey = (email: string): string => email.trim().toLowerCase();

const toAlert = (row: Row): Alert => ({
  id: String(row["id"]),
  productId: String(row["product_id"]),
  kind: row["kind"] as AlertKind,
  status: row["status"] as Alert["status"],
  basePrice: Number(row["base_price"]),
  createdAt: Number(row["created_at"]),
});

export class AlertStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /**
   * Records a pending alert with its consent, `product` as the shopper saw it, and queues the address's
   * confirmation mail unless one went out in the last day and still works. At most `maxPerAddress` alerts.
   */
  async create(
    request: AlertRequest,
    product: ProductPrice,
    now: number,
    options: { maxPerAddress: number; confirmForMs: number },
  ): Promise<CreateOutcome> {
    const email = addressKey(request.email);
    const start = startState(request.kind, product);
    return this.#sql.transaction(async (sql) => {
      const [existing] = await sql.all("SELECT status FROM alerts WHERE email = ? AND product_id = ? AND kind = ?", [
        email,
        request.productId,
        request.kind,
      ]);
      if (existing?.["status"] === "confirmed") return "exists";
      if (!existing) {
        const [count] = await sql.all("SELECT COUNT(*) AS n FROM alerts WHERE email = ?", [email]);
        if (Number(count?.["n"] ?? 0) >= options.maxPerAddress) return "limit";
        await sql.run(
          `INSERT INTO alerts (id, email, product_id, kind, status, consent_at, form_version, consent_text, created_at,
             base_price, in_stock) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
          [
            randomUUID(),
            email,
            request.productId,
            request.kind,
            now,
            request.formVersion,
            request.consentText,
            now,
            start.basePrice,
            start.inStock ? 1 : 0,
          ],
        );
      }
      const [address] = await sql.all(
        "SELECT confirm_expires_at, confirm_sent_at FROM alert_addresses WHERE email = ?",
        [email],
      );
      const recent =
        address &&
        Number(address["confirm_sent_at"] ?? 0) > now - MAIL_EVERY_MS &&
        Number(address["confirm_expires_at"] ?? 0) > now;
      if (recent) return "waiting";
      const token = newToken();
      await sql.run(
        `INSERT INTO alert_addresses (email, confirm_hash, confirm_expires_at, confirm_sent_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET confirm_hash = excluded.confirm_hash,
           confirm_expires_at = excluded.confirm_expires_at, confirm_sent_at = excluded.confirm_sent_at`,
        [email, tokenHash(token), now + options.confirmForMs, now],
      );
      await enqueue(sql, "alert_confirm", email, { confirm: token, title: product.title }, now);
      return "queued";
    });
  }

  /**
   * Confirms every pending alert of the address of a confirmation token, before it expires; each starts from the
   * price and stock of `prices` now (the live build), or those the shopper saw when the product has left it.
   * Answers the address, or null for a token that confirms nothing.
   */
  async confirm(token: string, prices: CataloguePrices | undefined, now: number): Promise<string | null> {
    return this.#sql.transaction(async (sql) => {
      const [address] = await sql.all(
        "SELECT email FROM alert_addresses WHERE confirm_hash = ? AND confirm_expires_at > ?",
        [tokenHash(token), now],
      );
      if (!address) return null;
      const email = String(address["email"]);
      const pending = await sql.all("SELECT * FROM alerts WHERE email = ? AND status = 'pending'", [email]);
      for (const row of pending.map(toAlert)) {
        const product = prices?.products.get(row.productId);
        const start = product ? startState(row.kind, product) : null;
        await sql.run(
          `UPDATE alerts SET status = 'confirmed', confirmed_at = ?, base_price = COALESCE(?, base_price),
             in_stock = COALESCE(?, in_stock) WHERE id = ?`,
          [now, start?.basePrice ?? null, start ? (start.inStock ? 1 : 0) : null, row.id],
        );
      }
      await sql.run("UPDATE alert_addresses SET confirm_hash = NULL, confirm_expires_at = NULL WHERE email = ?", [
        email,
      ]);
      return email;
    });
  }

  /** One address's alerts, oldest first. */
  async list(email: string): Promise<Alert[]> {
    const rows = await this.#sql.all("SELECT * FROM alerts WHERE email = ? ORDER BY created_at, id", [
      addressKey(email),
    ]);
    return rows.map(toAlert);
  }

  /** Ends one alert of the address (`alertId`) or all of them, with what they had not yet been mailed. */
  async remove(email: string, alertId?: string): Promise<number> {
    const key = addressKey(email);
    return this.#sql.transaction(async (sql) => {
      if (alertId === undefined) {
        await sql.run("DELETE FROM alert_hits WHERE email = ? AND mail_id IS NULL", [key]);
        await sql.run("DELETE FROM alert_addresses WHERE email = ?", [key]);
        // What was queued and not yet sent goes too: "stop all" means no further mail.
        await sql.run(
          "DELETE FROM outbox WHERE email = ? AND kind IN ('alert_confirm', 'alert_mail') AND sent_at IS NULL",
          [key],
        );
        return sql.run("DELETE FROM alerts WHERE email = ?", [key]);
      }
      await sql.run("DELETE FROM alert_hits WHERE email = ? AND alert_id = ? AND mail_id IS NULL", [key, alertId]);
      return sql.run("DELETE FROM alerts WHERE email = ? AND id = ?", [key, alertId]);
    });
  }

  /** Deletes the alerts not confirmed `pendingForMs` after they were asked for (7 days: ALERTS_PENDING_DAYS). */
  async expire(now: number, pendingForMs: number): Promise<number> {
    return this.#sql.transaction(async (sql) => {
      const deleted = await sql.run("DELETE FROM alerts WHERE status = 'pending' AND created_at < ?", [
        now - pendingForMs,
      ]);
      await sql.run(
        `DELETE FROM alert_addresses WHERE (confirm_expires_at IS NULL OR confirm_expires_at < ?)
           AND NOT EXISTS (SELECT 1 FROM alerts WHERE alerts.email = alert_addresses.email)`,
        [now],
      );
      return deleted;
    });
  }

  /**
   * Compares every confirmed alert of a product in `prices` (a build gone live) with what it remembers
   * (lib/alerts/drop.ts), records each firing for the address's next mail and what the alert remembers now.
   * A row is changed only from the state it was read in, so two instances reading the same build fire once.
   * Answers how many fired.
   */
  async fire(prices: CataloguePrices, now: number): Promise<number> {
    const rows = await this.#sql.all("SELECT * FROM alerts WHERE status = 'confirmed'");
    let fired = 0;
    for (const row of rows) {
      const product = prices.products.get(String(row["product_id"]));
      if (!product) continue;
      const state: AlertState = {
        kind: row["kind"] as AlertKind,
        basePrice: Number(row["base_price"]),
        inStock: Number(row["in_stock"]) === 1,
      };
      const { firing, next } = alertCheck(state, product);
      if (!firing && next.inStock === state.inStock) continue;
      await this.#sql.transaction(async (sql) => {
        const changed = await sql.run(
          "UPDATE alerts SET base_price = ?, in_stock = ? WHERE id = ? AND base_price = ? AND in_stock = ?",
          [next.basePrice, next.inStock ? 1 : 0, String(row["id"]), state.basePrice, state.inStock ? 1 : 0],
        );
        if (!changed || !firing) return;
        await sql.run(
          `INSERT INTO alert_hits (id, alert_id, email, kind, product_id, title, path, shop, old_price, new_price,
             created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            randomUUID(),
            String(row["id"]),
            String(row["email"]),
            state.kind,
            product.id,
            product.title,
            product.path,
            firing.shop,
            firing.oldPrice,
            firing.newPrice,
            now,
          ],
        );
        fired += 1;
      });
    }
    return fired;
  }

  /**
   * Queues one mail for each address with firings not yet mailed, unless the address was sent one in the last day
   * (its firings then wait for the next). Answers how many mails were queued.
   */
  async queueMails(now: number): Promise<number> {
    const emails = await this.#sql.all(
      `SELECT DISTINCT email FROM alert_hits h WHERE mail_id IS NULL AND NOT EXISTS (
         SELECT 1 FROM outbox o WHERE o.email = h.email AND o.kind = 'alert_mail' AND o.created_at > ?)`,
      [now - MAIL_EVERY_MS],
    );
    let queued = 0;
    for (const { email } of emails) {
      await this.#sql.transaction(async (sql) => {
        const hits = await sql.all(
          "SELECT * FROM alert_hits WHERE email = ? AND mail_id IS NULL ORDER BY created_at, id",
          [String(email)],
        );
        if (!hits.length) return;
        const items: AlertHit[] = hits.map((hit) => ({
          alertId: String(hit["alert_id"]),
          kind: hit["kind"] as AlertKind,
          productId: String(hit["product_id"]),
          title: String(hit["title"]),
          path: String(hit["path"]),
          shop: String(hit["shop"]),
          oldPrice: Number(hit["old_price"]),
          newPrice: Number(hit["new_price"]),
        }));
        const id = await enqueue(sql, "alert_mail", String(email), { items: JSON.stringify(items) }, now);
        await sql.run("UPDATE alert_hits SET mail_id = ? WHERE email = ? AND mail_id IS NULL", [id, String(email)]);
        queued += 1;
      });
    }
    return queued;
  }

  /** The owner's counts for /admin: never an address. */
  async counts(): Promise<{ alerts: number; confirmed: number; mailsSent: number }> {
    const [alerts] = await this.#sql.all(
      "SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END) AS confirmed FROM alerts",
    );
    const [mails] = await this.#sql.all(
      "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'alert_mail' AND sent_at IS NOT NULL",
    );
    return {
      alerts: Number(alerts?.["n"] ?? 0),
      confirmed: Number(alerts?.["confirmed"] ?? 0),
      mailsSent: Number(mails?.["n"] ?? 0),
    };
  }
}

async function enqueue(
  sql: Sql,
  kind: "alert_confirm" | "alert_mail",
  email: string,
  payload: Record<string, string>,
  now: number,
): Promise<string> {
  const id = randomUUID();
  await sql.run(
    "INSERT INTO outbox (id, kind, email, ref, payload, attempts, next_try_at, created_at) VALUES (?, ?, ?, NULL, ?, 0, ?, ?)",
    [id, kind, email, JSON.stringify(payload), now, now],
  );
  return id;
}
