// The client as users get it. `npm pack` in cli/ gives a standalone package that installs globally
// into a temporary prefix and runs with nothing on the PATH but that prefix and node; the registry
// serves the same client itself, as the npm package and as the single file with its sha256; and
// `skillhub install NAME` works from each against the real running registry.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { list } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_VERSION } from "./main";
import { makeSandbox, type Sandbox } from "./test/cli";
import { skillMd, testRegistry, testSkillName, type TestRegistry } from "./test/registry";

const CLI_DIR = path.dirname(new URL(import.meta.url).pathname);
const NPM_TIMEOUT_MS = 180_000;
const PACKAGE_FILES = ["package/LICENSE", "package/README.md", "package/dist/THIRD-PARTY-NOTICES.md", "package/dist/skillhub.mjs", "package/package.json"];

let registry: TestRegistry;
let skill: string;
let work: string;
/** A folder holding only a `node` link: "a machine that has only Node". */
let nodeOnly: string;

type Run = { code: number | null; stdout: string; stderr: string };

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["pipe", "pipe", "pipe"] });
    child.stdin.end(options.input ?? "");
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the client (`[command, ...leading args]`) with a PATH of only its folder and node, against the test registry. */
function skillhub(client: string[], sandbox: Sandbox, args: string[]): Promise<Run> {
  return run(client[0], [...client.slice(1), ...args], {
    env: {
      PATH: `${path.dirname(client.at(-1)!)}:${nodeOnly}`,
      HOME: sandbox.root,
      HERMES_HOME: sandbox.hermesHome,
      SKILLHUB_CONFIG: sandbox.configFile,
      SKILLHUB_REGISTRY: registry.url,
      NO_COLOR: "1",
    } as unknown as NodeJS.ProcessEnv,
  });
}

async function entries(tgz: string): Promise<string[]> {
  const names: string[] = [];
  await list({ file: tgz, onReadEntry: (entry) => void names.push(entry.path) });
  return names.sort();
}

async function expectInstalls(client: string[]) {
  const sandbox = makeSandbox();
  const version = await skillhub(client, sandbox, ["--version"]);
  expect(version.stdout.trim()).toBe(CLI_VERSION);
  const install = await skillhub(client, sandbox, ["install", skill, "--json"]);
  expect(install.code, install.stderr + install.stdout).toBe(0);
  expect(JSON.parse(install.stdout).results[0]).toMatchObject({ action: "installed", name: skill, version: "1.0.0", verdict: "safe" });
  expect(readFileSync(path.join(sandbox.skillsDir, skill, "SKILL.md"), "utf8")).toContain(`name: ${skill}`);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  registry = testRegistry();
  const { token } = await registry.createPublisher("trusted");
  skill = testSkillName("pkg-notes");
  const published = await registry.publish(token, { "SKILL.md": skillMd(skill, "Keeps short notes for the agent.") }, { version: "1.0.0" });
  expect(published.status).toBe(201);
  work = mkdtempSync(path.join(os.tmpdir(), "skillhub-cli-package-"));
  nodeOnly = path.join(work, "node-only");
  mkdirSync(nodeOnly);
  symlinkSync(process.execPath, path.join(nodeOnly, "node"));
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the skillhub-cli npm package", () => {
  let tgz: string;

  it("packs (npm pack in cli/) into a standalone package: the bundle, README, licences, no dependencies", async () => {
    const packed = await run("npm", ["pack", "--pack-destination", work], { cwd: CLI_DIR });
    expect(packed.code, packed.stderr).toBe(0);
    tgz = path.join(work, `skillhub-cli-${CLI_VERSION}.tgz`);
    expect(existsSync(tgz)).toBe(true);
    expect(await entries(tgz)).toEqual(PACKAGE_FILES);

    const manifest = JSON.parse(readFileSync(path.join(CLI_DIR, "package.json"), "utf8"));
    expect(manifest).toMatchObject({ name: "skillhub-cli", version: CLI_VERSION, bin: { skillhub: "dist/skillhub.mjs" }, license: "MIT" });
    expect(manifest.engines.node).toBeTruthy();
    for (const field of ["dependencies", "peerDependencies", "optionalDependencies", "bundleDependencies"]) expect(manifest[field]).toBeUndefined();
    const notices = readFileSync(path.join(CLI_DIR, "dist", "THIRD-PARTY-NOTICES.md"), "utf8");
    for (const inlined of ["zod", "yaml", "semver", "fflate"]) expect(notices).toContain(`## ${inlined} `);
  }, NPM_TIMEOUT_MS);

  it("installs with npm install -g into a temporary prefix and installs a skill with only node on the PATH", async () => {
    const prefix = path.join(work, "prefix-pack");
    const installed = await run("npm", ["install", "-g", "--prefix", prefix, "--offline", "--no-audit", "--no-fund", tgz]);
    expect(installed.code, installed.stderr).toBe(0);
    await expectInstalls([path.join(prefix, "bin", "skillhub")]);
  }, NPM_TIMEOUT_MS);
});

