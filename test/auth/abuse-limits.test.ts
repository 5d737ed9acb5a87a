// Integration over real HTTP: sign-in throttling and report limits with rate limits on, on two app
// instances sharing the run's database — the limits live in PostgreSQL, so what one instance counts
// the other enforces. Both trust X-Forwarded-For, which stands in for distinct client addresses.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { registerUser } from "@/lib/auth/register-user";
import { RATE_LIMITS, SIGN_IN_BACKOFF } from "@/lib/limits";
import { startAppServer } from "../support/app-server.mjs";
import { createPublisher, publish, skillFiles, tarball, uniqueName } from "../support/fixtures";

const PASSWORD = "the right password";
type App = Awaited<ReturnType<typeof startAppServer>>;
let apps: App[] = [];
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.88.${ipCounter >> 8}.${ipCounter & 255}`;
};

beforeAll(async () => {
  const options = { SKILLHUB_RATE_LIMITS: "on", SKILLHUB_TRUST_PROXY: "true" };
  apps = await Promise.all([startAppServer(process.env.DATABASE_URL!, options), startAppServer(process.env.DATABASE_URL!, options)]);
  // Under `next dev` the first request to a route compiles it; do that before anything is measured.
  for (const app of apps) await signIn(app, "warm-up", "wrong password", "10.99.0.1");
}, 300_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

/** next-auth's own client flow: fetch a CSRF token, then POST the credentials with json=true. */
async function signIn(app: App, handle: string, password: string, ip: string) {
  const csrf = await fetch(`${app.url}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const response = await fetch(`${app.url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": `203.0.113.9, ${ip}` },
    body: new URLSearchParams({ handle, password, csrfToken, callbackUrl: `${app.url}/`, json: "true" }),
  });
  const body = (await response.json()) as { url?: string; error?: { code: string; message: string; details?: { retryAfterSeconds?: number } } };
  const hasSession = response.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="));
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body, hasSession };
}

async function newUser(): Promise<string> {
  const handle = uniqueName("hx").slice(0, 39);
  await registerUser({ handle, password: PASSWORD }, { force: true });
  return handle;
}

describe("sign-in throttling over HTTP", () => {
  it("locks a handle after 5 failures counted on either instance: 429 + Retry-After, the same for an unknown handle", async () => {
    const known = await newUser();
    const unknown = uniqueName("nobody").slice(0, 39);
    for (let i = 0; i < SIGN_IN_BACKOFF.account.freeFailures; i++) {
      const app = apps[i % 2];
      const [k, u] = [await signIn(app, known, "wrong password", freshIp()), await signIn(app, unknown, "wrong password", freshIp())];
      expect(k).toEqual({ status: 401, retryAfter: null, hasSession: false, body: { url: `${app.url}/api/auth/error?error=CredentialsSignin&provider=credentials` } });
      expect(u).toEqual(k);
    }
    for (const app of apps) {
      for (const handle of [known, unknown]) {
        const locked = await signIn(app, handle, PASSWORD, freshIp());
        expect(locked.status).toBe(429);
        expect(locked.hasSession).toBe(false);
        const retryAfter = Number(locked.retryAfter);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_BACKOFF.account.baseLockSeconds);
        expect(locked.body.error).toMatchObject({ code: "RATE_LIMITED", details: { action: "auth.signin", retryAfterSeconds: retryAfter } });
        expect(locked.body.error!.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
        // next-auth's client reads the message from `url`.
        expect(new URL(locked.body.url!).searchParams.get("error")).toBe(locked.body.error!.message);
      }
    }
    const events = await prisma.auditEvent.findMany({ where: { action: "auth.lockout" } });
    const handles = events.map((e) => (e.details as { handle: string }).handle);
    expect(handles.filter((h) => h === known)).toHaveLength(1);
    expect(handles.filter((h) => h === unknown)).toHaveLength(1);
  }, 120_000);

  it("locks an address after 20 failures whatever the handles; the same account signs in from elsewhere", async () => {
    const handle = await newUser();
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_BACKOFF.ip.freeFailures; i++) {
      expect((await signIn(apps[i % 2], uniqueName("spray").slice(0, 39), "wrong password", ip)).status).toBe(401);
    }
    const fromThere = await signIn(apps[0], handle, PASSWORD, ip);
    expect(fromThere.status).toBe(429);
    expect(fromThere.hasSession).toBe(false);
    const fromElsewhere = await signIn(apps[1], handle, PASSWORD, freshIp());
    expect(fromElsewhere).toMatchObject({ status: 200, hasSession: true, body: { url: `${apps[1].url}/` } });
  }, 120_000);

  it("`npm run admin -- user:unlock` lifts a lockout at once", async () => {
    const handle = await newUser();
    for (let i = 0; i < SIGN_IN_BACKOFF.account.freeFailures; i++) await signIn(apps[i % 2], handle, "wrong password", freshIp());
    expect((await signIn(apps[0], handle, PASSWORD, freshIp())).status).toBe(429);

    const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/admin.mts", "user:unlock", handle], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
    });
    expect(stdout).toContain(`${handle}: unlocked (${SIGN_IN_BACKOFF.account.freeFailures} failed attempts cleared)`);
    expect(await signIn(apps[1], handle, PASSWORD, freshIp())).toMatchObject({ status: 200, hasSession: true });
  }, 120_000);
});

describe("report limits over HTTP", () => {
  const names: string[] = [];

  beforeAll(async () => {
    // Four skills: the per-skill cap (3 open reports per reporter) must not be what stops the reporter.
    const owner = await createPublisher();
    for (let i = 0; i < 4; i++) {
      const name = uniqueName("rep");
      expect((await publish(owner.token, tarball(skillFiles({ name, version: "1.0.0" })))).status).toBe(201);
      names.push(name);
    }
  }, 120_000);

  const report = (app: App, token: string, name: string, ip: string) =>
    fetch(`${app.url}/api/v1/skills/${name}/reports`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ reason: "It asks for my SSH keys in step 3." }),
    });
  const reportsBy = (userId: string) => prisma.report.count({ where: { reporterId: userId } });

  it("allows 10 reports per user, then 429 + Retry-After with nothing stored", async () => {
    const reporter = await createPublisher();
    const { capacity, refillPerSecond } = RATE_LIMITS["report.create"];
    for (let i = 0; i < capacity; i++) {
      const response = await report(apps[i % 2], reporter.token, names[Math.floor(i / 3)], freshIp());
      expect(response.status, await response.clone().text()).toBe(201);
    }
    const refused = await report(apps[0], reporter.token, names[3], freshIp());
    expect(refused.status).toBe(429);
    // A token refills every 1 / refillPerSecond seconds; the burst took a few of them already.
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(1 / refillPerSecond));
    expect(await refused.json()).toMatchObject({ error: { code: "RATE_LIMITED", details: { action: "report.create" } } });
    expect(await reportsBy(reporter.userId)).toBe(capacity);
  }, 120_000);

  it("allows 30 reports per address across users, then 429 for anyone else there", async () => {
    const ip = freshIp();
    const { capacity } = RATE_LIMITS["report.create.ip"];
    const perUser = RATE_LIMITS["report.create"].capacity;
    for (let u = 0; u < capacity / perUser; u++) {
      const reporter = await createPublisher();
      for (let i = 0; i < perUser; i++) expect((await report(apps[(u + i) % 2], reporter.token, names[Math.floor(i / 3)], ip)).status).toBe(201);
    }
    const late = await createPublisher();
    const refused = await report(apps[1], late.token, names[0], ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "RATE_LIMITED", details: { action: "report.create.ip" } } });
    expect(await reportsBy(late.userId)).toBe(0);
    expect((await report(apps[1], late.token, names[0], freshIp())).status).toBe(201);
  }, 120_000);
});
