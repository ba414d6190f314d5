/**
 * A real SMTP server for the tests of mails (smtp-server), started and stopped by the test on a port of its own, and
 * the mails it took as text.
 */
import { SMTPServer } from "smtp-server";

export interface Mail {
  readonly to: string[];
  readonly raw: string;
}

/**
 * The mail as text: headers unfolded (RFC 5322 §2.2.3: where a long one breaks depends on its token), the body with
 * quoted-printable undone (long lines and diacritics are encoded). Only the body is decoded: a header's "=4F" is text.
 */
export const decoded = (raw: string): string => {
  const end = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
  const body = raw
    .slice(end)
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return headers + Buffer.from(body, "latin1").toString("utf8");
};

export { freePort } from "./running-service.ts";

/** A real SMTP server on `port`, started and stopped by the test. */
export class Smtp {
  readonly mails: Mail[] = [];
  readonly port: number;
  #server: SMTPServer | undefined;
  constructor(port: number) {
    this.port = port;
  }
  async start(): Promise<void> {
    this.#server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decoded(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.#server?.listen(this.port, "127.0.0.1", resolve));
  }
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    this.#server = undefined;
  }
}
