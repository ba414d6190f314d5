// @vitest-environment happy-dom
/**
 * The mobile menu's Produse and Colecții sections, drawn from the desktop mega menus (mobile-menu.ts): the same
 * links as the mega menus, in the shape the menu always had (a <details> a gender, "Toate (N)" first), and the
 * popular columns left out. The menu in a browser is tests/e2e/menus.test.ts.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fillMobileMenu } from "../../../src/components/layout/mobile-menu.ts";

/** The mega menus as Header.astro writes them (a popular column included), and the menu as MobileMenu.astro does. */
function page(): HTMLElement {
  document.body.innerHTML = `
    <div class="mega" id="mega-produse"><div class="container mega__grid">
      <div class="mega__column"><a class="mega__heading" href="/femei/">Femei <span class="mega__count">(83)</span></a>
        <ul><li><a href="/femei/bluze/">Bluze <span class="mega__count">(20)</span></a></li>
        <li><a href="/femei/rochii/">Rochii <span class="mega__count">(24)</span></a></li></ul></div>
      <div class="mega__column"><a class="mega__heading" href="/baieti/">Băieți <span class="mega__count">(52)</span></a>
        <ul><li><a href="/baieti/geci/">Geci <span class="mega__count">(9)</span></a></li></ul></div>
      <div class="mega__column mega__column--top"><p class="mega__heading">Alegerile de top de astăzi</p>
        <ul><li><a href="/detalii-produs/rochie/">Rochie</a></li></ul></div>
    </div></div>
    <div class="mega" id="mega-colectii"><div class="container mega__grid">
      <div class="mega__column"><a class="mega__heading" href="/colectii/vara/">Vara <span class="mega__count">(12)</span></a>
        <ul><li><a href="/colectii/vara/femei/">Femei <span class="mega__count">(8)</span></a></li></ul></div>
      <div class="mega__column"><a class="mega__heading" href="/toate-colectiile/">Vezi toate colecțiile</a></div>
    </div></div>
    <dialog id="meniu-mobil"><ul>
      <li><details data-menu-from="mega-produse" data-all="Toate"><summary>Produse</summary></details></li>
      <li><details data-menu-from="mega-colectii"><summary>Colecții</summary></details></li>
    </ul></dialog>`;
  return document.getElementById("meniu-mobil") as HTMLElement;
}

/** Each link of a list as "text -> href". */
const links = (scope: Element | undefined) =>
  [...(scope?.querySelectorAll("a") ?? [])].map((link) => `${link.textContent} -> ${link.getAttribute("href")}`);

let menu: HTMLElement;
/** The menu's top-level sections: Produse, Colecții. */
const sections = () => [...menu.querySelectorAll(":scope > ul > li > details")];
beforeEach(() => {
  menu = page();
  fillMobileMenu(menu);
});

describe("the mobile menu drawn from the mega menus", () => {
  it("gives Produse a section a gender: its name, then Toate with its count and its categories", () => {
    const produse = sections()[0];
    const genders = [...(produse?.querySelectorAll(":scope > details.side-menu__nested") ?? [])];
    expect(genders.map((gender) => gender.querySelector("summary")?.textContent)).toEqual(["Femei", "Băieți"]);
    expect(links(genders[0])).toEqual([
      "Toate (83) -> /femei/",
      "Bluze (20) -> /femei/bluze/",
      "Rochii (24) -> /femei/rochii/",
    ]);
    expect(links(genders[1])).toEqual(["Toate (52) -> /baieti/", "Geci (9) -> /baieti/geci/"]);
    expect(links(produse), "no popular product").not.toContain("Rochie -> /detalii-produs/rochie/");
  });

  it("gives Colecții the collections and the page of all of them, without their gender links", () => {
    const colectii = sections()[1];
    expect(links(colectii)).toEqual(["Vara (12) -> /colectii/vara/", "Vezi toate colecțiile -> /toate-colectiile/"]);
  });

  it("draws the sections once, however often the menu opens", () => {
    const before = menu.innerHTML;
    fillMobileMenu(menu);
    expect(menu.innerHTML).toBe(before);
  });
});
