/**
 * The sample catalogue's pictures: flat SVG drawings of each garment shape in
 * each colour it is sold in (front, back and a close-up), plus one picture per
 * category page, per collection and per About slide. Pure: `sampleImages()`
 * returns file names and contents; `writeSampleImages()` puts them on disk.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { toSlug } from "../../src/lib/paths.ts";
import { CATEGORIES, COLLECTIONS, colour, garmentPairs, type ColourKey, type Shape } from "./vocabulary.ts";

/** Where the files live under public/, and the URL prefix that serves them. */
export const MEDIA_URL = "/media/sample";
export const WIDTH = 600;
export const HEIGHT = 800;

/** Front, back (another background tint, so a card's hover image differs) and a close-up. */
export type View = "fata" | "spate" | "detaliu";
export const VIEWS: readonly View[] = ["fata", "spate", "detaliu"];

interface Drawing {
  /** The garment's outline, filled with its colour. */
  readonly body: string;
  /** Parts drawn in a darker shade: collars, soles, waistbands. */
  readonly accent?: string;
  /** Seams, pockets and folds, stroked only, on the front. */
  readonly front: string;
  /** What the back shows instead. */
  readonly back: string;
  /** Buttons and studs: [x, y, r]. */
  readonly dots?: readonly (readonly [number, number, number])[];
  /** Tops and dresses hang on a hanger. */
  readonly hanger?: boolean;
  /** Point the close-up zooms on. */
  readonly focus: readonly [number, number];
  /** Shoes come in pairs, and are drawn larger: they are short. */
  readonly pair?: boolean;
  /** How far the close-up zooms in; 2.2 unless set. */
  readonly zoom?: number;
}

const LONG_SLEEVES =
  "M255 160Q300 200 345 160L410 185Q440 198 450 240L492 500L447 513L405 300L408 612Q300 628 192 612L195 300L153 513L108 500L150 240Q160 198 190 185Z";
const SHORT_SLEEVES =
  "M255 160Q300 200 345 160L410 185Q450 200 478 282L425 306L405 272L408 612Q300 628 192 612L195 272L175 306L122 282Q150 200 190 185Z";
const YOKE = "M195 240Q300 258 405 240";

