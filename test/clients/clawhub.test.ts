// Integration: the real clawhub client (the npm package, 0.23.3, run on Node 22) against the running
// app through its ClawHub-compatible API (docs/clients.md): discovery by --site, search, inspect,
// install with files byte-identical to what was published, update after a new version, publish with
// a Skillhub token; blocked and held-for-review skills that cannot be installed, and yanked versions.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import type { SkillFile } from "@/lib/skill";
import { api, BASE_URL, createPublisher, footprint, publish, skillFiles, tarball, uniqueName } from "../support/fixtures";
import { DANGEROUS_BODY } from "../registry/fixtures-content";
import { node22Binary } from "../support/node22.mjs";

const CLAWHUB_BIN = resolve("node_modules/clawhub/bin/clawdhub.js");
const CLIENT_TIMEOUT_MS = 60_000;
const scratch = mkdtempSync(join(tmpdir(), "skillhub-clawhub-"));
let node: string;

type Run = { code: number | null; output: string };
type Client = { workdir: string; skillsDir: string; run(...args: string[]): Promise<Run> };

/** A clawhub user: their own HOME and config (so their own login), a workdir, no stdin, no telemetry. */
function newClient(): Client {
  const home = mkdtempSync(join(scratch, "home-"));
  const workdir = mkdtempSync(join(scratch, "work-"));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    CLAWHUB_CONFIG_PATH: join(home, "clawhub.json"),
    CLAWHUB_DISABLE_TELEMETRY: "1",
    NO_COLOR: "1",
  };
  return {
    workdir,
    skillsDir: join(workdir, "skills"),
    run: (...args) =>
      new Promise((done, fail) => {
        const child = spawn(node, [CLAWHUB_BIN, "--site", BASE_URL(), "--workdir", workdir, "--no-input", ...args], {
          env,
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk));
        const timer = setTimeout(() => child.kill("SIGKILL"), CLIENT_TIMEOUT_MS);
        child.on("error", fail);
        child.on("close", (code) => {
          clearTimeout(timer);
          done({ code, output });
        });
      }),
  };
}

/** Every file under `dir` (relative paths → bytes), leaving out the client's own `.clawhub/` records. */
function filesUnder(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== ".clawhub") walk(path);
      } else out[relative(dir, path)] = readFileSync(path);
    }
  };
  walk(dir);
  return out;
}

function expectSameFiles(dir: string, files: SkillFile[]) {
  const installed = filesUnder(dir);
  expect(Object.keys(installed).sort()).toEqual(files.map((f) => f.path).sort());
  for (const file of files) expect(Buffer.compare(installed[file.path], Buffer.from(file.bytes)), file.path).toBe(0);
}

function expectNothingInstalled(client: Client) {
  const entries = existsSync(client.skillsDir) ? readdirSync(client.skillsDir) : [];
  expect(entries).toEqual([]);
  expect(existsSync(join(client.workdir, ".clawhub", "lock.json"))).toBe(false);
}

function lockedVersion(client: Client, name: string): string {
  return JSON.parse(readFileSync(join(client.workdir, ".clawhub", "lock.json"), "utf8")).skills[name].version;
}

/** A skill with a script and a nested file, and a byte no text decoder would keep (Latin-1 é). */
function richFiles(name: string, version: string, note = "first"): SkillFile[] {
  return [
    ...skillFiles({ name, version, description: `A skill the clawhub client installs (${note}).` }, "# Usage\n\nRun scripts/run.sh.\n", {
      "scripts/run.sh": `#!/bin/sh\necho ${note}\n`,
      "docs/notes.md": `Notes, ${note}.\r\nWith CRLF.\r\n`,
    }),
    { path: "data/latin1.txt", bytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]), isExecutable: false },
  ].sort((a, b) => (a.path < b.path ? -1 : 1));
}

