/** The errors of reading feeds: each names the feed or file at fault and keeps its cause. */
import { SourceError } from "../cms/http.ts";

/** A feed that could not be read or understood: a source error (the URL, the status), named for feeds. */
export class FeedError extends SourceError {
  override readonly name = "FeedError";
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
