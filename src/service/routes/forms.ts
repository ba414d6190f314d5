/**
 * The forms of issue 13, under /api:
 * - POST /contact `{name, email, message}` and POST /newsletter `{email, consent}`,
 *   as a form post (application/x-www-form-urlencoded) or JSON; anything else is a 415;
 * - GET /forms/token: the signed start time a form carries (forms/fill-time.ts);
 * - GET /newsletter/confirm?token=…, GET or POST /newsletter/unsubscribe?token=…
 *   (POST is the mail client's one click of RFC 8058).
 *
 * A JSON call gets JSON: 201 when stored, 422 with `fields` (one Romanian
 * message per field) for mistakes or a start time missing or too recent,
 * 429 over the rate limit. A form post (no JavaScript) gets a 303 back to
 * the site's page, where the outcome shows, or the service's own page with
 * the errors and what was typed (forms/page.ts). A filled honeypot is
 * answered as a success and nothing is kept.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  checkContact,
  checkNewsletter,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  NEWSLETTER_FORM_VERSION,
  type Checked,
  type FieldErrors,
} from "../../lib/forms.ts";
import { escapeHtml } from "../../lib/html.ts";
import { FORMS_TEXT } from "../../lib/messages.ts";
import { checkFillTime, fillToken } from "../forms/fill-time.ts";
import type { OutboxWorker } from "../forms/outbox.ts";
import { formPage, notice, page } from "../forms/page.ts";
import type { FormStore } from "../forms/store.ts";
import { ClientIds, type SaltSource } from "../client-id.ts";
import { formLimitHook, type FormLimit } from "../limits/form-limit.ts";
import type { ClientLimits } from "../limits/types.ts";
import type { ServiceSettings } from "../settings.ts";
import { errorBody, reasonOf } from "../replies.ts";

/**
 * What the routes of every form that takes an address are given (these and the alerts', ./alerts.ts): the one
 * budget of posts per client, the outbox that sends the mails, how long an unconfirmed address waits, the site's
 * origin for links back ("": this service serves the site) and the clock.
 */
export interface FormRouteOptions extends FormLimit {
  readonly outbox: Pick<OutboxWorker, "nudge">;
  readonly confirmForMs: number;
  readonly siteOrigin: string;
  readonly now: () => number;
}

