import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { csvField, reportCsv, reportRows, reportTotals, shopsCsv } from "../../src/service/click-report.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import { fixture, removeDir } from "./support.ts";

const names = new Map([
  ["1", { title: 'Rochie "Ana", roșie', href: "/detalii-produs/rochie-ana/", affLink: "https://p.example/a" }],
]);
const daily = [
  { productId: "1", day: "2026-11-01", clicks: 4, outbound: 1 },
  { productId: "2", day: "2026-11-02", clicks: 0, outbound: 3 },
];

describe("the click report", () => {
  it("names each product and gives its partner link; a product gone from the catalogue keeps its counts", () => {
    expect(reportRows(daily, names)).toEqual([
      { ...daily[0], title: 'Rochie "Ana", roșie', affLink: "https://p.example/a" },
      { ...daily[1], title: null, affLink: null },
    ]);
    expect(reportTotals(reportRows(daily, names))).toEqual({ clicks: 4, outbound: 4 });
  });

  it("writes CSV a spreadsheet reads: quoted where needed, CRLF, a header", () => {
    expect(reportCsv(reportRows(daily, names))).toBe(
      "day,productId,title,clicks,outbound,affLink\r\n" +
        '2026-11-01,1,"Rochie ""Ana"", roșie",4,1,https://p.example/a\r\n' +
        "2026-11-02,2,,0,3,\r\n",
    );
  });

  it("never hands a spreadsheet a formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+40 721")).toBe("'+40 721");
    expect(csvField("@x")).toBe("'@x");
    // Issue 26: a spreadsheet that splits on ";" (Romanian Excel) saw a second cell starting with "=".
    expect(csvField("Rochie;=HYPERLINK(1)")).toBe('"Rochie;=HYPERLINK(1)"');
    expect(csvField('Rochie;=HYPERLINK("x")')).toBe('"Rochie;=HYPERLINK(""x"")"');
  });
});

describe("the clicks per shop (issue 28)", () => {
  it("are CSV with a header, a shop's name quoted as any text", () => {
    expect(
      shopsCsv([
        { shop: "Magazin Alfa", clicks: 3 },
        { shop: "Beta, Gama", clicks: 1 },
      ]),
    ).toBe('shop,outbound\r\nMagazin Alfa,3\r\n"Beta, Gama",1\r\n');
  });
});

describe("npm run report:clicks", () => {
  const { dir } = fixture("report");
  afterAll(() => removeDir(dir));
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ["scripts/report-clicks.ts", ...args], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { PATH: process.env.PATH ?? "", DATA_DIR: path.join(dir, "data"), SITE_DIR: path.join(dir, "site") },
    });

  it("prints the period's clicks per product and day, with titles, from the service's store", async () => {
    const store = await openSqliteStore(path.join(dir, "data"));
    await store.add([
      { productId: "rochie-1", day: "2026-11-03", kind: "click", clicks: 6 },
      { productId: "rochie-1", day: "2026-11-03", kind: "outbound", clicks: 2 },
      { productId: "rochie-1", day: "2026-12-01", kind: "outbound", clicks: 9 },
    ]);
    await store.close();

    const { stdout } = await run(["--from", "2026-11-01", "--to", "2026-11-30"]);
    expect(stdout).toContain("Rochie neagră");
    expect(stdout).toMatch(/2026-11-03\s+rochie-1\s+Rochie neagră\s+6\s+2\s+https:\/\/partener\.example\/rochie/);
    expect(stdout).not.toContain("2026-12-01");
    expect(stdout).toContain("1 products: 6 product clicks, 2 outbound clicks");
    expect(stdout).not.toContain("Outbound clicks per shop");

    const csv = await run(["--from", "2026-11-01", "--to", "2026-12-31", "--csv"]);
    expect(csv.stdout.split("\r\n")).toEqual([
      "day,productId,title,clicks,outbound,affLink",
      "2026-11-03,rochie-1,Rochie neagră,6,2,https://partener.example/rochie",
      "2026-12-01,rochie-1,Rochie neagră,0,9,https://partener.example/rochie",
      "",
    ]);
  });

  it("prints the period's outbound clicks per shop, and writes them as CSV with --shops", async () => {
    const store = await openSqliteStore(path.join(dir, "data"));
    await store.add([
      { productId: "geaca-3", day: "2027-01-05", kind: "outbound", clicks: 3, shop: "Magazin Beta" },
      { productId: "geaca-3", day: "2027-01-06", kind: "outbound", clicks: 1, shop: "Magazin Alfa" },
      { productId: "geaca-3", day: "2027-02-01", kind: "outbound", clicks: 8, shop: "Magazin Alfa" },
    ]);
    await store.close();

    const { stdout } = await run(["--from", "2027-01-01", "--to", "2027-01-31"]);
    expect(stdout).toContain("Outbound clicks per shop");
    expect(stdout).toMatch(/Magazin Beta\s+3\n.*Magazin Alfa\s+1/s);
    const csv = await run(["--from", "2027-01-01", "--to", "2027-01-31", "--csv", "--shops"]);
    expect(csv.stdout).toBe("shop,outbound\r\nMagazin Beta,3\r\nMagazin Alfa,1\r\n");
  });

  it("refuses a period that is not one", async () => {
    await expect(run(["--from", "2026-11-30", "--to", "2026-11-01"])).rejects.toMatchObject({ code: 2 });
    await expect(run(["--from", "noiembrie"])).rejects.toMatchObject({ code: 2 });
  });
});
