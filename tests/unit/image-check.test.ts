import { describe, expect, it } from "vitest";
import { cardImages, isValidImageSize, loadedImageState, shownImages } from "../../src/lib/image-check.ts";

describe("isValidImageSize (spec §5: larger than 1x1 and at least 50x50)", () => {
  it.each([
    [600, 800, true],
    [50, 50, true],
    [49, 800, false],
    [800, 49, false],
    [1, 1, false],
    [0, 0, false],
  ])("%i x %i → %s", (width, height, valid) => {
    expect(isValidImageSize(width, height)).toBe(valid);
  });

  it("tells a tiny image from one that loaded as nothing", () => {
    expect(loadedImageState(1, 1)).toBe("small");
    expect(loadedImageState(0, 0)).toBe("broken");
    expect(loadedImageState(600, 800)).toBe("valid");
  });
});

describe("shownImages and cardImages (spec §2: the first two valid images are main and hover)", () => {
  const urls = ["/a.jpg", "/b.jpg", "/c.jpg"];

  it("shows every image while nothing is known, so that nothing waits", () => {
    expect(shownImages(urls, {})).toEqual(urls);
    expect(cardImages(urls, {})).toEqual({ main: "/a.jpg", hover: "/b.jpg" });
  });

  it("lets the next image take the place of one that failed or is too small", () => {
    expect(cardImages(urls, { "/a.jpg": "broken" })).toEqual({ main: "/b.jpg", hover: "/c.jpg" });
    expect(cardImages(urls, { "/b.jpg": "small" })).toEqual({ main: "/a.jpg", hover: "/c.jpg" });
    expect(cardImages(urls, { "/a.jpg": "broken", "/b.jpg": "small" })).toEqual({ main: "/c.jpg", hover: null });
  });

  it("falls back to the first image that loaded when none is big enough", () => {
    expect(shownImages(urls, { "/a.jpg": "broken", "/b.jpg": "small", "/c.jpg": "small" })).toEqual(["/b.jpg"]);
  });

  it("shows nothing (the placeholder) when every image failed, or there is none", () => {
    expect(cardImages(urls, { "/a.jpg": "broken", "/b.jpg": "broken", "/c.jpg": "broken" })).toEqual({
      main: null,
      hover: null,
    });
    expect(shownImages([], {})).toEqual([]);
  });

  it("counts an image listed twice once", () => {
    expect(cardImages(["/a.jpg", "/a.jpg", "/b.jpg"], {})).toEqual({ main: "/a.jpg", hover: "/b.jpg" });
  });
});
