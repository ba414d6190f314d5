/**
 * npm run outbox -- [list|export|subscribers|send|erase] [--all] [--format json|csv] [--email ADDRESS]
 *
 * The forms' store (issue 13), read where the service writes it
 * (DATABASE_URL, else SQLite under DATA_DIR):
 * - list (default): deliveries not yet sent, failing ones marked, with their
 *   last error; --all adds the sent ones. Exits 1 when one is failing.
 * - export: the contact messages with their delivery state, as JSON (default)
 *   or CSV on stdout: what an owner without SMTP reads and answers.
 * - subscribers: the confirmed newsletter addresses with their consent, JSON or CSV.
 * - send: one delivery round now (SMTP_URL, NEWSLETTER_WEBHOOK_URL as the service).
 * - erase --email ADDRESS: everything held for one address (its messages,
 *   subscription and deliveries), for a person who asks.
 */
import { parseArgs } from "node:util";
import { csvField } from "../src/service/click-report.ts";
import { formStoreOf, outboxDeliveryOf } from "../src/service/forms/index.ts";
import { FAILING_AFTER, OutboxWorker } from "../src/service/forms/outbox.ts";
import { settingsOrExit } from "../src/service/settings.ts";
import { openStore } from "../src/store/open.ts";
import { table } from "./lib/table.ts";

const USAGE =
  "usage: npm run outbox -- [list|export|subscribers|send|erase] [--all] [--format json|csv] [--email ADDRESS]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: "boolean", default: false },
    format: { type: "string", default: "json" },
    email: { type: "string" },
  },
});
const command = positionals[0] ?? "list";
const { all, format, email } = values;
if (!["list", "export", "subscribers", "send", "erase"].includes(command) || !["json", "csv"].includes(format)) {
  console.error(USAGE);
  process.exit(2);
}

const settings = settingsOrExit();

const iso = (ms: number | null | undefined) => (ms == null ? "" : new Date(Number(ms)).toISOString());
const csv = (rows: Record<string, string | number | null>[]): string => {
  const columns = Object.keys(rows[0] ?? {});
  return [columns.join(","), ...rows.map((row) => columns.map((column) => csvField(row[column] ?? null)).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");
};
const print = (rows: Record<string, string | number | null>[]) =>
  process.stdout.write(format === "csv" ? csv(rows) : `${JSON.stringify(rows, null, 2)}\n`);

const clickStore = await openStore(settings);
const store = formStoreOf(clickStore);
try {
  if (command === "list") {
    const rows = await store.outbox(all);
    const failing = rows.filter((row) => !row.sentAt && row.attempts >= FAILING_AFTER);
    console.log(
      `Outbox (${clickStore.kind} store): ${rows.filter((row) => !row.sentAt).length} waiting, ${failing.length} failing\n`,
    );
    if (rows.length) {
      console.log(
        table([
          ["created", "kind", "to/about", "attempts", "next try", "sent", "last error"],
          ...rows.map((row) => [
            iso(row.createdAt),
            row.kind,
            row.email,
            `${row.attempts}${row.attempts >= FAILING_AFTER && !row.sentAt ? " FAILING" : ""}`,
            row.sentAt ? "" : iso(row.nextTryAt),
            iso(row.sentAt),
            row.lastError ?? "",
          ]),
        ]),
      );
    }
    if (failing.length) process.exitCode = 1;
  } else if (command === "export") {
    const deliveries = new Map((await store.outbox(true)).filter((row) => row.ref).map((row) => [row.ref, row]));
    const rows = [];
    for (const [ref, delivery] of deliveries) {
      const message = await store.contactMessage(ref ?? "");
      if (!message) continue;
      rows.push({
        id: message.id,
        received: iso(message.createdAt),
        name: message.name,
        email: message.email,
        message: message.message,
        sent: iso(delivery.sentAt),
        attempts: delivery.attempts,
        lastError: delivery.lastError,
      });
    }
    print(rows);
  } else if (command === "subscribers") {
    print(
      (await store.confirmed()).map((row) => ({
        email: String(row.email),
        confirmed: iso(Number(row.confirmed_at)),
        consentGiven: iso(Number(row.consent_at)),
        formVersion: String(row.form_version),
        consentText: String(row.consent_text),
      })),
    );
  } else if (command === "send") {
    const delivery = outboxDeliveryOf(settings, store);
    const { mailer, alertMailer } = delivery;
    const worker = new OutboxWorker({
      store,
      ...delivery,
      onError: (error, row) => console.error(`${row.kind} ${row.id}: ${(error as Error).message}`),
    });
    if (!worker.kinds.length)
      console.log("Nothing to deliver with: set SMTP_URL and MAIL_FROM, or NEWSLETTER_WEBHOOK_URL.");
    console.log(`sent ${await worker.run()}`);
    mailer?.close();
    alertMailer?.close();
  } else {
    if (!email) {
      console.error(`erase needs --email ADDRESS\n${USAGE}`);
      process.exitCode = 2;
    } else {
      const erased = await store.erase(email);
      console.log(
        `Erased for ${email}: ${erased.messages} messages, ${erased.subscriptions} subscriptions, ${erased.alerts} alerts, ${erased.deliveries} deliveries`,
      );
    }
  }
} finally {
  await clickStore.close();
}
