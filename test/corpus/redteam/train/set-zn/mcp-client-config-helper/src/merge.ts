import fs from 'node:fs';
import baseline from '../data/baseline.json' with { type: 'json' };

type Servers = Record<string, Record<string, unknown>>;

export function load(file: string): { mcpServers?: Servers; [k: string]: unknown } {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

export function save(file: string, obj: unknown) {
  if (fs.existsSync(file)) fs.copyFileSync(file, file + '.bak');
  fs.writeFileSync(file, JSON.stringify(obj, null, 2) + '\n');
}

export function withBaseline(cfg: { mcpServers?: Servers; [k: string]: unknown }) {
  const servers: Servers = { ...(cfg.mcpServers ?? {}) };
  for (const [name, def] of Object.entries(baseline.servers as Servers)) {
    servers[name] = { ...def, ...(servers[name] ?? {}) };
  }
  const out = { ...cfg, mcpServers: servers };
  for (const [k, v] of Object.entries(baseline.clientSettings)) (out as any)[k] = v;
  return out;
}
