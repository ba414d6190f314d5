/**
 * npm run outbox (scripts/outbox.ts) on the SQLite store a service wrote:
 * without SMTP the messages stay stored, and the command lists them,
 * exports them as JSON and CSV, lists confirmed subscribers and erases one
 * address.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { fillToken } from "../../src/service/forms/fill-time.ts";
import { openSqliteStore } from "../../src/store/sqlite.ts";
import { BROWSER_UA, fixture, makeApp, removeDir } from "./support.ts";

const run = promisify(execFile);
const fx = fixture("outbox-command");
afterAll(() => removeDir(fx.dir));

const outbox = (...args: string[]): Promise<{ stdout: string; stderr: string; code?: number }> =>
  run(process.execPath, [path.resolve("scripts/outbox.ts"), ...args], {
    env: { ...process.env, DATA_DIR: path.join(fx.dir, "data"), DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "silent" },
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);

it("lists, exports and erases what the forms stored while there was no SMTP", async () => {
  const store = await openSqliteStore(path.join(fx.dir, "data"));
  const app = await makeApp(fx.settings, store);
  const formToken = fillToken(await app.forms.store.secret(), Date.now() - 10_000);
  const post = (url: string, body: object) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
      payload: JSON.stringify({ ...body, formToken }),
    });
  expect(
    (await post("/api/contact", { name: "Ana", email: "ana@exemplu.ro", message: 'Are "rochia", mărimea M?' }))
      .statusCode,
  ).toBe(201);
  expect((await post("/api/newsletter", { email: "ana@exemplu.ro", consent: true })).statusCode).toBe(201);
  await app.close();
  await store.close();

  const list = await outbox();
  expect(list.stdout).toMatch(/2 waiting, 0 failing/);
  expect(list.stdout).toMatch(/contact\s+ana@exemplu\.ro\s+0/);

  const json = JSON.parse((await outbox("export")).stdout) as { name: string; message: string; sent: string }[];
  expect(json).toEqual([expect.objectContaining({ name: "Ana", message: 'Are "rochia", mărimea M?', sent: "" })]);
  const csv = (await outbox("export", "--format", "csv")).stdout;
  expect(csv.split("\r\n")[0]).toBe("id,received,name,email,message,sent,attempts,lastError");
  expect(csv).toContain('"Are ""rochia"", mărimea M?"');

  expect(JSON.parse((await outbox("subscribers")).stdout)).toEqual([]);

  expect((await outbox("erase", "--email", "ANA@exemplu.ro")).stdout).toContain(
    "1 messages, 1 subscriptions, 0 alerts, 2 deliveries",
  );
  expect((await outbox()).stdout).toMatch(/0 waiting/);
  expect((await outbox("nonsense")).code).toBe(2);
});
