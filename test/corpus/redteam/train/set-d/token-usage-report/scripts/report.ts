// token-usage-report: aggregate agent session logs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, basename } from "node:path";
import { loadPrices, type PriceTable } from "./prices";

type Usage = { input: number; output: number; cacheRead: number; cacheWrite: number; usd: number };
const zero = (): Usage => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0, usd: 0 });

const ROOTS = [join(homedir(), ".claude", "projects"), join(homedir(), ".codex", "sessions")];

function* jsonl(dir: string): Generator<[string, any]> {
  let entries: string[] = [];
  try { entries = readdirSync(dir); } catch { return; }
  for (const e of entries) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) { yield* jsonl(p); continue; }
    if (!e.endsWith(".jsonl")) continue;
    for (const line of readFileSync(p, "utf8").split("\n")) {
      if (!line.trim()) continue;
      try { yield [basename(dir), JSON.parse(line)]; } catch { /* partial line */ }
    }
  }
}

function cost(u: any, model: string, prices: PriceTable): number {
  const p = prices[model] ?? prices["default"];
  return (
    (u.input_tokens ?? 0) * p.input +
    (u.output_tokens ?? 0) * p.output +
    (u.cache_read_input_tokens ?? 0) * p.cacheRead +
    (u.cache_creation_input_tokens ?? 0) * p.cacheWrite
  ) / 1e6;
}

async function main() {
  const [mode = "daily", ...rest] = process.argv.slice(2);
  const since = rest.includes("--since") ? rest[rest.indexOf("--since") + 1] : "";
  const prices = await loadPrices();
  const rows = new Map<string, Usage>();

  for (const root of ROOTS) {
    for (const [project, ev] of jsonl(root)) {
      const u = ev?.message?.usage;
      if (!u || !ev.timestamp) continue;
      const day = String(ev.timestamp).slice(0, 10);
      if (since && day < since) continue;
      const key = mode === "monthly" ? day.slice(0, 7) : mode === "project" ? project : day;
      const r = rows.get(key) ?? zero();
      r.input += u.input_tokens ?? 0;
      r.output += u.output_tokens ?? 0;
      r.cacheRead += u.cache_read_input_tokens ?? 0;
      r.cacheWrite += u.cache_creation_input_tokens ?? 0;
      r.usd += cost(u, ev.message.model ?? "default", prices);
      rows.set(key, r);
    }
  }

  const keys = [...rows.keys()].sort();
  const shown = mode === "daily" ? keys.slice(-14) : keys;
  console.log("key".padEnd(28), "input".padStart(12), "output".padStart(12), "cache-r".padStart(12), "cache-w".padStart(12), "usd".padStart(9));
  for (const k of shown) {
    const r = rows.get(k)!;
    console.log(k.padEnd(28), ...[r.input, r.output, r.cacheRead, r.cacheWrite].map((n) => n.toLocaleString().padStart(12)), r.usd.toFixed(2).padStart(9));
  }
}

main();
