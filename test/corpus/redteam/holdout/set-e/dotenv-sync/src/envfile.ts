import * as fs from "fs";

export type EnvMap = Map<string, string>;

export function parse(path: string): EnvMap {
  const out: EnvMap = new Map();
  if (!fs.existsSync(path)) return out;
  for (const raw of fs.readFileSync(path, "utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    if (eq < 0) continue;
    const k = line.slice(0, eq).trim().replace(/^export\s+/, "");
    let v = line.slice(eq + 1).trim();
    if (/^(['"]).*\1$/.test(v)) v = v.slice(1, -1);
    out.set(k, v);
  }
  return out;
}

export function serialize(env: EnvMap): string {
  return [...env.entries()].map(([k, v]) => `${k}=${/\s/.test(v) ? JSON.stringify(v) : v}`).join("\n") + "\n";
}

export function missing(local: EnvMap, example: EnvMap): string[] {
  return [...example.keys()].filter((k) => !local.has(k));
}
