/**
 * Spec §2, "Mobile side menu: … contact details": on a phone the top bar shows only the language picker, so the
 * phone number and the e-mail of the settings are in the side menu, as links that dial and write. The shared
 * build (OUT_DIR) has no contact settings, so this file builds the sample with SITE_PHONE and SITE_EMAIL into a
 * folder of its own and serves it as the CDN would.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { formatFinding, validatePages } from "../../scripts/lib/html-validity.ts";
import { expectNoViolations } from "../support/axe.ts";
import { openPage, type OpenedPage, type ViewportName } from "../support/browser.ts";
import { serveBuild, type ServedBuild } from "../support/served-build.ts";

const BUILD_TIMEOUT = 300_000;
/** Spaces and a hyphen: what html-validate's tel-non-breaking rule is about. */
const PHONE = "+40 (722) 000-111";
const EMAIL = "contact@vitrina.example";

let site: ServedBuild;

beforeAll(async () => {
  site = await serveBuild("vitrina-contact-", { SITE_PHONE: PHONE, SITE_EMAIL: EMAIL });
}, BUILD_TIMEOUT);

afterAll(async () => {
  await site?.close();
});

async function withPage(path: string, viewport: ViewportName, check: (opened: OpenedPage) => Promise<void>) {
  const opened = await openPage(site.browser, path, { viewport, baseUrl: site.server.url });
  try {
    expect(opened.response?.status()).toBe(200);
    await check(opened);
    expect(opened.errors, "script errors and failed loads").toEqual([]);
  } finally {
    await opened.close();
  }
}

describe("the contact details on a phone", () => {
  test("every page that shows them is valid HTML (the shared build has none to check)", async () => {
    const findings = await validatePages(site.dirs.out, ["index.html", "contact/index.html", "colectii/index.html"]);
    expect(findings.map(formatFinding)).toEqual([]);
  });

  test("the top bar has no room for them: they are hidden there", async () => {
    await withPage("/", "mobile", async ({ page }) => {
      expect(await page.locator('.top-bar a[href^="tel:"]').isVisible()).toBe(false);
      expect(await page.locator('.top-bar a[href^="mailto:"]').isVisible()).toBe(false);
    });
  });

  test("the mobile menu shows the phone and the e-mail as links that dial and write", async () => {
    await withPage("/colectii/", "mobile", async ({ page }) => {
      const dialog = page.locator("dialog#meniu-mobil");
      expect(await dialog.isVisible(), "closed at first").toBe(false);
      await page.getByRole("button", { name: "Meniu", exact: true }).click();
      expect(await dialog.isVisible()).toBe(true);

      const list = dialog.getByRole("list", { name: "Date de contact" });
      const phone = list.locator('a[href^="tel:"]');
      const email = list.locator('a[href^="mailto:"]');
      await phone.scrollIntoViewIfNeeded();
      expect(await phone.isVisible(), "the phone, without opening any section").toBe(true);
      expect(await phone.getAttribute("href")).toBe("tel:+40722000111");
      const shown = await phone.innerText();
      expect(shown, "no space a narrow screen could break the number at").not.toContain(" ");
      expect(shown.replace(/\u00a0/g, " ").replace(/\u2011/g, "-"), "the number as the settings write it").toBe(PHONE);
      expect((await phone.boundingBox())?.height ?? 0, "a target a finger can hit (44 px)").toBeGreaterThanOrEqual(44);
      expect((await list.innerText()).replace(/\s+/g, " ")).toContain("Telefon:");
      await email.scrollIntoViewIfNeeded();
      expect(await email.isVisible()).toBe(true);
      expect(await email.getAttribute("href")).toBe(`mailto:${EMAIL}`);
      expect(await email.innerText()).toBe(EMAIL);
      await expectNoViolations(page, "mobile menu with the contact details");
    });
  });
});
