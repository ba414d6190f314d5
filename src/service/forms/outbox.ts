/**
 * Delivers the outbox (forms/store.ts): contact mails to CONTACT_TO and
 * confirmation mails by SMTP, confirmed addresses to NEWSLETTER_WEBHOOK_URL.
 * A row is claimed before it is sent and marked sent after; a failure keeps
 * it and tries again later, each wait twice the last (from
 * OUTBOX_RETRY_BASE_MS up to OUTBOX_RETRY_MAX_MS), for ever: a delivery is
 * never dropped, and one that failed FAILING_AFTER times is reported by
 * /api/health and `npm run outbox`. Kinds with nowhere to go (no SMTP_URL,
 * no webhook) are not claimed at all: they wait, stored, for the command.
 */
import { createHmac } from "node:crypto";
import type { FormStore, OutboxKind, OutboxRow } from "./store.ts";
import type { Mailer } from "./mailer.ts";
import type { AlertMailer } from "../alerts/mails.ts";

/** Failures after which a delivery is reported as failing (it is still retried). */
export const FAILING_AFTER = 5;

/** How long a claimed row is held by the instance sending it. */
const LEASE_MS = 120_000;

/** Rows taken per round. */
const BATCH = 20;

export interface OutboxOptions {
  readonly store: FormStore;
  /** Sends the mails; undefined without SMTP_URL. */
  readonly mailer: Mailer | undefined;
  /** Sends the alerts' mails (issue 29); undefined without SMTP_URL, or in a tool that only sends the forms'. */
  readonly alertMailer?: AlertMailer | undefined;
  readonly webhookUrl: string | undefined;
  /** Signs each call (X-Vitrina-Signature: sha256=HMAC of the body), so the receiver can tell it from anyone's. */
  readonly webhookSecret?: string | undefined;
  readonly intervalMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly now?: () => number;
  readonly onError?: (error: unknown, row: OutboxRow) => void;
}

/** The wait after `attempts` failures: base·2^(attempts−1), at most `max`. */
export const backoff = (attempts: number, base: number, max: number): number =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

export class OutboxWorker {
  readonly #options: OutboxOptions;
  readonly #now: () => number;
  readonly #kinds: OutboxKind[];
  #timer: NodeJS.Timeout | undefined;
  #queue: Promise<number> = Promise.resolve(0);
  /** Rounds asked for and not finished: the timer adds none while one waits. */
  #waiting = 0;

  constructor(options: OutboxOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#kinds = [
      ...(options.mailer ? (["contact", "confirm"] as const) : []),
      ...(options.webhookUrl ? (["webhook"] as const) : []),
      ...(options.alertMailer ? (["alert_confirm", "alert_mail"] as const) : []),
    ];
  }

  /** The kinds this instance delivers. */
  get kinds(): readonly OutboxKind[] {
    return this.#kinds;
  }

  start(): void {
    if (!this.#kinds.length || this.#timer) return;
    this.#timer = setInterval(() => {
      if (!this.#waiting) void this.run();
    }, this.#options.intervalMs);
    this.#timer.unref();
  }

  /**
   * Delivers what is due now, after any round already running (rounds never
   * overlap in one instance); answers how many were sent by this round.
   */
  run(): Promise<number> {
    const round = this.#queue.then(() => this.#round());
    this.#queue = round.catch(() => 0);
    this.#waiting += 1;
    void round.finally(() => (this.#waiting -= 1)).catch(() => {});
    return round;
  }

  /** Asks for a round soon (a form was just accepted), unless two are already waiting. */
  nudge(): void {
    if (this.#waiting < 2) this.run().catch(() => {});
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#queue;
  }

  async #round(): Promise<number> {
    const { store } = this.#options;
    let sent = 0;
    const rows = await store.claim(this.#kinds, this.#now(), LEASE_MS, BATCH).catch(() => []);
    for (const row of rows) {
      try {
        await this.#deliver(row);
        await store.sent(row.id, this.#now());
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const wait = backoff(attempts, this.#options.retryBaseMs, this.#options.retryMaxMs);
        await store.failed(row.id, this.#now() + wait, (error as Error).message ?? String(error)).catch(() => {});
        this.#options.onError?.(error, row);
      }
    }
    return sent;
  }

  async #deliver(row: OutboxRow): Promise<void> {
    const { mailer, webhookUrl, webhookSecret, store } = this.#options;
    if (row.kind === "webhook") {
      // Spec §7's {email} for a confirmed address; an address that left says so (issue 26).
      const body = JSON.stringify(
        row.payload["event"] === "unsubscribed" ? { email: row.email, unsubscribed: true } : { email: row.email },
      );
      const signature = webhookSecret
        ? { "x-vitrina-signature": `sha256=${createHmac("sha256", webhookSecret).update(body).digest("hex")}` }
        : {};
      const response = await fetch(webhookUrl ?? "", {
        method: "POST",
        headers: { "content-type": "application/json", ...signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      // The subscription service's answer (spec §7): 200 or 201 is success.
      if (response.status !== 200 && response.status !== 201) throw new Error(`webhook answered ${response.status}`);
      return;
    }
    if (row.kind === "alert_confirm" || row.kind === "alert_mail") {
      const { alertMailer } = this.#options;
      if (!alertMailer) throw new Error("no SMTP_URL");
      if (row.kind === "alert_confirm") await alertMailer.confirmation(row.email, row.payload);
      else await alertMailer.alerts(row.email, row.payload);
      return;
    }
    if (!mailer) throw new Error("no SMTP_URL");
    if (row.kind === "contact") {
      const message = await store.contactMessage(row.ref ?? "");
      // Erased (by its sender's request) or past retention before it went out: nothing left to send.
      if (message) await mailer.contact(message);
      return;
    }
    const { confirm, unsubscribe } = row.payload;
    if (!confirm || !unsubscribe) throw new Error("confirmation mail without its tokens");
    await mailer.confirmation(row.email, { confirm, unsubscribe });
  }
}