/** FormRouteOptions as the settings give them: FORM_RATE_LIMIT_MAX in FORM_RATE_LIMIT_WINDOW_SECONDS, SITE_ORIGIN. */
export function formRouteOptions(
  settings: Pick<ServiceSettings, "FORM_RATE_LIMIT_MAX" | "FORM_RATE_LIMIT_WINDOW_SECONDS" | "SITE_ORIGIN">,
  clickStore: SaltSource,
  deps: { limits: ClientLimits; now: () => number },
  outbox: Pick<OutboxWorker, "nudge">,
  confirmForMs: number,
): FormRouteOptions {
  return {
    clientIds: new ClientIds(clickStore, deps.now),
    limits: deps.limits,
    rateLimit: { max: settings.FORM_RATE_LIMIT_MAX, windowMs: settings.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    outbox,
    confirmForMs,
    siteOrigin: settings.SITE_ORIGIN ?? "",
    now: deps.now,
  };
}

export interface FormsOptions extends FormRouteOptions {
  readonly store: FormStore;
  readonly minFillMs: number;
  readonly webhook: boolean;
}

/** A form of 5,000 characters, percent-encoded, fits with room; a 1 MB post does not. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** Where each form's page shows the outcome: `:target` shows it without a script. */
export const OUTCOME = { contact: "/contact/#contact-trimis", newsletter: "/#abonare-trimisa" } as const;

const text = { type: "string", maxLength: FORM_BODY_LIMIT } as const;
const fields = {
  [FORM_TOKEN_FIELD]: { type: "string", maxLength: 200 },
  [HONEYPOT_FIELD]: text,
} as const;
const contactBody = {
  type: "object",
  properties: { name: text, email: text, message: text, ...fields },
} as const;
const newsletterBody = {
  type: "object",
  properties: { email: text, consent: { anyOf: [{ type: "boolean" }, { type: "string", maxLength: 10 }] }, ...fields },
} as const;
const tokenQuery = { type: "object", properties: { token: { type: "string", maxLength: 200 } } } as const;

type Body = Record<string, unknown>;

export const formsRoutes: FastifyPluginAsync<FormsOptions> = async (app, options) => {
  const { store, outbox, now } = options;
  const secret = await store.secret();

  // A form post and JSON; text/plain, multipart and the rest are a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // The app's error shape, with this plugin's own body limit named (the app's reason names the clicks' 1 KB).
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const reason =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE" ? `body over ${FORM_BODY_LIMIT / 1024} KB` : reasonOf(status, error);
    return reply.code(status).send(errorBody(status, reason));
  });

  const isFormPost = (request: FastifyRequest) =>
    String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type("text/html; charset=utf-8").send(body);

  /** Over the limit: a form post (no JavaScript) is answered with a page, JSON with the app's error. */
  const limited = formLimitHook(options, (request, reply) =>
    isFormPost(request)
      ? html(reply, 429, page(FORMS_TEXT.page.title, notice(FORMS_TEXT.errors.tooMany)))
      : reply.send(errorBody(429, FORMS_TEXT.errors.tooMany)),
  );

  /**
   * A form's route, POST /contact or /newsletter, limited: honeypot, errors, start time, then `accept` with the
   * checked value, and the outbox nudged.
   */
  const formRoute = <T>(
    form: "contact" | "newsletter",
    schema: object,
    check: (body: Body) => Checked<T>,
    accept: (value: T) => Promise<unknown>,
  ) =>
    app.post<{ Body: Body | undefined }>(
      `/${form}`,
      { onRequest: limited, bodyLimit: FORM_BODY_LIMIT, schema: { body: schema } },
      async (request, reply) => {
        const body = request.body ?? {};
        const formPost = isFormPost(request);
        const success = () =>
          formPost
            ? reply.code(303).header("Location", `${options.siteOrigin}${OUTCOME[form]}`).send()
            : reply
                .code(201)
                .send({ ok: true, message: form === "contact" ? FORMS_TEXT.contactSent : FORMS_TEXT.newsletter.sent });
        // A robot filled the field nobody sees: it is told what a person would be told, and nothing is kept.
        if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") return success();
        const checked = check(body);
        const errors: FieldErrors<Body> = checked.ok ? {} : checked.errors;
        const time = checkFillTime(secret, body[FORM_TOKEN_FIELD], now(), options.minFillMs);
        if (!checked.ok || time !== "ok") {
          const message = checked.ok ? FORMS_TEXT.errors.tooFast : FORMS_TEXT.errors.fixBelow;
          const token = fillToken(secret, now());
          if (formPost) {
            const intro = checked.ok ? FORMS_TEXT.page.check : FORMS_TEXT.errors.fixBelow;
            // The page is served from the address it posts to: a path is enough, behind any proxy.
            const action = request.url.split("?", 1)[0] ?? "";
            return html(
              reply,
              422,
              formPage(form, body, errors, { token, intro, action, siteOrigin: options.siteOrigin }),
            );
          }
          return reply.code(422).send({
            ...errorBody(422, message),
            fields: errors,
            reason: checked.ok ? time : "invalid",
            formToken: token,
          });
        }
        await accept(checked.value);
        outbox.nudge();
        return success();
      },
    );

  formRoute("contact", contactBody, checkContact, (value) => store.addContact(value, now()));
  formRoute("newsletter", newsletterBody, checkNewsletter, (value) =>
    store.subscribe(
      { email: value.email, formVersion: NEWSLETTER_FORM_VERSION, consentText: FORMS_TEXT.newsletter.consent },
      now(),
      options.confirmForMs,
    ),
  );

  app.get("/forms/token", async () => ({ token: fillToken(secret, now()) }));

  app.get<{ Querystring: { token?: string } }>(
    "/newsletter/confirm",
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const done = await store.confirm(request.query.token ?? "", now(), options.webhook);
      if (done) outbox.nudge();
      const t = FORMS_TEXT.newsletter;
      return html(
        reply,
        done ? 200 : 400,
        page(t.title, notice(done ? t.confirmed : t.confirmFailed), options.siteOrigin),
      );
    },
  );

  const unsubscribe = async (request: FastifyRequest<{ Querystring: { token?: string } }>, reply: FastifyReply) => {
    const done = await store.unsubscribe(request.query.token ?? "", now(), options.webhook);
    const t = FORMS_TEXT.newsletter;
    return html(
      reply,
      done ? 200 : 400,
      page(t.title, notice(done ? t.unsubscribed : t.unsubscribeFailed), options.siteOrigin),
    );
  };
  // The link in a mail opens a page that asks; only its button (a POST) unsubscribes: mail scanners open every
  // link of a mail, and a GET that unsubscribed left readers unsubscribed who never asked (issue 26).
  app.get(
    "/newsletter/unsubscribe",
    { schema: { querystring: tokenQuery } },
    async (request: FastifyRequest<{ Querystring: { token?: string } }>, reply: FastifyReply) => {
      const token = request.query.token ?? "";
      const t = FORMS_TEXT.newsletter;
      if (!(await store.knowsUnsubscribeToken(token))) {
        return html(reply, 400, page(t.title, notice(t.unsubscribeFailed), options.siteOrigin));
      }
      const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      const form =
        `<p>${escapeHtml(t.unsubscribeAsk)}</p>` +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" name="dezabonare" value="1">` +
        `${escapeHtml(t.unsubscribeButton)}</button></form>`;
      return html(reply, 200, page(t.title, form, options.siteOrigin));
    },
  );
  // The mail client's one click (RFC 8058) sends "List-Unsubscribe=One-Click" as a form, urlencoded or multipart:
  // the token is in the address, so any body up to 1 KB is read and ignored.
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser("*", { parseAs: "string" }, (_request, _body, done) => done(null, {}));
    oneClick.post("/newsletter/unsubscribe", { schema: { querystring: tokenQuery }, bodyLimit: 1024 }, unsubscribe);
  });
};
