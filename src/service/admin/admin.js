/* global document, fetch, FormData, URLSearchParams, uPlot */
/**
 * The owner's page in the browser: reads the chosen period's figures from
 * /admin/api/summary (same origin, the session cookie) and draws outbound
 * clicks per day with uPlot, then the top tables and the outbound clicks per shop. Plain script, no
 * build step: the service serves this file as it is.
 */
const form = document.getElementById("period");
const statusLine = document.getElementById("status");
const chartBox = document.getElementById("chart");
let chart = null;

/** Seconds since the epoch of a "YYYY-MM-DD" day at noon UTC (the axis shows days, never hours). */
const dayToSeconds = (day) => Date.parse(`${day}T12:00:00Z`) / 1000;

function fillTable(id, rows) {
  const body = document.querySelector(`#${id} tbody`);
  if (!rows.length) {
    const cell = document.createElement("td");
    cell.colSpan = 2;
    cell.textContent = "Niciun click în această perioadă.";
    const row = document.createElement("tr");
    row.append(cell);
    body.replaceChildren(row);
    return;
  }
  body.replaceChildren(
    ...rows.map((row) => {
      const tr = document.createElement("tr");
      const name = document.createElement("td");
      if (row.href) {
        const link = document.createElement("a");
        link.href = row.href;
        link.textContent = row.title ?? row.productId;
        name.append(link);
      } else {
        name.textContent = row.title ?? `${row.productId} (nu mai este în catalog)`;
      }
      const number = document.createElement("td");
      number.textContent = String(row.clicks);
      tr.append(name, number);
      return tr;
    }),
  );
}

function drawChart(days) {
  const data = [days.map((entry) => dayToSeconds(entry.day)), days.map((entry) => entry.outbound)];
  const options = {
    width: Math.min(chartBox.clientWidth || 900, 900),
    height: 300,
    scales: { x: { time: true } },
    series: [
      { label: "Ziua", value: "{DD}.{MM}.{YYYY}" },
      { label: "Către magazine", stroke: "#9a3f27", fill: "rgba(154, 63, 39, 0.1)" },
    ],
    // Clicks are whole numbers: no 2.5 on the axis.
    axes: [{}, { label: "clickuri", incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 50000] }],
  };
  chart?.destroy();
  chart = new uPlot(options, data, chartBox);
}

async function show() {
  const query = new URLSearchParams(new FormData(form));
  query.set("top", "10");
  statusLine.textContent = "Se încarcă...";
  const response = await fetch(`/admin/api/summary?${query}`, { headers: { Accept: "application/json" } });
  if (response.status === 401) {
    document.location.assign("/admin");
    return;
  }
  const summary = await response.json();
  if (!response.ok) {
    statusLine.textContent = summary.message ?? "Eroare";
    return;
  }
  const total = summary.days.reduce((sum, entry) => sum + entry.outbound, 0);
  statusLine.textContent = `${total} clickuri către magazine între ${summary.from} și ${summary.to}.`;
  drawChart(summary.days);
  fillTable("top-outbound", summary.topOutbound);
  // A shop is a row of its own: its name, no link.
  fillTable(
    "shops",
    summary.perShop.map((entry) => ({ productId: entry.shop, title: entry.shop, href: null, clicks: entry.clicks })),
  );
  fillTable("top-clicks", summary.topClicks);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  show().catch(() => {
    statusLine.textContent = "Statisticile nu au putut fi citite.";
  });
});
show().catch(() => {
  statusLine.textContent = "Statisticile nu au putut fi citite.";
});
