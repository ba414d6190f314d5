// @vitest-environment happy-dom
/**
 * The one dialog mechanism (src/components/ui/dialog.ts) in a DOM without a
 * browser: one open at a time through $openPanel, every way of closing, and
 * focus back to the opener. What only a browser does (the modal's focus trap,
 * the backdrop, the scroll lock) is tests/e2e/dialogs.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followPanel, syncDialog, wireDialog } from "../../../src/components/ui/dialog.ts";
import { $openPanel, closePanel, openPanel } from "../../../src/stores/panels.ts";

let stops: (() => void)[] = [];

function page(): { opener: HTMLButtonElement; search: HTMLDialogElement; filters: HTMLDialogElement } {
  document.body.innerHTML = `
    <button id="opener">Caută</button>
    <dialog id="search"><div class="box"><button data-dialog-close>Închide</button><input type="search"></div></dialog>
    <dialog id="filters"><div class="box"><button id="show" data-dialog-close>Arată</button><button id="other">Altul</button></div></dialog>`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { opener: get("opener"), search: get("search"), filters: get("filters") };
}

/** A dialog driven like a React island drives it: wired, then shown and hidden with the store. */
function likeReact(dialog: HTMLDialogElement, name: "filters"): void {
  stops.push(
    wireDialog(dialog, name),
    $openPanel.subscribe((current) => syncDialog(dialog, current === name)),
  );
}

const press = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));
const pointer = (target: Element, type: "pointerdown" | "click") =>
  target.dispatchEvent(
    type === "click" ? new MouseEvent("click", { bubbles: true }) : new PointerEvent(type, { bubbles: true }),
  );

beforeEach(() => closePanel());
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  closePanel();
});

describe("dialogs follow $openPanel", () => {
  it("shows the dialog of the open panel, runs its onShow once per opening, and closes it when another opens", () => {
    const { search, filters } = page();
    const onShow = vi.fn();
    stops.push(followPanel(search, "search", onShow));
    likeReact(filters, "filters");
    expect(search.open).toBe(false);

    openPanel("search");
    openPanel("search");
    expect(search.open).toBe(true);
    expect(onShow).toHaveBeenCalledTimes(1);

    openPanel("filters");
    expect([search.open, filters.open]).toEqual([false, true]);
    expect($openPanel.get(), "the closing one does not clear the store").toBe("filters");
  });

  it("marks each dialog as a panel, so a control inside one does not become the opener", () => {
    const { opener, search, filters } = page();
    stops.push(followPanel(search, "search"));
    likeReact(filters, "filters");
    expect([search.dataset["panel"], filters.dataset["panel"]]).toEqual(["search", "filters"]);

    openPanel("filters", opener);
    openPanel("search", filters.querySelector("#other"));
    search.close();
    expect(document.activeElement, "focus goes back to what opened the first one").toBe(opener);
  });
});

describe("closing", () => {
  it("Escape closes, clears the store and gives focus back to the opener", () => {
    const { opener, search } = page();
    stops.push(followPanel(search, "search"));
    openPanel("search", opener);
    const box = search.querySelector("input")!;
    box.focus();

    expect(press(box, { key: "Escape" }), "the search box does not also clear itself").toBe(false);
    expect(search.open).toBe(false);
    expect($openPanel.get()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("Escape while composing text (an input method) is the input method's", () => {
    const { search } = page();
    stops.push(followPanel(search, "search"));
    openPanel("search");
    press(search.querySelector("input")!, { key: "Escape", isComposing: true });
    expect(search.open).toBe(true);
  });

  it("a [data-dialog-close] button closes its dialog", () => {
    const { opener, filters } = page();
    likeReact(filters, "filters");
    openPanel("filters", opener);
    pointer(filters.querySelector("#show")!, "click");
    expect(filters.open).toBe(false);
    expect($openPanel.get()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("a press on the backdrop closes; a click inside, or a drag from inside out to the backdrop, does not", () => {
    const { filters } = page();
    likeReact(filters, "filters");
    openPanel("filters");
    const inside = filters.querySelector("#other")!;

    pointer(inside, "pointerdown");
    pointer(inside, "click");
    expect(filters.open, "a click inside").toBe(true);
    pointer(inside, "pointerdown");
    pointer(filters, "click");
    expect(filters.open, "text selected by dragging out").toBe(true);

    pointer(filters, "pointerdown");
    pointer(filters, "click");
    expect(filters.open, "the backdrop").toBe(false);
    expect($openPanel.get()).toBeNull();
  });

  it("closing by the store (a route change) closes the dialog and gives focus back", () => {
    const { opener, search } = page();
    stops.push(followPanel(search, "search"));
    openPanel("search", opener);
    closePanel();
    expect(search.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("undone, the dialog no longer follows the store nor closes on Escape", () => {
    const { search } = page();
    followPanel(search, "search")();
    openPanel("search");
    expect(search.open).toBe(false);
    search.showModal();
    press(search, { key: "Escape" });
    expect(search.open).toBe(true);
  });
});

describe("syncDialog", () => {
  it("does not show a dialog that is not in the page", () => {
    const dialog = document.createElement("dialog");
    syncDialog(dialog, true);
    expect(dialog.open).toBe(false);
  });
});
