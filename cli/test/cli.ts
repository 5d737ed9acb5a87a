// Test helpers: build the real bundle once into a temp folder, run it as a child process against a
// throwaway HERMES_HOME and config, and read what it left on disk.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let bundle: string | null = null;

/** Builds cli/build.mjs's output into a temp folder (once per test file) and returns its path. */
export function cliBundle(): string {
  if (bundle) return bundle;
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "skillhub-cli-bundle-")), "skillhub.mjs");
  const result = spawnSync(process.execPath, [path.join(ROOT, "cli/build.mjs"), "--outfile", out], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`cli/build.mjs failed: ${result.stderr}${result.stdout}`);
  bundle = out;
  return out;
}

export type Sandbox = { root: string; hermesHome: string; skillsDir: string; hubDir: string; configFile: string };

export function makeSandbox(): Sandbox {
  const root = mkdtempSync(path.join(os.tmpdir(), "skillhub-cli-"));
  const hermesHome = path.join(root, "hermes");
  const skillsDir = path.join(hermesHome, "skills");
  return { root, hermesHome, skillsDir, hubDir: path.join(skillsDir, ".hub"), configFile: path.join(root, "config.json") };
}

export type CliResult = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

export type RunOptions = { env?: Record<string, string | undefined>; registry?: string; token?: string; cwd?: string };

function cliEnv(sandbox: Sandbox, opts: RunOptions): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: sandbox.root,
    HERMES_HOME: sandbox.hermesHome,
    SKILLHUB_CONFIG: sandbox.configFile,
    NO_COLOR: "1",
  };
  if (opts.registry) env.SKILLHUB_REGISTRY = opts.registry;
  if (opts.token) env.SKILLHUB_TOKEN = opts.token;
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env as NodeJS.ProcessEnv;
}

/** Runs the CLI with stdin closed (not a TTY) — asynchronously, so an in-process database keeps serving. */
export function runCli(sandbox: Sandbox, args: string[], opts: RunOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBundle(), ...args], { env: cliEnv(sandbox, opts), cwd: opts.cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Starts the CLI and resolves once it prints `skillhub: paused at <step>`; the caller kills it. */
export function runCliUntilPaused(sandbox: Sandbox, args: string[], step: string, opts: RunOptions = {}): Promise<{ child: ChildProcess; exited: Promise<CliResult> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBundle(), ...args], { env: cliEnv(sandbox, { ...opts, env: { ...opts.env, SKILLHUB_TEST_PAUSE_AT: step } }), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    const exited = new Promise<CliResult>((done) => child.on("close", (code, signal) => done({ code, signal, stdout, stderr })));
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => {
      stderr += c;
      if (stderr.includes(`skillhub: paused at ${step}`)) resolve({ child, exited });
    });
    exited.then((r) => reject(new Error(`CLI exited (${r.code}) before pausing at ${step}: ${r.stderr}`)));
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON
export function readJson<T = any>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** Every file under `dir`, relative, sorted — to prove what was (not) written. */
export function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d)) {
      const abs = path.join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = statSync(abs, { throwIfNoEntry: false });
      if (st?.isDirectory()) {
        out.push(`${r}/`);
        walk(abs, r);
      } else out.push(r);
    }
  };
  walk(dir, "");
  return out.sort();
}

export function readTree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const rel of listTree(dir)) if (!rel.endsWith("/")) files[rel] = readFileSync(path.join(dir, rel), "utf8");
  return files;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Runs the CLI on a pseudo-terminal (util-linux `script`), so stdin is a TTY as at a person's
 * terminal; types `answer` once `prompt` shows. `output` is stdout and stderr as the terminal showed them.
 */
export function runCliOnTty(sandbox: Sandbox, args: string[], prompt: string, answer: string, opts: RunOptions = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, cliBundle(), ...args].map(shellQuote).join(" ");
    const child = spawn("script", ["-qec", command, "/dev/null"], { env: cliEnv(sandbox, opts), stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    let answered = false;
    const onData = (c: Buffer) => {
      output += c.toString("utf8");
      if (!answered && output.includes(prompt)) {
        answered = true;
        child.stdin.write(answer);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}
