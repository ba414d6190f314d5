/**
 * The alerts of issue 29 on both stores, against a real SMTP server started here: double opt-in, the comparison
 * when a new build's prices go live, one mail a day per address through the outbox (nothing lost while SMTP is down,
 * nothing sent twice), the manage page and the stop links, the bounds, and what each bad request gets.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cataloguePricesDocument, type ProductPrice } from "../../src/lib/alerts/handover.ts";
import { ALERTS_TEXT } from "../../src/lib/messages-alerts.ts";
import { formatPrice } from "../../src/lib/money.ts";
import { addressToken } from "../../src/service/alerts/tokens.ts";
import type { ClickStore } from "../../src/store/types.ts";
import { freePort, Smtp } from "../support/smtp.ts";
import {
  BROWSER_UA,
  dropSchema,
  fixture,
  makeApp,
  openTestStore,
  removeDir,
  STORE_KINDS,
  testSchema,
  type Fixture,
} from "./support.ts";

const DAY = 24 * 60 * 60 * 1000;

const json = (url: string, body: unknown) => ({
  method: "POST" as const,
  url,
  headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
  payload: typeof body === "string" ? body : JSON.stringify(body),
});

const rochie = (price: number, more: Partial<ProductPrice> = {}, reference: number | null = null): ProductPrice => ({
  id: "rochie-1",
  title: "Rochie neagră",
  path: "/detalii-produs/rochie-neagra/",
  price,
  reference,
  inStock: true,
  offers: [{ shop: "Magazin Alfa", price, reference, inStock: true }],
  ...more,
});
const geaca = (inStock: boolean): ProductPrice => ({
  id: "geaca-3",
  title: "Geacă de iarnă",
  path: "/detalii-produs/geaca-de-iarna/",
  price: 45000,
  reference: null,
  inStock,
  offers: [
    { shop: "Magazin Beta", price: 45000, reference: null, inStock },
    { shop: "Magazin Gama", price: 47000, reference: null, inStock: false },
  ],
});

describe.each(STORE_KINDS)("alerts on %s", (kind) => {
  let fx: Fixture;
  let schema: string;
  let store: ClickStore;
  let smtp: Smtp;
  let clock = Date.UTC(2026, 10, 24, 10);
  const apps: FastifyInstance[] = [];
  let pricesFile: string;

  /** Writes a build's prices the way the build does: whole, renamed into place. */
  const writePrices = (products: ProductPrice[]) => {
    mkdirSync(path.dirname(pricesFile), { recursive: true });
    writeFileSync(`${pricesFile}.part`, cataloguePricesDocument(products, new Date(clock)));
    renameSync(`${pricesFile}.part`, pricesFile);
  };

  beforeAll(async () => {
    schema = testSchema();
    fx = fixture(`alerts-${kind}`);
    pricesFile = path.join(fx.dir, "catalogue-prices.json");
    store = await openTestStore(kind, { dir: fx.dir, schema });
    smtp = new Smtp(await freePort());
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp.stop();
    smtp.mails.length = 0;
  });

  afterAll(async () => {
    await store?.close();
    if (kind === "postgres") await dropSchema(schema);
    removeDir(fx.dir);
  });

  const app = async (more: Record<string, string> = {}) => {
    const made = await makeApp(
      fx.settingsWith({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Vitrina <vitrina@exemplu.ro>",
        SERVICE_URL: "https://api.vitrina.test",
        SITE_URL: "https://vitrina.test",
        OUTBOX_INTERVAL_MS: "3600000",
        OUTBOX_RETRY_BASE_MS: "1000",
        FORM_RATE_LIMIT_MAX: "1000",
        ...more,
      }),
      store,
      { now: () => clock },
    );
    apps.push(made);
    return made;
  };

  /** Delivers the outbox and answers the mails to `to` that arrived. */
  const deliver = async (made: FastifyInstance, to: string) => {
    const before = smtp.mails.length;
    await made.forms.outbox.run();
    return smtp.mails.slice(before).filter((mail) => mail.to.includes(to));
  };

  const linkIn = (raw: string, route: string): string => {
    const match = new RegExp(`https://api\\.vitrina\\.test(/api/alerts/${route}\\?[^\\s]+)`).exec(raw);
    if (!match?.[1]) throw new Error(`no ${route} link in the mail`);
    return match[1];
  };

  /** Asks for an alert and confirms it by the mail's link. */
  const subscribe = async (made: FastifyInstance, email: string, productId = "rochie-1", alertKind = "price-drop") => {
    const asked = await made.inject(json("/api/alerts", { productId, kind: alertKind, email, consent: true }));
    expect(asked.statusCode).toBe(201);
    const [mail] = await deliver(made, email);
    if (!mail) throw new Error("no confirmation mail");
    expect(mail.raw).toContain("/api/alerts/confirm?token=");
    const confirmed = await made.inject({ method: "GET", url: linkIn(mail.raw, "confirm") });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(ALERTS_TEXT.page.confirmed);
  };

  it("refuses bad requests with a reason and stores nothing", async () => {
    writePrices([rochie(20000)]);
    const made = await app();
    const bad = [
      { productId: "rochie-1", kind: "cheaper", email: "ana@exemplu.ro", consent: true },
      { kind: "price-drop", email: "ana@exemplu.ro", consent: true },
      { productId: "x".repeat(500), kind: "price-drop", email: "ana@exemplu.ro", consent: true },
    ];
    for (const body of bad) expect((await made.inject(json("/api/alerts", body))).statusCode).toBe(400);
    const noConsent = await made.inject(
      json("/api/alerts", { productId: "rochie-1", kind: "price-drop", email: "ana@exemplu.ro" }),
    );
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().fields.consent).toBe(ALERTS_TEXT.errors.consent);
    const badEmail = await made.inject(
      json("/api/alerts", { productId: "rochie-1", kind: "price-drop", email: "ana", consent: true }),
    );
    expect(badEmail.json().fields.email).toBeTruthy();
    const unknown = await made.inject(
      json("/api/alerts", { productId: "nu-exista", kind: "price-drop", email: "ana@exemplu.ro", consent: true }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(ALERTS_TEXT.errors.product);
    expect(await made.alerts.store.list("ana@exemplu.ro")).toEqual([]);
    expect(await deliver(made, "ana@exemplu.ro")).toEqual([]);
    const forged = await made.inject({ method: "GET", url: "/api/alerts/manage?token=YW5hQGV4ZW1wbHUucm8.abc" });
    expect(forged.statusCode).toBe(400);
  });

  it("starts on confirmation, mails one drop once with its old and new price, shop and page; a further drop the next day", async () => {
    const email = "drop@exemplu.ro";
    writePrices([rochie(20000)]);
    const made = await app();
    await smtp.start();
    await subscribe(made, email);
    expect(await made.alerts.store.list(email)).toMatchObject([{ status: "confirmed", basePrice: 20000 }]);

    // A rebuild: 200 lei → 150 lei, below the 30 days' lowest (200).
    clock += 60_000;
    writePrices([rochie(15000, {}, 20000)]);
    await made.alerts.refresh();
    const [mail, ...more] = await deliver(made, email);
    expect(more).toEqual([]);
    expect(mail?.raw).toContain("Rochie neagră");
    expect(mail?.raw).toContain(formatPrice(20000));
    expect(mail?.raw).toContain(formatPrice(15000));
    expect(mail?.raw).toContain("Magazin Alfa");
    expect(mail?.raw).toContain("https://vitrina.test/detalii-produs/rochie-neagra/");
    expect(mail?.raw).toMatch(/List-Unsubscribe: <https:\/\/api\.vitrina\.test\/api\/alerts\/remove\?token=/);

    // The same build read again (a restart), and a later build at the same price: nothing.
    clock += 60_000;
    writePrices([rochie(15000, {}, 20000)]);
    await made.alerts.refresh();
    expect(await deliver(made, email)).toEqual([]);

    // A further drop the same day is held for the next day's mail.
    clock += 60 * 60_000;
    writePrices([rochie(12000, {}, 15000)]);
    await made.alerts.refresh();
    expect(await deliver(made, email)).toEqual([]);
    clock += DAY;
    await made.alerts.hourly();
    const [next] = await deliver(made, email);
    expect(next?.raw).toContain(formatPrice(12000));
    expect((await made.alerts.store.counts()).mailsSent).toBeGreaterThanOrEqual(2);
  });

  it("sends nothing for a price raised and then lowered back to where it was", async () => {
    const email = "back@exemplu.ro";
    clock += 2 * DAY;
    writePrices([rochie(20000)]);
    const made = await app();
    await smtp.start();
    await subscribe(made, email);
    clock += 60_000;
    writePrices([rochie(24000)]);
    await made.alerts.refresh();
    clock += 60_000;
    // Back to 200 lei: the 30 days' lowest before the fall is 200, and so is the alert's price.
    writePrices([rochie(20000, {}, 20000)]);
    await made.alerts.refresh();
    expect(await deliver(made, email)).toEqual([]);
  });

  it("keeps the alert mail while SMTP is down and sends it once when it is back", async () => {
    const email = "down@exemplu.ro";
    clock += 2 * DAY;
    writePrices([rochie(20000)]);
    const made = await app();
    await smtp.start();
    await subscribe(made, email);
    await smtp.stop();
    clock += 60_000;
    writePrices([rochie(17000, {}, 20000)]);
    await made.alerts.refresh();
    await made.forms.outbox.run();
    expect(
      (await made.forms.store.outbox()).filter(
        (row) => row.email === email && row.kind === "alert_mail" && row.attempts > 0,
      ),
    ).toHaveLength(1);
    await smtp.start();
    clock += 5_000;
    const mails = await deliver(made, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain(formatPrice(17000));
    clock += 60 * 60_000;
    expect(await deliver(made, email)).toEqual([]);
  });

  it("mails back in stock once when an offer's stock comes back", async () => {
    const email = "stoc@exemplu.ro";
    clock += 2 * DAY;
    writePrices([rochie(20000), geaca(false)]);
    const made = await app();
    await smtp.start();
    await subscribe(made, email, "geaca-3", "back-in-stock");
    clock += 60_000;
    writePrices([rochie(20000), geaca(false)]);
    await made.alerts.refresh();
    expect(await deliver(made, email)).toEqual([]);
    clock += 60_000;
    writePrices([rochie(20000), geaca(true)]);
    await made.alerts.refresh();
    const mails = await deliver(made, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain("Geacă de iarnă");
    expect(mails[0]?.raw).toContain("Magazin Beta");
    expect(mails[0]?.raw).toContain("https://vitrina.test/detalii-produs/geaca-de-iarna/");
  });

  it("lists an address's alerts on its page, removes one, then all; the mail's stop link ends one", async () => {
    const email = "lista@exemplu.ro";
    clock += 2 * DAY;
    writePrices([rochie(20000), geaca(false)]);
    const made = await app();
    await smtp.start();
    await subscribe(made, email);
    await made.inject(json("/api/alerts", { productId: "geaca-3", kind: "back-in-stock", email, consent: true }));
    const token = encodeURIComponent(addressToken(await made.forms.store.secret(), email));
    const page = await made.inject({ method: "GET", url: `/api/alerts/manage?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Rochie neagră");
    expect(page.body).toContain("Geacă de iarnă");
    const [first] = await made.alerts.store.list(email);
    // The mail's link opens a page that asks; only its button removes.
    const asked = await made.inject({ method: "GET", url: `/api/alerts/remove?token=${token}&alert=${first?.id}` });
    expect(asked.statusCode).toBe(200);
    expect(await made.alerts.store.list(email)).toHaveLength(2);
    const removed = await made.inject({ method: "POST", url: `/api/alerts/remove?token=${token}&alert=${first?.id}` });
    expect(removed.body).toContain(ALERTS_TEXT.page.removed);
    expect(await made.alerts.store.list(email)).toHaveLength(1);
    // One click of the mail client (RFC 8058) stops all.
    const all = await made.inject({
      method: "POST",
      url: `/api/alerts/remove?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(all.statusCode).toBe(200);
    expect(await made.alerts.store.list(email)).toEqual([]);
    expect((await made.inject({ method: "GET", url: `/api/alerts/manage?token=${token}` })).body).toContain(
      ALERTS_TEXT.page.none,
    );
  });

  it("holds an address to its limit of alerts, and deletes what is not confirmed in time", async () => {
    const email = "limita@exemplu.ro";
    clock += 2 * DAY;
    writePrices([rochie(20000), geaca(false), { ...geaca(true), id: "camasa-2", title: "Cămașă" }]);
    const made = await app({ ALERTS_MAX_PER_ADDRESS: "2", ALERTS_PENDING_DAYS: "7" });
    const ask = (productId: string) =>
      made.inject(json("/api/alerts", { productId, kind: "price-drop", email, consent: true }));
    expect((await ask("rochie-1")).statusCode).toBe(201);
    expect((await ask("geaca-3")).statusCode).toBe(201);
    const over = await ask("camasa-2");
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(ALERTS_TEXT.errors.limit);
    // Asking again for one it has is no new alert, and no second confirmation mail the same day.
    expect((await ask("rochie-1")).statusCode).toBe(201);
    expect((await made.forms.store.outbox()).filter((row) => row.email === email)).toHaveLength(1);
    clock += 6 * DAY;
    await made.alerts.hourly();
    expect(await made.alerts.store.list(email)).toHaveLength(2);
    clock += 2 * DAY;
    await made.alerts.hourly();
    expect(await made.alerts.store.list(email)).toEqual([]);
  });

  it("counts its posts in the forms' one budget per client: over it, a 429 with Retry-After", async () => {
    writePrices([rochie(20000)]);
    const made = await app({ FORM_RATE_LIMIT_MAX: "2" });
    const ask = () =>
      made.inject(
        json("/api/alerts", { productId: "rochie-1", kind: "price-drop", email: "rata@exemplu.ro", consent: true }),
      );
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("shows the owner counts on /admin, never an address", async () => {
    const made = await app();
    const login = await made.inject({
      method: "POST",
      url: "/admin/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${fx.settings.ADMIN_TOKEN}`,
    });
    const cookie = String(login.headers["set-cookie"]).split(";", 1)[0] ?? "";
    const page = await made.inject({ method: "GET", url: "/admin", headers: { cookie } });
    expect(page.body).toContain("Alerte confirmate");
    expect(page.body).not.toContain("@exemplu.ro");
  });
});