const DRAWINGS: Readonly<Record<Shape, Drawing>> = {
  rochie: {
    body: "M262 150Q300 185 338 150L372 160L392 252Q380 300 372 330L472 688Q300 724 128 688L228 330Q220 300 208 252L228 160Z",
    front: "M228 332Q300 348 372 332M272 400L248 694M328 400L352 694M300 405V708",
    back: "M300 160V330M228 332Q300 348 372 332",
    hanger: true,
    focus: [300, 300],
  },
  bluza: {
    body: LONG_SLEEVES,
    front: "M262 168Q300 206 338 168M300 190V240M113 485L155 474M487 485L445 474",
    back: `${YOKE}M113 485L155 474M487 485L445 474`,
    dots: [[300, 248, 6]],
    hanger: true,
    focus: [300, 240],
  },
  fusta: {
    body: "M215 250H385L472 640Q300 676 128 640Z",
    accent: "M212 208H388V252H212Z",
    front: "M255 252L212 652M300 252V664M345 252L388 652",
    back: "M300 208V330M255 252L212 652M345 252L388 652",
    dots: [[300, 230, 7]],
    focus: [300, 300],
  },
  pantaloni: {
    body: "M205 150H395L427 690H320L300 320L280 690H173Z",
    front: "M205 192H395M300 192V300M215 192Q252 200 258 248M385 192Q348 200 342 248M246 320L228 680M354 320L372 680",
    back: "M205 192H395M224 222H279V266H224ZM321 222H376V266H321ZM246 320L228 680M354 320L372 680",
    dots: [[300, 172, 7]],
    focus: [300, 250],
  },
  geaca: {
    body: "M250 160Q300 190 350 160L412 182Q444 196 452 240L496 520L449 533L406 300L410 600Q300 616 190 600L194 300L151 533L104 520L148 240Q156 196 188 182Z",
    accent: "M250 160L246 132Q300 116 354 132L350 160Q300 190 250 160Z",
    front: "M300 176V606M196 270H404M194 350H406M192 430H408M191 510H409M128 380L168 374M472 380L432 374",
    back: "M196 270H404M194 350H406M192 430H408M191 510H409",
    focus: [300, 250],
  },
  palton: {
    body: "M252 160Q300 190 348 160L414 184Q444 198 452 240L492 540L446 552L404 302L420 712Q300 730 180 712L196 302L154 552L108 540L148 240Q156 198 186 184Z",
    front:
      "M252 160L236 250L270 268L300 420M348 160L364 250L330 268L300 420M300 420V716M198 420Q300 438 402 420M212 520H262M338 520H388",
    back: "M300 480V716M198 420Q300 438 402 420",
    dots: [
      [270, 470, 7],
      [330, 470, 7],
      [270, 560, 7],
      [330, 560, 7],
    ],
    hanger: true,
    focus: [300, 270],
  },
  geanta: {
    body: "M160 360H440L462 640Q464 662 440 662H160Q136 662 138 640Z",
    accent: "M160 360H440V452Q300 504 160 452Z",
    front: "M225 360Q225 222 300 222Q375 222 375 360M176 600H424",
    back: "M225 360Q225 222 300 222Q375 222 375 360M200 520H400",
    dots: [[300, 478, 12]],
    focus: [300, 430],
  },
  camasa: {
    body: LONG_SLEEVES,
    accent: "M255 160L300 218L280 146ZM345 160L300 218L320 146Z",
    front: "M300 218V612M218 262H266V310H218ZM110 478L154 468M490 478L446 468",
    back: `${YOKE}M300 258V300M110 478L154 468M490 478L446 468`,
    dots: [
      [300, 270, 5],
      [300, 340, 5],
      [300, 410, 5],
      [300, 480, 5],
      [300, 550, 5],
    ],
    hanger: true,
    focus: [300, 230],
  },
  tricou: {
    body: SHORT_SLEEVES,
    front: "M262 168Q300 206 338 168M130 262L178 282M470 262L422 282",
    back: "M262 166Q300 180 338 166M130 262L178 282M470 262L422 282",
    hanger: true,
    focus: [300, 240],
  },
  sacou: {
    body: LONG_SLEEVES,
    accent: "M262 165L300 390L338 165Q300 190 262 165Z",
    front:
      "M255 160L236 252L266 270L300 400M345 160L364 252L334 270L300 400M300 400V612M212 500H262M338 500H388M360 300H390",
    back: "M300 420V612M113 485L155 474M487 485L445 474",
    dots: [
      [300, 440, 7],
      [300, 510, 7],
    ],
    hanger: true,
    focus: [300, 270],
  },
  pulover: {
    body: LONG_SLEEVES,
    front:
      "M262 168Q300 206 338 168M196 580Q300 596 404 580M112 486L156 474M488 486L444 474M270 300Q282 330 270 360Q258 390 270 420M330 300Q342 330 330 360Q318 390 330 420",
    back: "M262 166Q300 182 338 166M196 580Q300 596 404 580M112 486L156 474M488 486L444 474",
    hanger: true,
    focus: [300, 280],
  },
  hanorac: {
    body: "M240 168Q226 88 300 86Q374 88 360 168L410 185Q440 198 450 240L492 500L447 513L405 300L408 612Q300 628 192 612L195 300L153 513L108 500L150 240Q160 198 190 185Z",
    accent: "M262 170Q300 214 338 170Q332 118 300 116Q268 118 262 170Z",
    front: "M285 200L281 272M315 200L319 272M232 470H368L386 560H214ZM196 584Q300 600 404 584",
    back: "M240 168Q300 200 360 168M196 584Q300 600 404 584",
    focus: [300, 230],
  },
  incaltaminte: {
    body: "M130 560L135 470Q140 440 176 440L245 445Q276 472 320 472L362 452Q470 470 496 530L500 560Z",
    accent: "M118 560H506Q514 562 510 578Q504 600 480 600H136Q118 600 118 580Z",
    front: "M255 455L296 500M276 450L317 495M297 448L337 490M135 472Q152 500 152 560M430 482Q450 520 450 560",
    back: "M135 472Q152 500 152 560M180 520H470",
    focus: [320, 480],
    pair: true,
    zoom: 1.5,
  },
};

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** `amount` of `b` over `a`. */
function mix(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const part = (x: number, y: number) => Math.round(x + (y - x) * amount);
  return hex([part(ar, br), part(ag, bg), part(ab, bb)]);
}

