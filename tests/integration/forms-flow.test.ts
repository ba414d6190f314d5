/**
 * The forms of issue 13 end to end, in Chromium, on the real service
 * serving a real build (as `npm start` runs them), with a real SMTP server
 * started here: the contact form and the footer's newsletter, each with
 * JavaScript (errors in Romanian next to each field, the outcome for 2
 * seconds, the form emptied) and without it (a context with JavaScript off:
 * the service's page with the errors and what was typed, then the 303 back
 * to the page, where `:target` shows the outcome); the confirmation link
 * from the mail confirms; the errors and the outcome pass axe.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser } from "../../scripts/lib/chromium.ts";
import { expectNoViolations } from "../support/axe.ts";
import { freePort, SHOPPER_UA, startSiteAndService, type RunningService } from "../support/running-service.ts";

let running: RunningService;
let smtp: SMTPServer;
const mails: { to: string[]; raw: string }[] = [];
let browser: Browser;
let withJs: BrowserContext;
let withoutJs: BrowserContext;
let origin = "";

/** The mail's body with quoted-printable undone (headers are not encoded so: a header's "=4F" is text). */
const unfolded = (raw: string) => {
  const end = raw.indexOf("\r\n\r\n");
  const body = raw
    .slice(end)
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return raw.slice(0, end) + Buffer.from(body, "latin1").toString("utf8");
};

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: unfolded(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  running = await startSiteAndService("forms", {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "vitrina@exemplu.ro",
    CONTACT_TO: "owner@exemplu.ro",
    FORM_MIN_FILL_SECONDS: "1",
    FORM_RATE_LIMIT_MAX: "100",
    OUTBOX_INTERVAL_MS: "100",
  });
  origin = running.origin;
  browser = await launchBrowser();
  const options = { userAgent: SHOPPER_UA, locale: "ro-RO", viewport: { width: 1280, height: 900 } };
  withJs = await browser.newContext(options);
  withoutJs = await browser.newContext({ ...options, javaScriptEnabled: false });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const mailTo = (address: string, containing = "") =>
  mails.filter((mail) => mail.to.includes(address) && mail.raw.includes(containing));

const errorOf = (page: Page, id: string) => page.locator(`#${id}-eroare`);

describe("contact form with JavaScript", () => {
  test("each error next to its field in Romanian, then the message sent, shown 2 seconds, the form emptied", async () => {
    const page = await withJs.newPage();
    await page.goto(`${origin}/contact/`);
    const form = page.locator("form[data-api-form=contact]");
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect.poll(() => errorOf(page, "contact-nume").textContent()).toBe("Completează câmpul „Nume și prenume”.");
    expect(await errorOf(page, "contact-email").textContent()).toBe("Completează câmpul „Email”.");
    expect(await errorOf(page, "contact-mesaj").textContent()).toBe("Completează câmpul „Mesajul tău”.");
    expect(await page.locator("#contact-nume").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#contact-nume").getAttribute("aria-describedby")).toBe("contact-nume-eroare");
    await expectNoViolations(page, "contact form with its errors");

    await page.locator("#contact-nume").fill("Ana Popescu");
    await page.locator("#contact-email").fill("ana@exemplu");
    await page.locator("#contact-mesaj").fill("Aveți rochia neagră în mărimea M?");
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect
      .poll(() => errorOf(page, "contact-email").textContent())
      .toBe("Scrie o adresă de e-mail validă, de forma nume@exemplu.ro.");
    expect(await errorOf(page, "contact-nume").isHidden()).toBe(true);
    expect(await page.locator("#contact-mesaj").inputValue()).toBe("Aveți rochia neagră în mărimea M?");

    await page.locator("#contact-email").fill("ana.js@exemplu.ro");
    await page.waitForTimeout(1200);
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    const status = page.locator("[data-contact-status]");
    await expect.poll(() => status.textContent()).toContain("Mulțumim! Mesajul tău a fost trimis");
    const shownAt = Date.now();
    expect(await status.getAttribute("data-outcome")).toBe("success");
    expect(await page.locator("#contact-nume").inputValue()).toBe("");
    expect(await page.locator("#contact-mesaj").inputValue()).toBe("");
    await expectNoViolations(page, "contact form with its success message");
    await expect.poll(() => status.textContent(), { timeout: 4000, interval: 100 }).toBe("");
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1000);
    expect(shownFor).toBeLessThan(3500);
    await expect.poll(() => mailTo("owner@exemplu.ro", "Aveți rochia neagră").length, { timeout: 5000 }).toBe(1);
    expect(mailTo("owner@exemplu.ro", "Aveți rochia neagră")[0]?.raw).toContain("ana.js@exemplu.ro");
    await page.close();
  });
});

describe("contact form without JavaScript", () => {
  test("a mistake comes back with its error and what was typed; sent again, the page shows it was sent", async () => {
    const page = await withoutJs.newPage();
    await page.goto(`${origin}/contact/`);
    expect(await page.locator("#contact-trimis").isVisible()).toBe(false);
    await page.locator("#contact-nume").fill("Ion <b>Pop</b>");
    // The browser's own check lets this through; the shared schema does not (no dot in the domain).
    await page.locator("#contact-email").fill("ion@exemplu");
    await page.locator("#contact-mesaj").fill("Mesaj fără JavaScript.");
    await page.getByRole("button", { name: "Trimite mesajul" }).click();
    await page.waitForLoadState();
    expect(page.url()).toBe(`${origin}/api/contact`);
    expect(await page.locator("#f-email-eroare").textContent()).toBe(
      "Scrie o adresă de e-mail validă, de forma nume@exemplu.ro.",
    );
    expect(await page.locator("#f-email").getAttribute("aria-describedby")).toBe("f-email-eroare");
    expect(await page.locator("#f-name").inputValue()).toBe("Ion <b>Pop</b>");
    expect(await page.locator("#f-message").inputValue()).toBe("Mesaj fără JavaScript.");

    await page.locator("#f-email").fill("ion.nojs@exemplu.ro");
    await page.waitForTimeout(1200);
    await page.getByRole("button", { name: "Trimite mesajul" }).click();
    await page.waitForURL(`${origin}/contact/#contact-trimis`);
    expect(await page.locator("#contact-trimis").isVisible()).toBe(true);
    expect(await page.locator("#contact-trimis").textContent()).toContain("Mulțumim!");
    await expect.poll(() => mailTo("owner@exemplu.ro", "Mesaj fără JavaScript").length, { timeout: 5000 }).toBe(1);
    await page.close();
  });

  test("a form straight from the static page (no start time) is shown again to be sent", async () => {
    const page = await withoutJs.newPage();
    await page.goto(`${origin}/contact/`);
    await page.locator("#contact-nume").fill("Maria");
    await page.locator("#contact-email").fill("maria@exemplu.ro");
    await page.locator("#contact-mesaj").fill("Prima trimitere.");
    await page.getByRole("button", { name: "Trimite mesajul" }).click();
    await page.waitForLoadState();
    expect(await page.getByText("Verifică ce ai scris").isVisible()).toBe(true);
    expect(await page.locator("#f-message").inputValue()).toBe("Prima trimitere.");
    await page.waitForTimeout(1200);
    await page.getByRole("button", { name: "Trimite mesajul" }).click();
    await page.waitForURL(`${origin}/contact/#contact-trimis`);
    await page.close();
  });
});

describe("newsletter in the footer", () => {
  test("with JavaScript: consent required, then the confirmation mail, whose link confirms", async () => {
    const page = await withJs.newPage();
    await page.goto(`${origin}/`);
    const form = page.locator("form[data-api-form=newsletter]");
    await form.scrollIntoViewIfNeeded();
    await page.locator("#abonare-email").fill("abonat.js@exemplu.ro");
    // The form's script comes when the form is first focused (service-frame.ts); under load it can come after a
    // quick click, which the browser's own validation then answers. Wait for it, as its `novalidate` shows.
    await page.locator("form[data-api-form=newsletter][novalidate]").waitFor({ state: "attached" });
    await form.getByRole("button", { name: "Abonează-mă" }).click();
    await expect.poll(() => errorOf(page, "abonare-acord").textContent()).toBe("Bifează acordul ca să te putem abona.");
    expect(await errorOf(page, "abonare-email").isHidden()).toBe(true);
    await page.locator("#abonare-acord").check();
    await page.waitForTimeout(1200);
    await form.getByRole("button", { name: "Abonează-mă" }).click();
    const status = form.locator("[data-form-status]");
    await expect.poll(() => status.textContent()).toContain("Ți-am trimis un e-mail");
    expect(await page.locator("#abonare-email").inputValue()).toBe("");
    expect(await page.locator("#abonare-acord").isChecked()).toBe(false);
    await expect.poll(() => status.textContent(), { timeout: 4000 }).toBe("");

    await expect.poll(() => mailTo("abonat.js@exemplu.ro").length, { timeout: 5000 }).toBe(1);
    const link = /(http:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(
      mailTo("abonat.js@exemplu.ro")[0]?.raw ?? "",
    )?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? "");
    expect(await page.locator("h1").textContent()).toBe("Newsletter");
    expect(await page.getByText("Abonarea ta este confirmată").isVisible()).toBe(true);
    await page.goto(link ?? "");
    expect(await page.getByText("Linkul de confirmare nu mai este valabil").isVisible()).toBe(true);
    await page.close();
  });

  test("without JavaScript: sent again from the service's page, then the home page shows what to do next", async () => {
    const page = await withoutJs.newPage();
    await page.goto(`${origin}/contact/`);
    await page.locator("#abonare-email").fill("abonat.nojs@exemplu.ro");
    await page.locator("#abonare-acord").check();
    await page.getByRole("button", { name: "Abonează-mă" }).click();
    await page.waitForLoadState();
    expect(await page.locator("#f-email").inputValue()).toBe("abonat.nojs@exemplu.ro");
    expect(await page.locator("#f-consent").isChecked()).toBe(true);
    await page.waitForTimeout(1200);
    await page.getByRole("button", { name: "Abonează-mă" }).click();
    await page.waitForURL(`${origin}/#abonare-trimisa`);
    expect(await page.locator("#abonare-trimisa").isVisible()).toBe(true);
    await expect.poll(() => mailTo("abonat.nojs@exemplu.ro").length, { timeout: 5000 }).toBe(1);
    await page.close();
  });
});

// axe runs scripts in the page: the pages a visitor without JavaScript sees are checked in a context with it.
test("the service's form page and the outcomes shown by :target pass axe", async () => {
  const page = await withJs.newPage();
  const answer = await fetch(`${origin}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": SHOPPER_UA },
    body: new URLSearchParams({ name: "", email: "x@y", message: "Text" }).toString(),
  });
  expect(answer.status).toBe(422);
  await page.goto(`${origin}/`);
  await page.setContent(await answer.text());
  expect(await page.locator("#f-name-eroare").textContent()).toBe("Completează câmpul „Nume și prenume”.");
  await expectNoViolations(page, "the service's form page with errors");
  await page.goto(`${origin}/contact/#contact-trimis`);
  expect(await page.locator("#contact-trimis").isVisible()).toBe(true);
  await expectNoViolations(page, "the contact page with its outcome");
  await page.goto(`${origin}/#abonare-trimisa`);
  expect(await page.locator("#abonare-trimisa").isVisible()).toBe(true);
  await expectNoViolations(page, "the home page with the newsletter's outcome");
  await page.close();
});
