/**
 * The forms' mails, by SMTP through nodemailer (SMTP_URL, MAIL_FROM,
 * CONTACT_TO): the keys stay on the server, never in a page. A contact
 * message goes to the owner with the sender as Reply-To; a confirmation
 * goes to the subscriber with a one-click unsubscribe link in the text and
 * in the `List-Unsubscribe` and `List-Unsubscribe-Post` headers (RFC 8058).
 */
import nodemailer from "nodemailer";
import { FORMS_TEXT } from "../../lib/messages.ts";
import type { ContactMessage } from "./store.ts";

export interface MailerSettings {
  readonly smtpUrl: string;
  readonly from: string;
  /** Where contact messages go; MAIL_FROM when unset. */
  readonly contactTo: string | undefined;
  /** The service's public address, for the links in mails. */
  readonly serviceUrl: string;
  readonly confirmDays: number;
}

export interface Mailer {
  contact(message: ContactMessage): Promise<void>;
  confirmation(to: string, tokens: { confirm: string; unsubscribe: string }): Promise<void>;
  close(): void;
}

/** The links a subscriber's mail carries. */
export function newsletterLinks(serviceUrl: string, tokens: { confirm?: string; unsubscribe: string }) {
  const base = serviceUrl.replace(/\/+$/, "");
  return {
    confirm: tokens.confirm ? `${base}/api/newsletter/confirm?token=${encodeURIComponent(tokens.confirm)}` : undefined,
    unsubscribe: `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}

/** The SMTP transport of `smtpUrl`, with time-outs, that the forms' and the alerts' mailers send through. */
export const smtpTransport = (smtpUrl: string) =>
  nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

export function smtpMailer(settings: MailerSettings): Mailer {
  const transport = smtpTransport(settings.smtpUrl);
  const text = FORMS_TEXT.mail;
  return {
    async contact(message) {
      await transport.sendMail({
        from: settings.from,
        to: settings.contactTo ?? settings.from,
        replyTo: { name: message.name, address: message.email },
        subject: text.contactSubject(message.name),
        text: `${message.name} <${message.email}>\n${new Date(message.createdAt).toISOString()}\n\n${message.message}`,
        headers: { "X-Vitrina-Message-Id": message.id },
      });
    },
    async confirmation(to, tokens) {
      const links = newsletterLinks(settings.serviceUrl, tokens);
      await transport.sendMail({
        from: settings.from,
        to,
        subject: text.confirmSubject,
        text: `${text.confirmText(links.confirm ?? "", settings.confirmDays)}\n\n${text.unsubscribeLine(links.unsubscribe)}`,
        list: { unsubscribe: { url: links.unsubscribe, comment: "Dezabonare" } },
        headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
    },
    close() {
      transport.close();
    },
  };
}
