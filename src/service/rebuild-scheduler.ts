/**
 * When a publish becomes a build (issue 14): Umbraco sends one webhook per
 * published item, a bulk publish hundreds within seconds, and each up to six
 * times (CMS.md, "Webhooks"). So a request only starts a quiet period
 * (`quietMs`, each new request starts it again), and the build starts when
 * it ends, or `maxWaitMs` after the first request at the latest, so that a
 * steady trickle of publishes still goes live. One build at a time: a
 * request during a build schedules exactly one more, after it.
 */

export interface SchedulerOptions {
  readonly quietMs: number;
  readonly maxWaitMs: number;
  /** The build (or the dispatch to a CI that builds). Its failure is reported, never thrown. */
  readonly build: () => Promise<void>;
  readonly onError?: (error: unknown) => void;
  readonly now?: () => number;
}

export interface SchedulerState {
  /** A build is waiting for its quiet period, or for the running build to end. */
  readonly scheduled: boolean;
  readonly running: boolean;
  /** Builds started so far. */
  readonly builds: number;
}

export class RebuildScheduler {
  readonly #options: SchedulerOptions;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  /** When the first request of the waiting build came. */
  #firstAt: number | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #builds = 0;
  #closed = false;

  constructor(options: SchedulerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get state(): SchedulerState {
    return { scheduled: this.#firstAt !== null || this.#again, running: this.#running !== null, builds: this.#builds };
  }

  /** A publish: a build soon, one for any number of requests close together. */
  request(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    const now = this.#now();
    this.#firstAt ??= now;
    clearTimeout(this.#timer);
    const deadline = this.#firstAt + this.#options.maxWaitMs;
    const wait = Math.max(0, Math.min(this.#options.quietMs, deadline - now));
    this.#timer = setTimeout(() => this.#start(), wait);
  }

  /** Drops what is waiting and resolves when the running build has ended. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#firstAt = null;
    this.#again = false;
    await this.#running;
  }

  #start(): void {
    this.#timer = undefined;
    this.#firstAt = null;
    this.#builds += 1;
    this.#running = this.#options
      .build()
      .catch((error: unknown) => this.#options.onError?.(error))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.request();
        }
      });
  }
}