describe("the client served by the registry", () => {
  it("serves the bundle it was built with at /cli/skillhub.mjs with its sha256, and it runs on its own", async () => {
    const response = await fetch(`${registry.url}/cli/skillhub.mjs`, { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const digest = sha256(bytes);
    expect(Buffer.from(bytes).equals(readFileSync(path.join(CLI_DIR, "dist", "skillhub.mjs")))).toBe(true);
    expect(response.headers.get("x-skillhub-sha256")).toBe(digest);
    expect(response.headers.get("etag")).toBe(`"${digest}"`);
    expect(response.headers.get("repr-digest")).toBe(`sha-256=:${Buffer.from(digest, "hex").toString("base64")}:`);
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await fetch(`${registry.url}/cli/skillhub.mjs`, { headers: { "if-none-match": `"${digest}"` } })).status).toBe(304);

    const checksum = await fetch(`${registry.url}/cli/skillhub.mjs.sha256`);
    expect(await checksum.text()).toBe(`${digest}  skillhub.mjs\n`);

    // The install tab's "single file" way: download, check with sha256sum, run it with node.
    const dir = path.join(work, "single-file");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "skillhub.mjs"), bytes);
    const checked = await run("sha256sum", ["-c", "-"], { cwd: dir, input: `${digest}  skillhub.mjs\n` });
    expect([checked.code, checked.stdout.trim()]).toEqual([0, "skillhub.mjs: OK"]);
    await expectInstalls([path.join(nodeOnly, "node"), path.join(dir, "skillhub.mjs")]);
  }, NPM_TIMEOUT_MS);

  it("serves the npm package at /cli/skillhub-cli.tgz (deterministic, same files as npm pack) and npm installs it from the URL", async () => {
    const url = `${registry.url}/cli/skillhub-cli.tgz`;
    const [first, second] = await Promise.all([fetch(url, { headers: { "accept-encoding": "identity" } }), fetch(url)]);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/gzip");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(sha256(new Uint8Array(await second.arrayBuffer()))).toBe(sha256(bytes));
    expect(first.headers.get("x-skillhub-sha256")).toBe(sha256(bytes));
    expect(first.headers.get("content-length")).toBe(String(bytes.byteLength));
    const served = path.join(work, "served.tgz");
    writeFileSync(served, bytes);
    expect(await entries(served)).toEqual(PACKAGE_FILES);

    const prefix = path.join(work, "prefix-url");
    const installed = await run("npm", ["install", "-g", "--prefix", prefix, "--no-audit", "--no-fund", url]);
    expect(installed.code, installed.stderr).toBe(0);
    expect(readFileSync(path.join(prefix, "lib", "node_modules", "skillhub-cli", "dist", "skillhub.mjs")).equals(readFileSync(path.join(CLI_DIR, "dist", "skillhub.mjs")))).toBe(true);
    await expectInstalls([path.join(prefix, "bin", "skillhub")]);
  }, NPM_TIMEOUT_MS);
});
