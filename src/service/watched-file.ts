/**
 * A file the service reads again when a new build replaces it, with no
 * restart: the live catalogue's ids, the site's `_headers` and
 * `_redirects`. It is polled (one `stat` a second) rather than watched:
 * `fs.watch` misses a file replaced by a rename on some file systems, and a
 * release switch replaces files by rename.
 */
import { readFile, stat } from "node:fs/promises";

export interface WatchedFileEvents {
  /** The file was read (again). */
  readonly onLoad?: (file: string) => void;
  /** The file could not be read or parsed; the last good value is kept. */
  readonly onError?: (file: string, error: unknown) => void;
}

export class WatchedFile<T> {
  readonly file: string;
  readonly #parse: (text: string) => T;
  readonly #events: WatchedFileEvents;
  #value: T | undefined;
  #version = "";
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<boolean> | undefined;

  constructor(file: string, parse: (text: string) => T, events: WatchedFileEvents = {}) {
    this.file = file;
    this.#parse = parse;
    this.#events = events;
  }

  /** The last good value; undefined until the file has been read once. */
  get value(): T | undefined {
    return this.#value;
  }

  /** Reads the file when it changed since the last read; resolves to true when it did. */
  refresh(): Promise<boolean> {
    this.#checking ??= this.#check().finally(() => {
      this.#checking = undefined;
    });
    return this.#checking;
  }

  /** Refreshes every `intervalMs` until `stop()`; the timer never keeps the process alive. */
  watch(intervalMs = 1000): this {
    this.stop();
    this.#timer = setInterval(() => void this.refresh(), intervalMs);
    this.#timer.unref();
    return this;
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async #check(): Promise<boolean> {
    let version: string;
    try {
      const stats = await stat(this.file);
      version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch (error) {
      if (this.#version !== "missing") this.#events.onError?.(this.file, error);
      this.#version = "missing";
      return false;
    }
    if (version === this.#version) return false;
    this.#version = version;
    try {
      this.#value = this.#parse(await readFile(this.file, "utf8"));
      this.#events.onLoad?.(this.file);
      return true;
    } catch (error) {
      this.#events.onError?.(this.file, error);
      return false;
    }
  }
}