function luminance(colourHex: string): number {
  const [r, g, b] = rgb(colourHex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A soft background in the garment's colour; pale garments get a deeper tint so they stay visible. */
function background(garment: string, view: View): string {
  // White, cream, silver: a white-ish background would swallow them. Bright colours (yellow) keep a light one.
  const [r, g, b] = rgb(garment);
  const pale = luminance(garment) > 0.72 && Math.max(r, g, b) - Math.min(r, g, b) < 60;
  const amount = { fata: 0.8, spate: 0.62, detaliu: 0.9 }[view];
  const towards = view === "spate" ? "#efe8dc" : "#ffffff";
  return pale
    ? mix(garment, "#7a7068", { fata: 0.22, spate: 0.32, detaliu: 0.14 }[view])
    : mix(garment, towards, amount);
}

function outline(garment: string): string {
  return luminance(garment) < 0.18 ? mix(garment, "#ffffff", 0.3) : mix(garment, "#000000", 0.35);
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

/** One garment, drawn in `fill`, without background. */
function garment(shape: Shape, fill: string, view: View | "plain"): string {
  const drawing = DRAWINGS[shape];
  const line = outline(fill);
  const shade = mix(fill, line, 0.45);
  const details = view === "spate" ? drawing.back : view === "plain" ? "" : drawing.front;
  const hanger =
    drawing.hanger && view === "fata"
      ? `<path fill="none" stroke="#8a8079" stroke-width="5" d="M222 158L300 112L378 158M300 112V96A14 14 0 1 1 314 82"/>`
      : "";
  const dots =
    view === "fata" || view === "detaliu"
      ? (drawing.dots ?? []).map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${shade}"/>`).join("")
      : "";
  const accent = drawing.accent ? `<path fill="${shade}" d="${drawing.accent}"/>` : "";
  const other = drawing.pair
    ? `<g transform="translate(-40 -56)"><path fill="${shade}" d="${drawing.body}"/>${accent}</g>`
    : "";
  const drawn =
    hanger +
    `<g stroke="${line}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${other}` +
    `<path fill="${fill}" d="${drawing.body}"/>${accent}` +
    (details ? `<path fill="none" stroke-opacity=".7" d="${details}"/>` : "") +
    `</g>${dots}`;
  return drawing.pair ? `<g transform="translate(300 500) scale(1.25) translate(-300 -500)">${drawn}</g>` : drawn;
}

const SHADOW = `<ellipse cx="300" cy="735" rx="200" ry="18" fill="#000" opacity=".07"/>`;

/** A product picture: one garment in one colour, seen from the front, the back or close up. */
export function renderGarment(shape: Shape, colourKey: ColourKey, view: View): string {
  const fill = colour(colourKey).hex;
  const bg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background(fill, view)}"/>`;
  if (view === "detaliu") {
    const { focus, zoom = 2.2 } = DRAWINGS[shape];
    const [x, y] = focus;
    return svg(
      WIDTH,
      HEIGHT,
      `${bg}<g transform="translate(300 400) scale(${zoom}) translate(${-x} ${-y})">${garment(shape, fill, view)}</g>`,
    );
  }
  const flip = view === "spate" ? `<g transform="matrix(-1 0 0 1 600 0)">` : "<g>";
  return svg(WIDTH, HEIGHT, `${bg}${SHADOW}${flip}${garment(shape, fill, view)}</g>`);
}

const SECTION_TINT: Readonly<Record<string, string>> = {
  femei: "#f1ddd6",
  barbati: "#d6dee8",
  fetite: "#f8dde7",
  baieti: "#d7e9f3",
};

/** A category page's picture: its garment on the section's tint, inside a light circle. */
export function renderCategory(shape: Shape, colourKey: ColourKey, section: string): string {
  const tint = SECTION_TINT[section] ?? "#e8e4de";
  return svg(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tint}"/><circle cx="300" cy="400" r="250" fill="#fff" opacity=".55"/>` +
      `<g transform="translate(60 70) scale(.8)">${garment(shape, colour(colourKey).hex, "plain")}</g>`,
  );
}

/** A collection's picture: three of its garments side by side on its colour. */
export function renderCollection(shapes: readonly Shape[], colourKey: ColourKey): string {
  const base = colour(colourKey).hex;
  const tones = [base, mix(base, "#ffffff", 0.45), mix(base, "#000000", 0.25)];
  const placed = shapes
    .map((shape, index) => {
      const x = [25, 275, 150][index] ?? 0;
      const y = [40, 40, 360][index] ?? 0;
      return `<g transform="translate(${x} ${y}) scale(.5)">${garment(shape, tones[index] ?? base, "plain")}</g>`;
    })
    .join("");
  return svg(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${mix(base, "#ffffff", 0.82)}"/>` +
      `<path d="M0 640Q300 560 600 640V800H0Z" fill="${mix(base, "#ffffff", 0.6)}"/>${placed}`,
  );
}

/** An About slide: wide, with a row of garments under an arch. */
export function renderSlide(shapes: readonly Shape[], colours: readonly ColourKey[], tint: string): string {
  const width = 1200;
  const placed = shapes
    .map((shape, index) => {
      const key = colours[index % colours.length] ?? "bej";
      return `<g transform="translate(${15 + index * 240} 170) scale(.75)">${garment(shape, colour(key).hex, "plain")}</g>`;
    })
    .join("");
  return svg(
    width,
    HEIGHT,
    `<rect width="${width}" height="${HEIGHT}" fill="${tint}"/>` +
      `<path d="M160 800V360Q160 90 600 90Q1040 90 1040 360V800Z" fill="#fff" opacity=".5"/>${placed}`,
  );
}

export const garmentFile = (shape: Shape, colourKey: ColourKey, view: View) => `${shape}-${colourKey}-${view}.svg`;
export const categoryFile = (name: string) => `categorie-${toSlug(name)}.svg`;
export const collectionFile = (name: string) => `colectie-${toSlug(name)}.svg`;
export const SLIDE_FILES = ["about-1.svg", "about-2.svg"] as const;

let cache: ReadonlyMap<string, string> | undefined;

/** Every picture of the sample, by file name. Computed once. */
export function sampleImages(): ReadonlyMap<string, string> {
  if (cache) return cache;
  const files = new Map<string, string>();
  for (const { shape, colour: key } of garmentPairs()) {
    for (const view of VIEWS) files.set(garmentFile(shape, key, view), renderGarment(shape, key, view));
  }
  for (const category of CATEGORIES) {
    const shape = category.garments[0]?.shape ?? "tricou";
    const key = category.colours[0] ?? "bej";
    files.set(categoryFile(category.name), renderCategory(shape, key, category.gender));
  }
  for (const collection of COLLECTIONS) {
    files.set(collectionFile(collection.name), renderCollection(collection.shapes, collection.colour));
  }
  const [first, second] = SLIDE_FILES;
  files.set(
    first,
    renderSlide(["rochie", "camasa", "geanta", "fusta"], ["verde-salvie", "crem", "camel", "roz-pudrat"], "#e9efe3"),
  );
  files.set(
    second,
    renderSlide(["hanorac", "tricou", "geaca", "pantaloni"], ["galben", "turcoaz", "roz", "bleumarin"], "#e2eef5"),
  );
  cache = files;
  return files;
}

/** A picture's size in bytes, as a media picker reports it. */
export function imageBytes(file: string): number {
  const content = sampleImages().get(file);
  if (content === undefined) throw new Error(`no sample image named ${file}`);
  return Buffer.byteLength(content);
}

/** Writes every picture into `dir` and removes SVGs there that the sample no longer uses. */
export async function writeSampleImages(dir: string): Promise<{ files: number; bytes: number; removed: number }> {
  const images = sampleImages();
  await mkdir(dir, { recursive: true });
  let removed = 0;
  for (const entry of await readdir(dir)) {
    if (entry.endsWith(".svg") && !images.has(entry)) {
      await rm(path.join(dir, entry));
      removed += 1;
    }
  }
  let bytes = 0;
  for (const [file, content] of images) {
    await writeFile(path.join(dir, file), content);
    bytes += Buffer.byteLength(content);
  }
  return { files: images.size, bytes, removed };
}
