/**
 * The alerts' mails (issue 29), delivered by the outbox (../forms/outbox.ts) over the forms' SMTP: an address's
 * confirmation, and its daily mail listing every product that fired, each with its old and new price, its shop and
 * its page on the site (the page itself, never a tracking link). Every mail carries the link to the address's
 * alerts, a link that stops each one, and a one-click stop of all (RFC 8058's List-Unsubscribe headers).
 */
import { ALERTS_TEXT } from "../../lib/messages-alerts.ts";
import { formatPrice } from "../../lib/money.ts";
import { smtpTransport } from "../forms/mailer.ts";
import type { AlertHit } from "./store.ts";
import { alertLinks } from "./tokens.ts";

export interface AlertMailer {
  confirmation(to: string, payload: Record<string, string>): Promise<void>;
  alerts(to: string, payload: Record<string, string>): Promise<void>;
  close(): void;
}

export interface AlertMailerSettings {
  readonly smtpUrl: string;
  readonly from: string;
  /** The service's public address, for the links to confirm and stop. */
  readonly serviceUrl: string;
  /** The site's public origin, for the products' pages ("" : the service serves the site). */
  readonly siteUrl: string;
  readonly confirmDays: number;
  /** The forms' secret, which signs the address's links (./tokens.ts). */
  readonly secret: () => Promise<string>;
}

/** The text of an address's alert mail. */
export function alertMailText(
  items: readonly AlertHit[],
  siteUrl: string,
  links: ReturnType<typeof alertLinks>,
): string {
  const t = ALERTS_TEXT.mail;
  const site = siteUrl.replace(/\/+$/, "");
  const lines = items.map((item) => {
    const head =
      item.kind === "back-in-stock"
        ? t.stockLine(item.title, formatPrice(item.newPrice), item.shop)
        : t.priceLine(item.title, formatPrice(item.oldPrice), formatPrice(item.newPrice), item.shop);
    return `${head}\n${site}${item.path}\n${t.stopOne(links.stop(item.alertId))}`;
  });
  return `${t.alertIntro}\n\n${lines.join("\n\n")}\n\n${t.manageLine(links.manage)}\n${t.stopAllLine(links.stopAll)}`;
}

export function smtpAlertMailer(settings: AlertMailerSettings): AlertMailer {
  const transport = smtpTransport(settings.smtpUrl);
  const t = ALERTS_TEXT.mail;
  const linksOf = async (to: string) => alertLinks(settings.serviceUrl, await settings.secret(), to);
  const unsubscribe = (links: ReturnType<typeof alertLinks>) => ({
    list: { unsubscribe: { url: links.stopAll, comment: "Oprește alertele" } },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  return {
    async confirmation(to, payload) {
      const { confirm, title } = payload;
      if (!confirm) throw new Error("alert confirmation without its token");
      const links = await linksOf(to);
      await transport.sendMail({
        from: settings.from,
        to,
        subject: t.confirmSubject,
        text: `${t.confirmText(title ?? "", links.confirm(confirm), settings.confirmDays)}\n\n${t.manageLine(links.manage)}\n${t.stopAllLine(links.stopAll)}`,
        ...unsubscribe(links),
      });
    },
    async alerts(to, payload) {
      const items = JSON.parse(payload["items"] ?? "[]") as AlertHit[];
      if (!items.length) throw new Error("alert mail without its products");
      const links = await linksOf(to);
      await transport.sendMail({
        from: settings.from,
        to,
        subject: t.alertSubject(items.length),
        text: alertMailText(items, settings.siteUrl, links),
        ...unsubscribe(links),
      });
    },
    close() {
      transport.close();
    },
  };
}
