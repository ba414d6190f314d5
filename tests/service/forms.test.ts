/**
 * The forms of issue 13 on both stores, against a real SMTP server started
 * here (smtp-server) and a webhook served here: nothing accepted is lost, a
 * message posted while SMTP is down goes out exactly once when it is back,
 * double opt-in with tokens that cannot be forged or reused, one-click
 * unsubscribe, and what each bad input gets.
 */
import { createHmac } from "node:crypto";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FORMS_TEXT } from "../../src/lib/messages-forms.ts";
import type { FastifyInstance } from "fastify";
import { fillToken } from "../../src/service/forms/fill-time.ts";
import { redisLimits } from "../../src/service/limits/redis.ts";
import { serviceSettings } from "../../src/service/settings.ts";
import type { ClickStore } from "../../src/store/types.ts";
import {
  BROWSER_UA,
  clearRedis,
  dropSchema,
  fixture,
  makeApp,
  openTestStore,
  REDIS_URL,
  removeDir,
  STORE_KINDS,
  testPrefix,
  testSchema,
  type Fixture,
} from "./support.ts";
import { freePort, Smtp } from "../support/smtp.ts";

const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  url,
  headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER_UA, ...headers },
  payload: new URLSearchParams(fields).toString(),
});

const json = (url: string, body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  url,
  headers: { "content-type": "application/json", "user-agent": BROWSER_UA, ...headers },
  payload: typeof body === "string" ? body : JSON.stringify(body),
});

const GOOD = { name: "Ana Popescu", email: "ana@exemplu.ro", message: "Bună! Aveți rochia în mărimea M?" };

