/**
 * How the build's processes and workers hand each other many values (the
 * catalogue's products, the search documents): one JSON value per line, in
 * the build's cache folder, written and read a thousand lines at a time so
 * that neither side holds the whole file as one string
 * (docs/decisions.md#the-builds-memory-and-time).
 */
import { closeSync, createReadStream, mkdirSync, openSync, renameSync, writeFileSync, writeSync } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";

export class HandoffError extends Error {
  override readonly name = "HandoffError";
}

/** Lines written to a handoff at once. */
const LINES_AT_ONCE = 1000;

/**
 * Writes `values` to `file`, one JSON value per line (the folder is made when
 * missing). The file appears whole or not at all. Written at once: Astro's
 * process, rendering, hears an awaited write late (docs/decisions.md#what-a-publish-costs).
 */
export function writeHandoff(file: string, values: Iterable<unknown>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const part = `${file}.part`;
  const fd = openSync(part, "w");
  try {
    let lines: string[] = [];
    for (const value of values) {
      lines.push(`${JSON.stringify(value)}\n`);
      if (lines.length === LINES_AT_ONCE) {
        writeAll(fd, lines.join(""));
        lines = [];
      }
    }
    writeAll(fd, lines.join(""));
  } finally {
    // On a failure, the lines written so far stay in the ".part" file, which nobody reads.
    closeSync(fd);
  }
  renameSync(part, file);
}

/** Writes all of `text` at the file's end, however many calls the system takes. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
}

/**
 * The values of `file`, line by line; throws naming the first line that `accept` refuses. With `live`, only the
 * lines starting at one of those bytes: a handoff that carries an earlier one's lines holds some nobody points at
 * any more (`openHandoff`).
 */
export async function* readHandoff<T>(
  file: string,
  accept: (value: unknown) => value is T,
  live?: ReadonlySet<number>,
): AsyncGenerator<T> {
  let line = 0;
  let offset = 0;
  for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    line += 1;
    const start = offset;
    // Every line of a handoff ends with "\n", never "\r\n".
    if (live) offset += Buffer.byteLength(text) + 1;
    if (!text.trim() || (live && !live.has(start))) continue;
    const value: unknown = JSON.parse(text);
    if (!accept(value)) throw new HandoffError(`${file}, line ${line}: not what the build hands over`);
    yield value;
  }
}

/** Where one line is in a handoff file: its first byte and its length in bytes. */
export type LineAt = readonly [start: number, bytes: number];

/**
 * A handoff written one value at a time, each `add` saying where its line
 * went: a reader can then take the lines in another order (`readHandoffAt`).
 * `add` waits while a full batch of lines is written, so that the writer
 * never runs ahead of the disk. The file appears whole on `close`.
 * With `carried`, the file begins as a copy of that earlier handoff, whose
 * lines keep their places, and the new lines go after them: a publish takes
 * most of its lines from the earlier build without reading or writing them
 * (./product-worker.ts).
 */
export async function openHandoff(
  file: string,
  carried?: string,
): Promise<{
  add(value: unknown): Promise<LineAt>;
  /** Adds a value already written as JSON (one line, without its line break). */
  addLine(json: string): Promise<LineAt>;
  close(): Promise<void>;
}> {
  await mkdir(path.dirname(file), { recursive: true });
  // copy_file_range: the kernel copies it, the bytes never pass through this process.
  if (carried) await copyFile(carried, `${file}.part`);
  const part = await open(`${file}.part`, carried ? "a" : "w");
  let lines: string[] = [];
  let offset = carried ? (await part.stat()).size : 0;
  const flush = async () => {
    const text = lines.join("");
    lines = [];
    await part.write(text);
  };
  const addLine = async (json: string) => {
    const line = `${json}\n`;
    const at: LineAt = [offset, Buffer.byteLength(line)];
    offset += at[1];
    lines.push(line);
    if (lines.length === LINES_AT_ONCE) await flush();
    return at;
  };
  return {
    add: (value) => addLine(JSON.stringify(value)),
    addLine,
    async close() {
      try {
        await flush();
      } finally {
        await part.close();
      }
      await rename(`${file}.part`, file);
    },
  };
}

/** The values on the lines `at` of `file`, in that order; throws naming the first that `accept` refuses. */
export async function* readHandoffAt<T>(
  file: string,
  at: Iterable<LineAt>,
  accept: (value: unknown) => value is T,
): AsyncGenerator<T> {
  const handle: FileHandle = await open(file);
  try {
    for (const [start, bytes] of at) {
      const buffer = Buffer.allocUnsafe(bytes);
      await handle.read(buffer, 0, bytes, start);
      const value: unknown = JSON.parse(buffer.toString("utf8"));
      if (!accept(value)) throw new HandoffError(`${file}, byte ${start}: not what the build hands over`);
      yield value;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Writes `value` to `file` as one JSON value, at once (whole or not at all): for a value too large for a message
 * between the build's processes, which names the file instead (docs/decisions.md#what-a-publish-costs).
 */
export function writeHandoffValue(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.part`, JSON.stringify(value));
  renameSync(`${file}.part`, file);
}

/** The value `writeHandoffValue` wrote to `file`. */
export async function readHandoffValue(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, "utf8")) as unknown;
}

/** Removes the build's handoff files, once every step that reads them is done. */
export async function removeHandoffs(...files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}
