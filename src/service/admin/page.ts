/**
 * The owner's page (GET /admin) and its login form, as plain HTML: no
 * framework, no inline script (the page's own script and uPlot are files
 * served under /admin/assets/, loaded on this page only), so that a strict
 * Content-Security-Policy holds. The owner reads Romanian, like the shoppers.
 */
import { escapeHtml } from "../../lib/html.ts";
import { messages } from "../../lib/messages.ts";

/** Where the page's files are served. */
export const ASSETS = "/admin/assets";

/** Nothing but this page's own files; no framing, no form posting elsewhere. */
export const ADMIN_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const head = (title: string, withChart: boolean): string =>
  `<!DOCTYPE html><html lang="ro"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex">` +
  `<title>${escapeHtml(title)} | ${escapeHtml(messages.siteName)}</title>` +
  (withChart ? `<link rel="stylesheet" href="${ASSETS}/uplot.css">` : "") +
  `<link rel="stylesheet" href="${ASSETS}/admin.css">` +
  (withChart
    ? `<script src="${ASSETS}/uplot.js" defer></script><script src="${ASSETS}/admin.js" defer></script>`
    : "") +
  `</head>`;

/** The login form; `failed` after a wrong token. */
export function loginPage(failed: boolean): string {
  return (
    head("Autentificare", false) +
    `<body><main class="login"><h1>Statistici ${escapeHtml(messages.siteName)}</h1>` +
    (failed ? `<p class="error" role="alert">Cheia nu este corectă.</p>` : "") +
    `<form method="post" action="/admin/login">` +
    `<label for="token">Cheia de administrare</label>` +
    `<input id="token" name="token" type="password" autocomplete="current-password" required>` +
    `<button type="submit">Intră</button></form></main></body></html>`
  );
}

/** The alerts' counts the owner sees (issue 29): never an address. */
export interface AlertCounts {
  readonly alerts: number;
  readonly confirmed: number;
  readonly mailsSent: number;
}

const alertsSection = (counts: AlertCounts): string =>
  `<section id="alerts"><h2>Alerte de preț și stoc</h2><table><tbody>` +
  `<tr><th>Alerte cerute</th><td>${counts.alerts}</td></tr>` +
  `<tr><th>Alerte confirmate</th><td>${counts.confirmed}</td></tr>` +
  `<tr><th>E-mailuri de alertă trimise</th><td>${counts.mailsSent}</td></tr></tbody></table></section>`;

/**
 * The page itself: a period picker, the chart, the top tables and the clicks per shop, filled in by admin.js; the
 * alerts' counts.
 */
export function adminPage(from: string, to: string, alerts?: AlertCounts): string {
  return (
    head("Statistici", true) +
    `<body><main><header><h1>Statistici ${escapeHtml(messages.siteName)}</h1>` +
    `<form method="post" action="/admin/logout"><button type="submit">Ieșire</button></form></header>` +
    `<form id="period" class="period">` +
    `<label>De la <input type="date" name="from" value="${escapeHtml(from)}" required></label>` +
    `<label>Până la <input type="date" name="to" value="${escapeHtml(to)}" required></label>` +
    `<button type="submit">Arată</button></form>` +
    `<p id="status" role="status"></p>` +
    `<section><h2>Clickuri către magazine, pe zile</h2><div id="chart"></div></section>` +
    `<section><h2>Produsele care trimit cei mai mulți cumpărători</h2>` +
    `<table id="top-outbound"><thead><tr><th>Produs</th><th>Către magazin</th></tr></thead>` +
    `<tbody></tbody></table></section>` +
    `<section><h2>Clickuri către fiecare magazin</h2>` +
    `<table id="shops"><thead><tr><th>Magazin</th><th>Către magazin</th></tr></thead>` +
    `<tbody></tbody></table></section>` +
    `<section><h2>Cele mai vizitate produse</h2>` +
    `<table id="top-clicks"><thead><tr><th>Produs</th><th>Clickuri</th></tr></thead>` +
    `<tbody></tbody></table></section>${alerts ? alertsSection(alerts) : ""}</main></body></html>`
  );
}
