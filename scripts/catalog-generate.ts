/**
 * Writes a generated catalogue (Umbraco Delivery API v2 shapes, CMS.md) and
 * the sample's pictures.
 *
 *   node scripts/catalog-generate.ts --products 20000 --out .bench/catalog-20000.json [--seed 1]
 *   node scripts/catalog-generate.ts --images [--media-dir public/media/sample]
 *   node scripts/catalog-generate.ts --sample      # the shipped sample: 240 products and their pictures
 *
 * Bad arguments exit with code 2; a failed write with code 1.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_SEED, generateCatalog, SAMPLE_PRODUCTS, serializeCatalog } from "./catalog/generate.ts";
import { writeSampleImages } from "./catalog/images.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const SAMPLE_OUT = "src/data/sample-catalog.json";
const MEDIA_DIR = "public/media/sample";
const MAX_PRODUCTS = 1_000_000;

const USAGE = `Usage:
  node scripts/catalog-generate.ts --products N --out FILE [--seed S]
  node scripts/catalog-generate.ts --images [--media-dir DIR]
  node scripts/catalog-generate.ts --sample

  --products N     how many products (1 to ${MAX_PRODUCTS.toLocaleString("en")})
  --out FILE       where to write the JSON (folders are created)
  --seed S         whole number, default ${DEFAULT_SEED}; the same seed gives the same file
  --images         write the sample's SVG pictures (default folder ${MEDIA_DIR})
  --sample         same as --products ${SAMPLE_PRODUCTS} --out ${SAMPLE_OUT} --images`;

class UsageError extends Error {
  override readonly name = "UsageError";
}

interface Job {
  readonly products: number | null;
  readonly out: string | null;
  readonly seed: number;
  readonly mediaDir: string | null;
}

function readJob(argv: readonly string[]): Job | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        products: { type: "string" },
        out: { type: "string" },
        seed: { type: "string" },
        images: { type: "boolean", default: false },
        "media-dir": { type: "string" },
        sample: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const { values } = parsed;
  if (values.help) return "help";
  const sample = values.sample;
  const products = values.products !== undefined ? wholeNumber("--products", values.products, 1, MAX_PRODUCTS) : null;
  const seed = values.seed !== undefined ? wholeNumber("--seed", values.seed, 0, 2 ** 32 - 1) : DEFAULT_SEED;
  const out = values.out ?? null;
  if (sample && (products !== null || out !== null)) throw new UsageError("--sample sets --products and --out itself");
  if ((products === null) !== (out === null) && !sample) throw new UsageError("--products and --out go together");
  if (values["media-dir"] !== undefined && !values.images && !sample)
    throw new UsageError("--media-dir needs --images");
  const writesImages = values.images || sample;
  if (!sample && products === null && !writesImages)
    throw new UsageError("say what to write: --products N --out FILE, --images, or --sample");
  return {
    products: sample ? SAMPLE_PRODUCTS : products,
    // Our own defaults live in the repo; paths given on the command line are relative to where it runs.
    out: sample ? path.join(ROOT, SAMPLE_OUT) : out && path.resolve(out),
    seed,
    mediaDir: writesImages ? path.resolve(values["media-dir"] ?? path.join(ROOT, MEDIA_DIR)) : null,
  };
}

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const size = (bytes: number) => (bytes < 1024 * 1024 ? kilobytes(bytes) : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function run(job: Job): Promise<void> {
  if (job.mediaDir !== null) {
    const dir = job.mediaDir;
    const written = await writeSampleImages(dir);
    console.log(
      `Wrote ${written.files} images (${size(written.bytes)}) to ${path.relative(process.cwd(), dir) || "."}` +
        (written.removed ? `, removed ${written.removed} stale` : ""),
    );
  }
  if (job.products !== null && job.out !== null) {
    const started = performance.now();
    const content = generateCatalog({ products: job.products, seed: job.seed });
    const json = serializeCatalog(content);
    const generatedMs = performance.now() - started;
    const file = job.out;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, json);
    const collections = new Set(content.collections.map((item) => item.name.toLocaleLowerCase("ro"))).size;
    console.log(
      `Wrote ${content.products.length} products, ${content.categories.length} categories, ${collections} collections, ` +
        `${content.brands.group1.length + content.brands.group2.length} brands (seed ${job.seed}) to ` +
        `${path.relative(process.cwd(), file)}: ${size(Buffer.byteLength(json))}, generated in ${Math.round(generatedMs)} ms`,
    );
  }
}

try {
  const job = readJob(process.argv.slice(2));
  if (job === "help") {
    console.log(USAGE);
  } else {
    await run(job);
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`catalog-generate: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(`catalog-generate: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
