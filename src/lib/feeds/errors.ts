/** The errors of reading feeds: each names the feed or file at fault and keeps its cause. */

/** A feed that could not be read or understood. */
export class FeedError extends Error {
  override readonly name = "FeedError";
  readonly url: string;
  readonly status: number | null;
  constructor(message: string, url: string, status: number | null, options?: ErrorOptions) {
    super(message, options);
    this.url = url;
    this.status = status;
  }
}

/** A FEEDS_FILE that cannot be used: missing, not JSON, not the shape of FEEDS.md, or a credential not set. */
export class FeedsFileError extends Error {
  override readonly name = "FeedsFileError";
  readonly file: string;
  constructor(message: string, file: string, options?: ErrorOptions) {
    super(message, options);
    this.file = file;
  }
}