describe.each(STORE_KINDS)("forms on %s", (kind) => {
  let fx: Fixture;
  let schema: string;
  let store: ClickStore;
  let smtp: Smtp;
  let webhook: Server;
  let webhookCalls: unknown[];
  /** Each webhook call's raw body and its X-Vitrina-Signature header. */
  const webhookSigned: { body: string; signature: string | undefined }[] = [];
  let webhookStatus = 201;
  let clock = Date.UTC(2026, 10, 24, 10);
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    schema = testSchema();
    fx = fixture(`forms-${kind}`);
    store = await openTestStore(kind, { dir: fx.dir, schema });
    smtp = new Smtp(await freePort());
    webhookCalls = [];
    webhook = createHttpServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        webhookCalls.push(JSON.parse(body));
        const signature = request.headers["x-vitrina-signature"];
        webhookSigned.push({ body, signature: typeof signature === "string" ? signature : undefined });
        response.writeHead(webhookStatus).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp.stop();
    smtp.mails.length = 0;
  });

  afterAll(async () => {
    await store?.close();
    await new Promise((resolve) => webhook?.close(resolve));
    if (kind === "postgres") await dropSchema(schema);
    removeDir(fx.dir);
  });

  const app = async (more: Record<string, string> = {}, deps: Parameters<typeof makeApp>[2] = {}) => {
    const settings = fx.settingsWith({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Vitrina <vitrina@exemplu.ro>",
      CONTACT_TO: "owner@exemplu.ro",
      SERVICE_URL: "https://api.vitrina.test",
      NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/api/contacts`,
      OUTBOX_INTERVAL_MS: "3600000",
      OUTBOX_RETRY_BASE_MS: "1000",
      FORM_RATE_LIMIT_MAX: "1000",
      ...more,
    });
    const made = await makeApp(settings, store, { now: () => clock, ...deps });
    apps.push(made);
    return made;
  };

  /** A start time signed by the app's key, `ago` ms before now. */
  const tokenFor = async (made: FastifyInstance, ago = 10_000) =>
    fillToken(await made.forms.store.secret(), clock - ago);

  it("stores a message posted while SMTP is down and delivers it exactly once when SMTP is back", async () => {
    const made = await app();
    const response = await made.inject(json("/api/contact", { ...GOOD, formToken: await tokenFor(made) }));
    expect(response.statusCode).toBe(201);
    await made.forms.outbox.run();
    let [row] = (await made.forms.store.outbox()).filter((entry) => entry.kind === "contact");
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    const health = (await made.inject("/api/health")).json<{ outbox: { pending: number } }>();
    expect(health.outbox.pending).toBeGreaterThanOrEqual(1);

    await smtp.start();
    // Not yet due: the backoff holds it.
    expect(await made.forms.outbox.run()).toBe(0);
    clock += 1000;
    expect(await made.forms.outbox.run()).toBe(1);
    clock += 60_000;
    expect(await made.forms.outbox.run()).toBe(0);
    const mails = smtp.mails.filter((mail) => mail.raw.includes(GOOD.message));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["owner@exemplu.ro"]);
    expect(mails[0]?.raw).toMatch(/^Reply-To: .*ana@exemplu\.ro/m);
    [row] = (await made.forms.store.outbox(true)).filter((entry) => entry.id === row?.id);
    expect(row?.sentAt).toBe(clock - 60_000);
  });

  it("two instances sharing the store never send one message twice", async () => {
    await smtp.start();
    const [one, two] = [await app(), await app()];
    const token = await tokenFor(one);
    for (let i = 0; i < 12; i++) {
      await one.inject(json("/api/contact", { ...GOOD, message: `mesaj ${i} unic`, formToken: token }));
    }
    await Promise.all([one.forms.outbox.run(), two.forms.outbox.run(), one.forms.outbox.run()]);
    await Promise.all([one.forms.outbox.run(), two.forms.outbox.run()]);
    for (let i = 0; i < 12; i++) {
      expect(smtp.mails.filter((mail) => mail.raw.includes(`mesaj ${i} unic`))).toHaveLength(1);
    }
  });

  it("double opt-in: a confirmation link confirms once; a forged or reused one does not; unsubscribe works", async () => {
    await smtp.start();
    const made = await app();
    webhookCalls.length = 0;
    const email = `abonat-${kind}@exemplu.ro`;
    const subscribed = await made.inject(
      json("/api/newsletter", { email, consent: true, formToken: await tokenFor(made) }),
    );
    expect(subscribed.statusCode).toBe(201);
    expect(await made.forms.store.subscriptionStatus(email)).toBe("pending");
    await made.forms.outbox.run();
    const mail = smtp.mails.find((entry) => entry.to.includes(email));
    expect(mail).toBeDefined();
    const raw = mail?.raw ?? "";
    // Header lines are folded where the mail library likes: compared without their white space.
    expect(raw.replace(/\s+/g, "")).toContain(
      "List-Unsubscribe:<https://api.vitrina.test/api/newsletter/unsubscribe?token=",
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const confirm = /\/api\/newsletter\/confirm\?token=([\w-]+)/.exec(raw)?.[1] ?? "";
    const unsubscribe = /Dezabonare cu un clic: \S+\?token=([\w-]+)/.exec(raw)?.[1] ?? "";
    expect(unsubscribe).toHaveLength(43);
    expect(confirm).toHaveLength(43);
    // The tokens in clear are gone from the outbox once the mail went out.
    expect((await made.forms.store.outbox(true)).every((row) => !row.payload.confirm)).toBe(true);

    const forged = await made.inject(`/api/newsletter/confirm?token=${"A".repeat(43)}`);
    expect(forged.statusCode).toBe(400);
    expect(await made.forms.store.subscriptionStatus(email)).toBe("pending");

    const confirmed = await made.inject(`/api/newsletter/confirm?token=${confirm}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("Abonarea ta este confirmată");
    expect(await made.forms.store.subscriptionStatus(email)).toBe("confirmed");
    const reused = await made.inject(`/api/newsletter/confirm?token=${confirm}`);
    expect(reused.statusCode).toBe(400);

    await made.forms.outbox.run();
    expect(webhookCalls).toEqual([{ email }]);
    expect((await made.forms.store.confirmed()).map((row) => row.email)).toContain(email);

    // The mail client's one click (RFC 8058), then the link again.
    const oneClick = await made.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${unsubscribe}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await made.forms.store.subscriptionStatus(email)).toBe("unsubscribed");
    expect((await made.inject(`/api/newsletter/unsubscribe?token=${unsubscribe}`)).statusCode).toBe(200);
    const multipart = await made.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${unsubscribe}`,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect((await made.inject(`/api/newsletter/unsubscribe?token=${"B".repeat(43)}`)).statusCode).toBe(400);
  });

  it("tells the newsletter webhook of an unsubscribe too, each call signed with its secret", async () => {
    await smtp.start();
    const secret = "newsletter-webhook-secret-0123456789";
    const made = await app({ NEWSLETTER_WEBHOOK_SECRET: secret });
    webhookCalls.length = 0;
    webhookSigned.length = 0;
    const email = `semnat-${kind}@exemplu.ro`;
    await made.inject(json("/api/newsletter", { email, consent: true, formToken: await tokenFor(made) }));
    await made.forms.outbox.run();
    const raw = smtp.mails.find((entry) => entry.to.includes(email))?.raw ?? "";
    const confirm = /\/api\/newsletter\/confirm\?token=([\w-]+)/.exec(raw)?.[1] ?? "";
    const unsubscribe = /Dezabonare cu un clic: \S+\?token=([\w-]+)/.exec(raw)?.[1] ?? "";
    expect((await made.inject(`/api/newsletter/confirm?token=${confirm}`)).statusCode).toBe(200);
    await made.forms.outbox.run();
    await made.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${unsubscribe}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    await made.forms.outbox.run();
    expect(webhookCalls).toEqual([{ email }, { email, unsubscribed: true }]);
    for (const { body, signature } of webhookSigned) {
      expect(signature).toBe(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
    }
  });

  it("the unsubscribe link opens a page with a button; only its POST unsubscribes (a mail scanner's GET does not)", async () => {
    await smtp.start();
    const made = await app();
    const email = `scanat-${kind}@exemplu.ro`;
    await made.inject(json("/api/newsletter", { email, consent: true, formToken: await tokenFor(made) }));
    await made.forms.outbox.run();
    const raw = smtp.mails.find((entry) => entry.to.includes(email))?.raw ?? "";
    const token = /Dezabonare cu un clic: \S+\?token=([\w-]+)/.exec(raw)?.[1] ?? "";
    const opened = await made.inject(`/api/newsletter/unsubscribe?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(await made.forms.store.subscriptionStatus(email)).toBe("pending");
    expect(opened.body).toContain(`<form method="post" action="/api/newsletter/unsubscribe?token=${token}">`);
    expect(opened.body).toContain(FORMS_TEXT.newsletter.unsubscribeButton);
    const pressed = await made.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "dezabonare=1",
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(FORMS_TEXT.newsletter.unsubscribed);
    expect(await made.forms.store.subscriptionStatus(email)).toBe("unsubscribed");
  });

  it("12 sign-ups of one address, each with another User-Agent, send one mail, whose link still confirms", async () => {
    await smtp.start();
    const made = await app();
    const email = `victima-${kind}@exemplu.ro`;
    for (let at = 0; at < 12; at++) {
      const answer = await made.inject({
        ...json("/api/newsletter", { email, consent: true, formToken: await tokenFor(made) }),
        remoteAddress: "198.51.100.77",
        headers: { "content-type": "application/json", "user-agent": `Mozilla/5.0 Build/${at}` },
      });
      expect(answer.statusCode).toBe(201);
    }
    await made.forms.outbox.run();
    const mails = smtp.mails.filter((entry) => entry.to.includes(email));
    expect(mails).toHaveLength(1);
    const confirm = /\/api\/newsletter\/confirm\?token=([\w-]+)/.exec(mails[0]?.raw ?? "")?.[1] ?? "";
    // The one mail's link, sent before the other eleven sign-ups, still confirms.
    expect((await made.inject(`/api/newsletter/confirm?token=${confirm}`)).statusCode).toBe(200);
    expect(await made.forms.store.subscriptionStatus(email)).toBe("confirmed");
  });

  it("an expired confirmation link does not confirm", async () => {
    await smtp.start();
    const made = await app();
    const email = `tarziu-${kind}@exemplu.ro`;
    await made.inject(json("/api/newsletter", { email, consent: "on", formToken: await tokenFor(made) }));
    await made.forms.outbox.run();
    const raw = smtp.mails.find((entry) => entry.to.includes(email))?.raw ?? "";
    const confirm = /confirm\?token=([\w-]+)/.exec(raw)?.[1] ?? "";
    clock += 8 * 24 * 60 * 60 * 1000;
    expect((await made.inject(`/api/newsletter/confirm?token=${confirm}`)).statusCode).toBe(400);
  });

  it("a webhook that keeps failing stays in the outbox and is reported, never dropped", async () => {
    await smtp.start();
    const made = await app({ OUTBOX_RETRY_BASE_MS: "10", OUTBOX_RETRY_MAX_MS: "40" });
    webhookStatus = 500;
    try {
      const email = `webhook-${kind}@exemplu.ro`;
      await made.inject(json("/api/newsletter", { email, consent: true, formToken: await tokenFor(made) }));
      await made.forms.outbox.run();
      const raw = smtp.mails.find((entry) => entry.to.includes(email))?.raw ?? "";
      const confirm = /confirm\?token=([\w-]+)/.exec(raw)?.[1] ?? "";
      await made.inject(`/api/newsletter/confirm?token=${confirm}`);
      const webhookRow = async () =>
        (await made.forms.store.outbox()).find((entry) => entry.kind === "webhook" && entry.email === email);
      for (let i = 0; i < 20 && ((await webhookRow())?.attempts ?? 0) < 6; i++) {
        await made.forms.outbox.run();
        clock += 50;
      }
      const row = await webhookRow();
      expect(row?.attempts).toBeGreaterThanOrEqual(6);
      expect(row?.lastError).toBe("webhook answered 500");
      const health = (await made.inject("/api/health")).json<{ outbox: { failing: number } }>();
      expect(health.outbox.failing).toBeGreaterThanOrEqual(1);
      webhookStatus = 200;
      clock += 50;
      await made.forms.outbox.run();
      await made.forms.outbox.run();
      expect((await made.forms.store.outbox()).filter((entry) => entry.email === email)).toEqual([]);
    } finally {
      webhookStatus = 201;
    }
  });

  it("without SMTP the messages stay stored and nothing is claimed", async () => {
    const made = await app({ SMTP_URL: "", NEWSLETTER_WEBHOOK_URL: "" });
    await made.inject(json("/api/contact", { ...GOOD, message: "fără SMTP", formToken: await tokenFor(made) }));
    expect(await made.forms.outbox.run()).toBe(0);
    const rows = await made.forms.store.outbox();
    const row = rows.find((entry) => entry.kind === "contact" && entry.attempts === 0);
    expect(row).toBeDefined();
    expect((await made.forms.store.contactMessage(row?.ref ?? ""))?.message).toBe("fără SMTP");
  });

  it("deletes contact messages after the retention and erases everything of one address", async () => {
    const made = await app({ SMTP_URL: "" });
    const email = `sterge-${kind}@exemplu.ro`;
    await made.inject(json("/api/contact", { ...GOOD, email, formToken: await tokenFor(made) }));
    await made.inject(json("/api/newsletter", { email, consent: true, formToken: await tokenFor(made) }));
    expect(await made.forms.store.subscriptionStatus(email)).toBe("pending");
    const erased = await made.forms.store.erase(email.toUpperCase());
    expect(erased).toEqual({ messages: 1, subscriptions: 1, alerts: 0, deliveries: 2 });
    expect((await made.forms.store.outbox(true)).filter((row) => row.email === email)).toEqual([]);

    await made.inject(json("/api/contact", { ...GOOD, message: "vechi", formToken: await tokenFor(made) }));
    const deleted = await made.forms.store.deleteContactsBefore(clock + 1);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await made.forms.store.outbox(true)).filter((row) => row.kind === "contact")).toEqual([]);
  });

  describe("bad inputs", () => {
    it.each([
      ["missing fields", {}, ["name", "email", "message"]],
      ["a bad e-mail", { ...GOOD, email: "ana@exemplu" }, ["email"]],
      ["a name of 101 characters", { ...GOOD, name: "a".repeat(101) }, ["name"]],
      ["blank fields", { name: "  ", email: " ", message: "\n" }, ["name", "email", "message"]],
    ])("contact with %s: 422 naming each field in Romanian", async (_what, body, fields) => {
      const made = await app();
      const response = await made.inject(json("/api/contact", { ...body, formToken: await tokenFor(made) }));
      expect(response.statusCode).toBe(422);
      const answer = response.json<{ fields: Record<string, string> }>();
      expect(Object.keys(answer.fields).sort()).toEqual([...fields].sort());
      for (const message of Object.values(answer.fields)) expect(message).toMatch(/[ăâîșțȘȚ„]|Scrie/);
    });

    it("newsletter without consent: 422 on consent; nothing stored", async () => {
      const made = await app();
      const email = `fara-acord-${kind}@exemplu.ro`;
      const response = await made.inject(json("/api/newsletter", { email, formToken: await tokenFor(made) }));
      expect(response.statusCode).toBe(422);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
        consent: "Bifează acordul ca să te putem abona.",
      });
      expect(await made.forms.store.subscriptionStatus(email)).toBeUndefined();
    });

    it("a 1 MB message: 413", async () => {
      const made = await app();
      const response = await made.inject(json("/api/contact", { ...GOOD, message: "x".repeat(1024 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: "body over 64 KB" });
    });

    it("a message of 5,001 characters: 422 on message", async () => {
      const made = await app();
      const response = await made.inject(
        json("/api/contact", { ...GOOD, message: "ă".repeat(5001), formToken: await tokenFor(made) }),
      );
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(["message"]);
    });

    it("the honeypot filled: answered as a success, nothing stored", async () => {
      const made = await app({ SMTP_URL: "" });
      const before = (await made.forms.store.outbox(true)).length;
      const response = await made.inject(
        json("/api/contact", { ...GOOD, website: "http://spam.example", formToken: await tokenFor(made) }),
      );
      expect(response.statusCode).toBe(201);
      expect((await made.forms.store.outbox(true)).length).toBe(before);
      const posted = await made.inject(
        form("/api/contact", { ...GOOD, website: "x", formToken: await tokenFor(made) }),
      );
      expect(posted.statusCode).toBe(303);
      expect((await made.forms.store.outbox(true)).length).toBe(before);
    });

    it("sent too fast, without a start time or with a forged one: 422 and a fresh token", async () => {
      const made = await app({ SMTP_URL: "" });
      const fast = await made.inject(json("/api/contact", { ...GOOD, formToken: await tokenFor(made, 1000) }));
      expect(fast.statusCode).toBe(422);
      expect(fast.json()).toMatchObject({ reason: "too-fast", message: expect.stringContaining("prea repede") });
      const missing = await made.inject(json("/api/contact", GOOD));
      expect(missing.json()).toMatchObject({ reason: "missing" });
      const forged = await made.inject(json("/api/contact", { ...GOOD, formToken: `${clock - 60_000}.abc` }));
      expect(forged.json()).toMatchObject({ reason: "invalid" });
      const { formToken } = forged.json<{ formToken: string }>();
      clock += 5000;
      expect((await made.inject(json("/api/contact", { ...GOOD, formToken }))).statusCode).toBe(201);
    });

    it("over the rate limit: 429 with Retry-After, as JSON and as a page", async () => {
      const made = await app({ FORM_RATE_LIMIT_MAX: "2" });
      const token = await tokenFor(made);
      const ua = { "user-agent": `${BROWSER_UA} limit-${kind}` };
      expect((await made.inject(json("/api/contact", { ...GOOD, formToken: token }, ua))).statusCode).toBe(201);
      expect(
        (await made.inject(json("/api/newsletter", { email: "x@exemplu.ro", consent: true, formToken: token }, ua)))
          .statusCode,
      ).toBe(201);
      const over = await made.inject(json("/api/contact", { ...GOOD, formToken: token }, ua));
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      const page = await made.inject(form("/api/contact", { ...GOOD, formToken: token }, ua));
      expect(page.statusCode).toBe(429);
      expect(page.body).toContain("prea multe formulare");
    });

    it("over the rate limit shared through Redis: two instances count one client together", async () => {
      const prefix = testPrefix();
      const limits = await redisLimits(REDIS_URL, { prefix });
      try {
        const [one, two] = [
          await app({ FORM_RATE_LIMIT_MAX: "2" }, { limits }),
          await app({ FORM_RATE_LIMIT_MAX: "2" }, { limits }),
        ];
        const token = await tokenFor(one);
        const ua = { "user-agent": `${BROWSER_UA} redis-${kind}` };
        expect((await one.inject(json("/api/contact", { ...GOOD, formToken: token }, ua))).statusCode).toBe(201);
        expect((await two.inject(json("/api/contact", { ...GOOD, formToken: token }, ua))).statusCode).toBe(201);
        expect((await one.inject(json("/api/contact", { ...GOOD, formToken: token }, ua))).statusCode).toBe(429);
        expect((await two.inject(json("/api/contact", { ...GOOD, formToken: token }, ua))).statusCode).toBe(429);
      } finally {
        for (const made of apps.splice(0)) await made.close();
        await limits.close();
        await clearRedis(prefix);
      }
    });

    it.each([
      ["text/plain", "name=Ana"],
      ["multipart/form-data; boundary=x", "--x--"],
      ["application/xml", "<a/>"],
    ])("content type %s: 415", async (type, payload) => {
      const made = await app();
      const response = await made.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": type },
        payload,
      });
      expect(response.statusCode).toBe(415);
    });

    it("malformed JSON: 400", async () => {
      const made = await app();
      expect((await made.inject(json("/api/contact", "{name:"))).statusCode).toBe(400);
    });
  });

  describe("without JavaScript (a form post)", () => {
    it("success: 303 back to the page, where the outcome shows", async () => {
      const made = await app({ SMTP_URL: "", SITE_URL: "https://vitrina.test" });
      const contact = await made.inject(form("/api/contact", { ...GOOD, formToken: await tokenFor(made) }));
      expect(contact.statusCode).toBe(303);
      expect(contact.headers.location).toBe("https://vitrina.test/contact/#contact-trimis");
      const newsletter = await made.inject(
        form("/api/newsletter", { email: `form-${kind}@exemplu.ro`, consent: "on", formToken: await tokenFor(made) }),
      );
      expect(newsletter.statusCode).toBe(303);
      expect(newsletter.headers.location).toBe("https://vitrina.test/#abonare-trimisa");
    });

    it("mistakes: the form again with each error next to its field and what was typed, escaped", async () => {
      const made = await app({ SMTP_URL: "" });
      const response = await made.inject(
        form("/api/contact", {
          name: "<b>Ana</b>",
          email: "nu-e-adresa",
          message: "",
          formToken: await tokenFor(made),
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain('value="&lt;b&gt;Ana&lt;/b&gt;"');
      expect(response.body).toContain('aria-describedby="f-email-eroare"');
      expect(response.body).toContain("Scrie o adresă de e-mail validă");
      expect(response.body).toContain("Completează câmpul „Mesajul tău”.");
      expect(response.body).not.toContain("<b>Ana</b>");
    });

    it("no start time (the static page has none): the form again with one, to send again", async () => {
      const made = await app({ SMTP_URL: "" });
      const first = await made.inject(form("/api/contact", GOOD));
      expect(first.statusCode).toBe(422);
      expect(first.body).toContain("Verifică ce ai scris");
      const token = /name="formToken" value="([^"]+)"/.exec(first.body)?.[1] ?? "";
      clock += 4000;
      const again = await made.inject(form("/api/contact", { ...GOOD, formToken: token }));
      expect(again.statusCode).toBe(303);
    });
  });
});

it("a wrong SMTP_URL or webhook stops start-up by name, never repeating the value (it may hold a password)", () => {
  expect(() => serviceSettings({ SMTP_URL: "http://user:s3cret@mail.example" })).toThrow(/SMTP_URL: must be a smtp/);
  const message = (() => {
    try {
      serviceSettings({ SMTP_URL: "http://user:s3cret@mail.example", NEWSLETTER_WEBHOOK_URL: "ftp://k:s3cret@x" });
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  })();
  expect(message).toMatch(/NEWSLETTER_WEBHOOK_URL/);
  expect(message).not.toContain("s3cret");
  expect(serviceSettings({ SMTP_URL: "smtps://user:pass@mail.example:465" }).SMTP_URL).toBe(
    "smtps://user:pass@mail.example:465",
  );
});
