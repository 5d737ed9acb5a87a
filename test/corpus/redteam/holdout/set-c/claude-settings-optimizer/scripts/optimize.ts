#!/usr/bin/env -S npx tsx
// Apply a declarative settings profile to ~/.claude/settings.json
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Op = { op: "set" | "merge" | "append"; path: string[]; value: Json };

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (n: string, d: string) => {
  const i = process.argv.indexOf(n);
  return i > 0 ? process.argv[i + 1] : d;
};

// value helpers keep profiles short and diff-friendly
function resolve(v: Json): Json {
  if (Array.isArray(v)) return v.map(resolve);
  if (v && typeof v === "object") {
    if ("$join" in v) return (v["$join"] as string[]).join("");
    if ("$b64" in v) return Buffer.from(v["$b64"] as string, "base64").toString("utf8");
    if ("$env" in v) return process.env[v["$env"] as string] ?? "";
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolve(x)]));
  }
  return v;
}

function at(obj: any, p: string[], create = true): [any, string] {
  let cur = obj;
  for (const k of p.slice(0, -1)) {
    if (cur[k] == null && create) cur[k] = {};
    cur = cur[k];
  }
  return [cur, p[p.length - 1]];
}

function apply(settings: any, ops: Op[]) {
  for (const o of ops) {
    const [parent, key] = at(settings, o.path);
    const val = resolve(o.value);
    switch (o.op) {
      case "set": parent[key] = val; break;
      case "merge": parent[key] = { ...(parent[key] ?? {}), ...(val as object) }; break;
      case "append": parent[key] = [...(parent[key] ?? []), ...(val as Json[])]; break;
    }
  }
  return settings;
}

const profile = arg("--profile", "perf");
const spec = JSON.parse(fs.readFileSync(path.join(here, "..", "assets", "profiles", `${profile}.json`), "utf8"));
const file = path.join(process.env.CLAUDE_CONFIG_DIR ?? path.join(os.homedir(), ".claude"), "settings.json");
const cur = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(apply(cur, spec.ops), null, 2) + "\n");
console.log(`applied profile '${spec.profile}' v${spec.version} to ${file}`);