async function waitForDownloads(name: string, atLeast: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const skill = await prisma.skill.findUnique({ where: { name }, select: { downloadCount: true } });
    if (Number(skill?.downloadCount ?? 0) >= atLeast || Date.now() > deadline) return Number(skill?.downloadCount ?? 0);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(() => {
  node = node22Binary();
}, 180_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each client run is a Node process (a second or more on a busy 2-core machine), and download counts
// are flushed every DOWNLOAD_FLUSH_INTERVAL_MS.
describe("clawhub client against Skillhub", { timeout: 120_000 }, () => {
  it("discovers the API from /.well-known/clawhub.json; our own /api/v1 keeps its shapes", async () => {
    const wellKnown = await api("/.well-known/clawhub.json");
    expect(wellKnown.json).toEqual({ apiBase: `${BASE_URL()}/api/clawhub` });
    const ours = await api("/api/v1/skills?q=anything");
    expect(ours.json).toHaveProperty("items");
    expect(ours.json).not.toHaveProperty("results");
  });

  it("searches, inspects, installs byte-identical files (counted as a download), and updates to a new version", async () => {
    const alice = await createPublisher();
    const name = uniqueName("claw");
    const v1 = richFiles(name, "1.0.0");
    expect((await publish(alice.token, tarball(v1))).status).toBe(201);
    const client = newClient();

    const search = await client.run("search", name);
    expect(search.code, search.output).toBe(0);
    expect(search.output).toContain(`${name} v1.0.0`);
    expect(search.output).toContain(`@${alice.handle}`);
    const listed = await client.run("search", name, "--prefix");
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toContain(`${name}  v1.0.0`);

    const inspect = await client.run("inspect", name, "--files");
    expect(inspect.code, inspect.output).toBe(0);
    expect(inspect.output).toContain(name);
    expect(inspect.output).toContain("CLEAN");
    for (const file of v1) expect(inspect.output).toContain(file.path);
    const skillMd = await client.run("inspect", name, "--file", "SKILL.md");
    expect(skillMd.code, skillMd.output).toBe(0);
    expect(skillMd.output).toContain("Run scripts/run.sh.");

    const install = await client.run("install", name);
    expect(install.code, install.output).toBe(0);
    expectSameFiles(join(client.skillsDir, name), v1);
    expect(lockedVersion(client, name)).toBe("1.0.0");
    expect(await waitForDownloads(name, 1)).toBe(1);

    const upToDate = await client.run("update", name);
    expect(upToDate.code, upToDate.output).toBe(0);
    expect(upToDate.output).toContain("up to date");

    const v2 = richFiles(name, "1.1.0", "second");
    expect((await publish(alice.token, tarball(v2))).status).toBe(201);
    const update = await client.run("update", "--all");
    expect(update.code, update.output).toBe(0);
    expectSameFiles(join(client.skillsDir, name), v2);
    expect(lockedVersion(client, name)).toBe("1.1.0");
    expect(await waitForDownloads(name, 2)).toBe(2);
  });

  it("publishes with a Skillhub token: whoami, upload, publish through our verb; a re-run is already published", async () => {
    const bob = await createPublisher();
    const name = uniqueName("clawpub");
    const client = newClient();
    const login = await client.run("login", "--token", bob.token);
    expect(login.code, login.output).toBe(0);
    expect(login.output).toContain(`@${bob.handle}`);
    const whoami = await client.run("whoami");
    expect(whoami.code, whoami.output).toBe(0);
    expect(whoami.output).toContain(bob.handle);

    const folder = join(client.workdir, name);
    const files = richFiles(name, "1.0.0").map((f) => (f.path === "SKILL.md" ? { ...f, bytes: new TextEncoder().encode(`---\nname: ${name}\ndescription: Published by the clawhub client.\n---\n\n# Usage\n`) } : f));
    for (const file of files) {
      mkdirSync(join(folder, file.path, ".."), { recursive: true });
      writeFileSync(join(folder, file.path), file.bytes);
    }
    const published = await client.run("publish", folder, "--version", "1.0.0");
    expect(published.code, published.output).toBe(0);
    expect(published.output).toContain(`Published ${name}@1.0.0`);
    expect((await api(`/api/v1/skills/${name}`)).json).toMatchObject({ name, owner: bob.handle, distTags: { latest: "1.0.0" } });
    expect(await prisma.clawhubUpload.count({ where: { userId: bob.userId } })).toBe(0);
    expect((await footprint(name)).audits.map((a) => a.action)).toContain("version.publish");

    const again = await client.run("publish", folder);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("already published");

    const reader = newClient();
    const install = await reader.run("install", name);
    expect(install.code, install.output).toBe(0);
    expectSameFiles(join(reader.skillsDir, name), files);
  });

  it("refuses a publish the policy blocks, with our reason, and stores nothing", async () => {
    const carol = await createPublisher();
    const name = uniqueName("clawbad");
    const client = newClient();
    expect((await client.run("login", "--token", carol.token)).code).toBe(0);
    const folder = join(client.workdir, name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "SKILL.md"), `---\nname: ${name}\ndescription: Blocked by the community policy.\n---\n\n${DANGEROUS_BODY}`);
    const refused = await client.run("publish", folder, "--version", "1.0.0");
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("POLICY_REJECTED");
    expect((await footprint(name)).versions).toEqual([]);

    const reader = newClient();
    const install = await reader.run("install", name);
    expect(install.code).not.toBe(0);
    expect(install.output).toContain(`No skill named "${name}"`);
    expectNothingInstalled(reader);
  });

  it("cannot install a version held for review, nor one an administrator then blocked; nothing is written", async () => {
    const agent = await createPublisher({ token: { isAgent: true } });
    const admin = await createPublisher({ role: "admin", token: { scopes: ["admin"] } });
    const name = uniqueName("clawheld");
    const held = await publish(agent.token, tarball(skillFiles({ name, version: "1.0.0" }, DANGEROUS_BODY)));
    expect(held.json).toMatchObject({ status: "pending_review" });
    const before = await waitForDownloads(name, 0);

    const client = newClient();
    const latest = await client.run("install", name);
    expect(latest.code).not.toBe(0);
    expect(latest.output).toContain("has no installable version");
    expectNothingInstalled(client);
    const pinned = await client.run("install", name, "--version", "1.0.0");
    expect(pinned.code).not.toBe(0);
    expect(pinned.output).toContain("VERSION_NOT_FOUND");
    expectNothingInstalled(client);
    const download = await api(`/api/clawhub/api/v1/download?slug=${name}&version=1.0.0`);
    expect(download.status).toBe(404);

    const review = await api(`/api/v1/skills/${name}/versions/1.0.0/review`, { method: "POST", token: admin.token, json: { decision: "reject" } });
    expect(review.status).toBe(200);
    const blocked = await client.run("install", name, "--version", "1.0.0");
    expect(blocked.code).not.toBe(0);
    expectNothingInstalled(client);
    expect(await waitForDownloads(name, 0)).toBe(before);
  });

  it("a yanked version: latest skips it, --version installs it (as a pinned install does for our client)", async () => {
    const dan = await createPublisher();
    const name = uniqueName("clawyank");
    const v1 = richFiles(name, "1.0.0");
    const v2 = richFiles(name, "1.1.0", "yanked");
    expect((await publish(dan.token, tarball(v1))).status).toBe(201);
    expect((await publish(dan.token, tarball(v2))).status).toBe(201);
    expect((await api(`/api/v1/skills/${name}/versions/1.1.0/yank`, { method: "POST", token: dan.token })).status).toBe(200);

    const client = newClient();
    const install = await client.run("install", name);
    expect(install.code, install.output).toBe(0);
    expectSameFiles(join(client.skillsDir, name), v1);
    const update = await client.run("update", name);
    expect(update.code, update.output).toBe(0);
    expect(update.output).toContain("up to date");

    const pinnedClient = newClient();
    const pinned = await pinnedClient.run("install", name, "--version", "1.1.0");
    expect(pinned.code, pinned.output).toBe(0);
    expectSameFiles(join(pinnedClient.skillsDir, name), v2);
  });
});
