import { beforeEach, describe, expect, it } from "vitest";
import { $openPanel, closePanel, openPanel, returnFocus } from "../../../src/stores/panels.ts";

beforeEach(() => closePanel());

describe("$openPanel: one panel at a time", () => {
  it("opening a panel closes the one that was open", () => {
    openPanel("quickview");
    openPanel("sizeguide");
    expect($openPanel.get()).toBe("sizeguide");
  });

  it("closes a panel only by its own name, or any with none", () => {
    openPanel("wishlist");
    closePanel("quickview");
    expect($openPanel.get()).toBe("wishlist");
    closePanel("wishlist");
    expect($openPanel.get()).toBeNull();
    openPanel("search");
    closePanel();
    expect($openPanel.get()).toBeNull();
  });

  it("does not move focus while another panel is open", () => {
    openPanel("wishlist");
    expect(returnFocus()).toBe(false);
  });
});
