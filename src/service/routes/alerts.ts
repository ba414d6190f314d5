/**
 * The alerts' routes (issue 29), under /api:
 * - POST /alerts `{productId, kind, email, consent}` (JSON, from the site's dialog): 201 when stored and the
 *   confirmation queued; 422 with `fields` for the shopper's mistakes, or with a reason for a product not in the
 *   live catalogue or an address at its limit of alerts; 400 for a body the schema refuses; 429 over the form limit;
 * - GET /alerts/confirm?token=…: the confirmation link, which starts every pending alert of its address;
 * - GET /alerts/manage?token=…: one address's alerts, each with a button that removes it, and one for all;
 * - GET /alerts/remove?token=…[&alert=…]: the mail's stop link opens a page that asks (mail scanners open every
 *   link); POST to the same address stops one alert, or all without `alert` (also the mail client's one click of
 *   RFC 8058).
 * Nothing is stored for a request that fails; the token of an address is its signature (../alerts/tokens.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { CataloguePrices } from "../../lib/alerts/handover.ts";
import { ALERT_FORM_VERSION, checkAlert } from "../../lib/alerts/request.ts";
import { HONEYPOT_FIELD } from "../../lib/forms.ts";
import { escapeHtml } from "../../lib/html.ts";
import { ALERTS_TEXT, FORMS_TEXT } from "../../lib/messages.ts";
import { MAX_ID_LENGTH } from "../../lib/product-id.ts";
import type { AlertStore } from "../alerts/store.ts";
import { addressOfToken } from "../alerts/tokens.ts";
import { notice, page } from "../forms/page.ts";
import { formLimitHook } from "../limits/form-limit.ts";
import type { FormRouteOptions } from "./forms.ts";
import { errorBody } from "../replies.ts";

/** What every address form's routes take (one budget of posts for the three forms), with the alerts' own. */
export interface AlertsOptions extends FormRouteOptions {
  readonly store: AlertStore;
  readonly prices: () => CataloguePrices | undefined;
  readonly maxPerAddress: number;
  readonly secret: string;
}

const alertBody = {
  type: "object",
  required: ["productId", "kind"],
  properties: {
    productId: { type: "string", minLength: 1, maxLength: MAX_ID_LENGTH },
    kind: { type: "string", enum: ["price-drop", "back-in-stock"] },
    email: { type: "string", maxLength: 1000 },
    consent: { anyOf: [{ type: "boolean" }, { type: "string", maxLength: 10 }] },
    [HONEYPOT_FIELD]: { type: "string", maxLength: 1000 },
  },
  additionalProperties: false,
} as const;
const tokenQuery = {
  type: "object",
  properties: { token: { type: "string", maxLength: 2000 }, alert: { type: "string", maxLength: 100 } },
} as const;

type Body = Record<string, unknown>;
type TokenRequest = FastifyRequest<{ Querystring: { token?: string; alert?: string } }>;

