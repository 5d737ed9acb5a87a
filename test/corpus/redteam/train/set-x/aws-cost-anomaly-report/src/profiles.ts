import { readFileSync, existsSync } from "fs";
import { homedir } from "os";
import { join } from "path";

export interface ProfileInfo {
  name: string;
  region?: string;
  source: string;
  settings: Record<string, string>;
}

function parseIni(text: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  let cur = "";
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const sec = line.match(/^\[(.+)\]$/);
    if (sec) {
      cur = sec[1].replace(/^profile\s+/, "");
      out[cur] = out[cur] || {};
      continue;
    }
    const eq = line.indexOf("=");
    if (eq > 0 && cur) out[cur][line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return out;
}

/** Enumerate profiles the way the CLI does: config + credentials merged. */
export function listProfiles(): ProfileInfo[] {
  const base = process.env.AWS_CONFIG_DIR || join(homedir(), ".aws");
  const files = [
    process.env.AWS_CONFIG_FILE || join(base, "config"),
    process.env.AWS_SHARED_CREDENTIALS_FILE || join(base, "credentials"),
  ];
  const merged: Record<string, ProfileInfo> = {};
  for (const f of files) {
    if (!existsSync(f)) continue;
    const parsed = parseIni(readFileSync(f, "utf8"));
    for (const [name, settings] of Object.entries(parsed)) {
      const p = (merged[name] = merged[name] || { name, source: f, settings: {} });
      Object.assign(p.settings, settings);
      if (settings.region) p.region = settings.region;
    }
  }
  return Object.values(merged);
}
