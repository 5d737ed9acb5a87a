// First run: a registry with no administrator prints a one-time setup link at start and tells its
// first visitor how to become the admin; only that token (not being first) creates the administrator,
// even with registration closed. Runs its own app on its own fresh database, since "no administrator
// yet" is a property of the whole database.
import { spawn } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSetupToken } from "@/lib/auth/setup-token";
import { startAppServer } from "./support/app-server.mjs";
import { createTestDatabase } from "./support/test-database.mjs";

const LINK = /^skillhub: {3}(http:\/\/\S+)\/setup#token=(sht_[\w-]+)$/m;

let db: { url: string; drop: () => Promise<void> };
let client: pg.Client;
let app: Awaited<ReturnType<typeof startAppServer>>;

async function waitForLog(server: { logs: () => string }, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = server.logs().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no ${pattern} in the server output:\n${server.logs()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function setup(body: unknown) {
  return fetch(`${app.url}/api/v1/setup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(async (r) => ({
    status: r.status,
    json: (await r.json()) as { user?: { handle: string; role: string; trustTier: string }; error?: { code: string } },
  }));
}

function runAdmin(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/admin.mts", ...args], {
      env: { ...process.env, DATABASE_URL: db.url, NEXTAUTH_URL: app.url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

const admins = async () => (await client.query("SELECT handle, role, trust_tier FROM users WHERE role = 'admin' AND handle <> 'skillhub' ORDER BY handle")).rows;
const users = async () => (await client.query("SELECT handle FROM users ORDER BY handle")).rows.map((r) => r.handle);
const liveTokens = async () => Number((await client.query("SELECT count(*) FROM setup_tokens")).rows[0].count);

beforeAll(async () => {
  db = await createTestDatabase("firstrun");
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  app = await startAppServer(db.url, { SKILLHUB_REGISTRATION: "closed", SKILLHUB_ADMINS: "" });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await client?.end();
  await db?.drop();
});

describe("first run", () => {
  let printed: { base: string; token: string };

  it("prints the URL and a one-time setup link once, and the home page tells the first visitor how to become the admin", async () => {
    const [, base, token] = await waitForLog(app, LINK);
    printed = { base, token };
    expect(base).toBe(app.url);
    expect(app.logs().match(/server ready on /g)).toHaveLength(1);
    expect(app.logs().match(/setup#token=/g)).toHaveLength(1);
    // Only the token's hash is stored.
    const stored = await client.query("SELECT token_hash, expires_at FROM setup_tokens");
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].token_hash).toBe(hashSetupToken(token));
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).toContain('data-testid="setup-banner"');
    expect(home).toContain("npm run admin -- setup");
    expect(home).not.toContain(token);
    const page = await (await fetch(`${app.url}/setup`)).text();
    expect(page).toContain("Create administrator");
  });

  it("refuses a wrong, expired or missing token and bad input, leaving no account behind and the token usable", async () => {
    const before = await users();
    expect((await setup({ token: "sht_wrong", handle: "mallory", password: "long enough password" })).json.error?.code).toBe("SETUP_TOKEN_INVALID");
    const expired = "sht_expired-token-for-the-test";
    await client.query("INSERT INTO setup_tokens (token_hash, expires_at) VALUES ($1, now() - interval '1 minute')", [hashSetupToken(expired)]);
    const late = await setup({ token: expired, handle: "mallory", password: "long enough password" });
    expect([late.status, late.json.error?.code]).toEqual([403, "SETUP_TOKEN_INVALID"]);
    const missing = await setup({ handle: "mallory", password: "long enough password" });
    expect([missing.status, missing.json.error?.code]).toEqual([400, "VALIDATION_FAILED"]);
    const weak = await setup({ token: printed.token, handle: "owner", password: "short" });
    expect([weak.status, weak.json.error?.code]).toEqual([400, "VALIDATION_FAILED"]);
    const reserved = await setup({ token: printed.token, handle: "admin", password: "long enough password" });
    expect([reserved.status, reserved.json.error?.code]).toEqual([409, "HANDLE_TAKEN"]);
    const notJson = await fetch(`${app.url}/api/v1/setup`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);

    expect(await users()).toEqual(before);
    expect(await admins()).toEqual([]);
    const audit = await client.query("SELECT count(*)::int AS n FROM audit_events WHERE action = 'user.create'");
    expect(audit.rows[0].n).toBe(0);
  });

  it("sign-up stays closed: being first is not enough", async () => {
    const signup = await (await fetch(`${app.url}/signup`)).text();
    expect(signup).toContain("Registration is closed");
    expect(await admins()).toEqual([]);
  });

  it("npm run admin -- setup prints another working link; two setups at once make exactly one administrator", async () => {
    const second = await runAdmin(["setup"]);
    expect(second.code, second.output).toBe(0);
    const token2 = /setup#token=(sht_[\w-]+)/.exec(second.output)?.[1];
    expect(token2).toBeDefined();
    expect(token2).not.toBe(printed.token);

    const [a, b] = await Promise.all([
      setup({ token: printed.token, handle: "owner-one", password: "long enough password" }),
      setup({ token: token2, handle: "owner-two", password: "long enough password" }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    expect([403, 409]).toContain(statuses[1]);
    const winner = a.status === 201 ? a : b;
    expect(winner.json.user).toMatchObject({ role: "admin", trustTier: "trusted" });

    expect(await admins()).toEqual([{ handle: winner.json.user!.handle, role: "admin", trust_tier: "trusted" }]);
    expect(await liveTokens()).toBe(0);
    const audit = await client.query("SELECT details FROM audit_events WHERE action = 'user.create'");
    expect(audit.rows).toEqual([{ details: { method: "setup", role: "admin" } }]);
  });

  it("closes once an administrator exists: no banner, no new link, no second administrator", async () => {
    const again = await setup({ token: printed.token, handle: "late-comer", password: "long enough password" });
    expect([again.status, again.json.error?.code]).toEqual([409, "SETUP_COMPLETE"]);
    expect(await (await fetch(`${app.url}/`)).text()).not.toContain('data-testid="setup-banner"');
    expect(await (await fetch(`${app.url}/setup`)).text()).toContain("already has an administrator");

    const admin = await runAdmin(["setup"]);
    expect(admin.code).toBe(1);
    expect(admin.output).toContain("already has an administrator");
    expect(await liveTokens()).toBe(0);

    const restarted = await startAppServer(db.url);
    try {
      await waitForLog(restarted, /server ready on /);
      await new Promise((r) => setTimeout(r, 500));
      expect(restarted.logs()).not.toContain("setup#token=");
    } finally {
      await restarted.stop();
    }
    expect(await liveTokens()).toBe(0);
    expect(await admins()).toHaveLength(1);
  }, 120_000);
});
