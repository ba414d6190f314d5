/**
 * The size-guide modal in real Chromium (spec §2 "Size-guide modal", §9):
 * the calculator answers with a size and the BMI with its label, from the
 * keyboard; the table tab shows the corrected table in centimetres and
 * inches; the modal holds focus and gives it back.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { launchBrowser, openPage, type ViewportName } from "../support/browser.ts";
import { productSlugs } from "../support/products.ts";

let browser: Browser;
let path: string;
beforeAll(async () => {
  browser = await launchBrowser();
  path = `/detalii-produs/${(await productSlugs(inject("baseUrl")))[0] ?? ""}/`;
});
afterAll(async () => {
  await browser?.close();
});

const modal = (page: Page) => page.locator('dialog[data-panel="sizeguide"]');
const answer = async (page: Page) => ({
  size: await modal(page).locator("[data-size-result]").innerText(),
  bmi: await modal(page).locator("[data-bmi-result]").innerText(),
  label: await modal(page).locator("[data-bmi-label]").innerText(),
});

describe.each<ViewportName>(["desktop", "mobile"])("size guide (%s)", (viewport) => {
  test("the calculator answers, from the keyboard, and the table tab shows centimetres beside inches", async () => {
    const opened = await openPage(browser, path, { viewport });
    try {
      const { page } = opened;
      const link = page.locator(".product__size-guide [data-size-guide]");
      expect(await link.innerText()).toBe("Ghid de mărimi");
      await link.click();
      await expect.poll(() => modal(page).getAttribute("open"), { message: "the modal opens" }).toBe("");
      expect(await modal(page).getAttribute("aria-modal")).toBe("true");
      expect(await modal(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

      const tabs = modal(page).getByRole("tab");
      expect(await tabs.allInnerTexts()).toEqual(["Mărime", "Ghid de mărimi"]);
      expect(await tabs.first().getAttribute("aria-selected")).toBe("true");

      // 170 cm, 70 kg, normal (spec §9): L, BMI 24.2.
      expect(await answer(page)).toEqual({ size: "L", bmi: "24,2", label: "Normal" });
      const height = modal(page).getByLabel(/Înălțime/);
      const weight = modal(page).getByLabel(/Greutate/);
      expect([await height.inputValue(), await weight.inputValue()]).toEqual(["170", "70"]);

      await height.press("End");
      await weight.press("End");
      // 200 cm, 120 kg: XL from the height, up for a BMI of 30.
      await expect.poll(() => answer(page)).toEqual({ size: "XXL", bmi: "30,0", label: "Obez" });
      await weight.press("Home");
      // 200 cm, 40 kg: down for a BMI of 10.
      await expect.poll(() => answer(page)).toEqual({ size: "L", bmi: "10,0", label: "Subponderal" });
      await modal(page).getByLabel("Robust").check();
      await expect.poll(() => answer(page)).toEqual({ size: "XL", bmi: "10,0", label: "Subponderal" });
      await height.press("Home");
      // 140 cm, 40 kg, stocky: XS, BMI 20.4, up for stocky.
      await expect.poll(() => answer(page)).toEqual({ size: "S", bmi: "20,4", label: "Normal" });

      await tabs.first().focus();
      await page.keyboard.press("ArrowRight");
      expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
      const table = modal(page).getByRole("table");
      await expect.poll(() => table.isVisible()).toBe(true);
      const rows = await table.locator("tbody tr").allInnerTexts();
      expect(rows.map((row) => row.split(/\s+/)[0])).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
      // S: the spec's swapped columns put back (bust 34-35 in, waist 26-27 in), each in cm beside inches.
      const s = table.locator("tbody tr").nth(1).locator("td");
      expect((await s.nth(0).innerText()).replace(/\s+/g, " ")).toBe("86–89 cm 34–35 in");
      expect((await s.nth(1).innerText()).replace(/\s+/g, " ")).toBe("66–69 cm 26–27 in");
      const fits = await modal(page)
        .locator('[role="tabpanel"]:not([hidden])')
        .evaluate((panel) => panel.scrollWidth <= panel.clientWidth);
      expect(fits, "the table fits the modal without scrolling sideways").toBe(true);

      await page.keyboard.press("Escape");
      await expect.poll(() => modal(page).getAttribute("open"), { message: "Escape closes it" }).toBeNull();
      await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

test("without script the size guide link leads to the size table of the About page", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(new URL(path, inject("baseUrl")).href);
    const href = (await page.locator("[data-size-guide]").getAttribute("href")) ?? "";
    expect(href).toBe("/about-us/#ghid-marimi");
    await page.goto(new URL(href, page.url()).href);
    expect(await page.locator("#ghid-marimi table").count()).toBe(1);
  } finally {
    await context.close();
  }
});
