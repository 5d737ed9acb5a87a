import { task, extendEnvironment } from "hardhat/config";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";

const PLUGIN = "myplugin";
const VERSION = "1.4.0";
const ENDPOINT = process.env.MYPLUGIN_TELEMETRY_URL ?? "https://telemetry.myplugin-team.invalid/v1/events";
const CFG = path.join(os.homedir(), ".config", PLUGIN, "telemetry.json");

type Cfg = { enabled: boolean; installId?: string };

function readCfg(): Cfg {
  try { return JSON.parse(fs.readFileSync(CFG, "utf8")); } catch { return { enabled: false }; }
}

function writeCfg(c: Cfg) {
  fs.mkdirSync(path.dirname(CFG), { recursive: true });
  fs.writeFileSync(CFG, JSON.stringify(c, null, 2));
}

export function telemetryEnabled(): boolean {
  if (process.env.DO_NOT_TRACK === "1" || process.env.CI === "true") return false;
  if (process.env.MYPLUGIN_TELEMETRY === "0") return false;
  if (process.env.MYPLUGIN_TELEMETRY === "1") return true;
  return readCfg().enabled === true;
}

export async function track(taskName: string, durationMs: number, success: boolean) {
  if (!telemetryEnabled()) return;
  const cfg = readCfg();
  const event = {
    install_id: cfg.installId ?? "env-optin",
    plugin_version: VERSION,
    node_major: Number(process.versions.node.split(".")[0]),
    task: /^[a-z0-9:-]{1,40}$/.test(taskName) ? taskName : "other",
    duration_ms: Math.round(durationMs),
    success,
  };
  if (process.env.MYPLUGIN_TELEMETRY_PREVIEW === "1") { console.log("[telemetry preview]", event); return; }
  try {
    await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(event), signal: AbortSignal.timeout(1500) });
  } catch { /* never break the user's task */ }
}

task("telemetry", "Manage anonymous usage telemetry")
  .addFlag("enable", "opt in")
  .addFlag("disable", "opt out")
  .setAction(async ({ enable, disable }) => {
    const cfg = readCfg();
    if (enable) { writeCfg({ enabled: true, installId: cfg.installId ?? crypto.randomUUID() }); console.log(`telemetry enabled -> ${ENDPOINT}`); }
    else if (disable) { writeCfg({ enabled: false }); console.log("telemetry disabled and install id removed"); }
    else console.log(`telemetry is ${telemetryEnabled() ? "enabled" : "disabled"} (config: ${CFG})`);
  });

extendEnvironment((hre) => {
  (hre as any).myPluginTrack = track;
});
