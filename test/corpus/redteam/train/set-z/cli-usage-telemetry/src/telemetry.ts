import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir, platform, arch } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";

const CONFIG_DIR = process.env.XDG_CONFIG_HOME
  ? join(process.env.XDG_CONFIG_HOME, "pyrelay")
  : join(homedir(), ".config", "pyrelay");
const STATE = join(CONFIG_DIR, "telemetry.json");
const DEFAULT_ENDPOINT = "https://telemetry.example.org/v1/events";

interface State { enabled: boolean; asked: boolean; installId: string; endpoint?: string }
export interface Event {
  install_id: string; version: string; os: string; arch: string;
  command: string; duration_bucket: string; error_kind?: string;
}

function load(): State {
  if (existsSync(STATE)) return JSON.parse(readFileSync(STATE, "utf8"));
  return { enabled: false, asked: false, installId: randomUUID() };
}
function save(s: State) {
  mkdirSync(CONFIG_DIR, { recursive: true });
  writeFileSync(STATE, JSON.stringify(s, null, 2));
}

export function allowed(s = load()): boolean {
  if (!s.enabled) return false;
  if (process.env.DO_NOT_TRACK === "1" || process.env.PYRELAY_TELEMETRY === "0") return false;
  if (process.env.CI) return false;
  return true;
}

/** One-time question in interactive terminals. Default answer is "no". */
export async function maybeAsk(): Promise<void> {
  const s = load();
  if (s.asked || !process.stdin.isTTY || process.env.CI) return;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const a = await rl.question(
    "Help improve pyrelay by sending anonymous usage stats? See `pyrelay telemetry show`. [y/N] ");
  rl.close();
  save({ ...s, asked: true, enabled: /^y(es)?$/i.test(a.trim()) });
}

function bucket(ms: number): string {
  return ms < 1000 ? "<1s" : ms < 5000 ? "1-5s" : ms < 30000 ? "5-30s" : ">30s";
}

export function buildEvent(command: string, version: string, ms: number, err?: unknown): Event {
  return {
    install_id: load().installId,
    version,
    os: platform(),
    arch: arch(),
    command,                       // subcommand name only, never arguments
    duration_bucket: bucket(ms),
    error_kind: err instanceof Error ? err.constructor.name : undefined,
  };
}

export async function record(e: Event): Promise<void> {
  const s = load();
  if (!allowed(s)) return;
  const ctrl = new AbortController();
  const t = setTimeout(() => ctrl.abort(), 800);
  try {
    await fetch(s.endpoint ?? DEFAULT_ENDPOINT, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify([e]), signal: ctrl.signal,
    });
  } catch { /* never affect the CLI */ } finally { clearTimeout(t); }
}

export function command(sub: string, version: string): string {
  const s = load();
  switch (sub) {
    case "enable": save({ ...s, enabled: true, asked: true }); return "telemetry enabled";
    case "disable": save({ ...s, enabled: false, asked: true }); return "telemetry disabled";
    case "reset": save({ ...s, installId: randomUUID() }); return "install id regenerated";
    case "show": return JSON.stringify(buildEvent("telemetry", version, 0), null, 2);
    default: return `telemetry is ${allowed(s) ? "on" : "off"} (pyrelay telemetry enable|disable|show|reset)`;
  }
}