export const alertsRoutes: FastifyPluginAsync<AlertsOptions> = async (app, options) => {
  const { store, outbox, now, secret } = options;
  const t = ALERTS_TEXT.page;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(page(t.title, body, options.siteOrigin));

  app.post<{ Body: Body }>(
    "/alerts",
    { onRequest: formLimitHook(options), bodyLimit: 4096, schema: { body: alertBody } },
    async (request, reply) => {
      const body = request.body;
      const sent = { ok: true, message: ALERTS_TEXT.sent };
      // A robot filled the field nobody sees: it is told what a person would be told, and nothing is kept.
      if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") return reply.code(201).send(sent);
      const checked = checkAlert(body);
      if (!checked.ok) {
        return reply.code(422).send({ ...errorBody(422, FORMS_TEXT.errors.fixBelow), fields: checked.errors });
      }
      const product = options.prices()?.products.get(checked.value.productId);
      if (!product) return reply.code(422).send(errorBody(422, ALERTS_TEXT.errors.product));
      const outcome = await store.create(
        {
          email: checked.value.email,
          productId: product.id,
          kind: checked.value.kind,
          formVersion: ALERT_FORM_VERSION,
          consentText: ALERTS_TEXT.consent,
        },
        product,
        now(),
        { maxPerAddress: options.maxPerAddress, confirmForMs: options.confirmForMs },
      );
      if (outcome === "limit") return reply.code(422).send(errorBody(422, ALERTS_TEXT.errors.limit));
      if (outcome === "queued") outbox.nudge();
      // "exists" and "waiting" answer the same: the form tells nobody what an address already has.
      return reply.code(201).send(sent);
    },
  );

  app.get("/alerts/confirm", { schema: { querystring: tokenQuery } }, async (request: TokenRequest, reply) => {
    const email = await store.confirm(request.query.token ?? "", options.prices(), now());
    return html(reply, email ? 200 : 400, notice(email ? t.confirmed : t.confirmFailed));
  });

  const addressOf = (request: TokenRequest) => addressOfToken(secret, request.query.token ?? "");

  app.get("/alerts/manage", { schema: { querystring: tokenQuery } }, async (request: TokenRequest, reply) => {
    const email = addressOf(request);
    if (!email) return html(reply, 400, notice(t.badLink));
    const alerts = await store.list(email);
    const token = encodeURIComponent(request.query.token ?? "");
    const prices = options.prices();
    const button = (alert: string | null, label: string) =>
      `<form method="post" action="/api/alerts/remove?token=${token}${alert ? `&amp;alert=${encodeURIComponent(alert)}` : ""}">` +
      `<button type="submit">${escapeHtml(label)}</button></form>`;
    const items = alerts.map((alert) => {
      const product = prices?.products.get(alert.productId);
      const name = product
        ? `<a href="${escapeHtml(`${options.siteOrigin}${product.path}`)}">${escapeHtml(product.title)}</a>`
        : escapeHtml(alert.productId);
      const pending = alert.status === "pending" ? ` (${escapeHtml(t.pending)})` : "";
      return `<li>${name}: ${escapeHtml(ALERTS_TEXT.kindName[alert.kind])}${pending}${button(alert.id, t.remove)}</li>`;
    });
    const body = alerts.length ? `<ul>${items.join("")}</ul>${button(null, t.removeAll)}` : notice(t.none);
    return html(reply, 200, body);
  });

  app.get("/alerts/remove", { schema: { querystring: tokenQuery } }, async (request: TokenRequest, reply) => {
    if (!addressOf(request)) return html(reply, 400, notice(t.badLink));
    const { alert } = request.query;
    const action = `/api/alerts/remove?token=${encodeURIComponent(request.query.token ?? "")}${alert ? `&alert=${encodeURIComponent(alert)}` : ""}`;
    const form =
      `<p>${escapeHtml(alert ? t.removeAsk : t.removeAllAsk)}</p><form method="post" action="${escapeHtml(action)}">` +
      `<button type="submit">${escapeHtml(alert ? t.remove : t.removeAll)}</button></form>`;
    return html(reply, 200, form);
  });

  // The page's button and the mail client's one click (RFC 8058), urlencoded or multipart: the token and the alert
  // are in the address, so any body up to 1 KB is read and ignored.
  await app.register(async (remove) => {
    remove.removeAllContentTypeParsers();
    remove.addContentTypeParser("*", { parseAs: "string" }, (_request, _body, done) => done(null, {}));
    remove.post(
      "/alerts/remove",
      { schema: { querystring: tokenQuery }, bodyLimit: 1024 },
      async (request: TokenRequest, reply) => {
        const email = addressOf(request);
        if (!email) return html(reply, 400, notice(t.badLink));
        const { alert } = request.query;
        await store.remove(email, alert || undefined);
        return html(reply, 200, notice(alert ? t.removed : t.removedAll));
      },
    );
  });
};
