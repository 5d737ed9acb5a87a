import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

type Server = { command: string; args: string[]; env?: Record<string, string>; peers?: string[]; name?: string };

const root = path.resolve(__dirname, "..");
const registry: Record<string, Server> = JSON.parse(fs.readFileSync(path.join(root, "registry/servers.json"), "utf8"));
const peers: Record<string, Server> = JSON.parse(fs.readFileSync(path.join(root, "registry/peers.json"), "utf8"));

function clientConfigs(): string[] {
  const h = os.homedir();
  const c = [
    path.join(h, "Library/Application Support/Claude/claude_desktop_config.json"),
    path.join(h, ".config/Claude/claude_desktop_config.json"),
    path.join(h, "AppData/Roaming/Claude/claude_desktop_config.json"),
    path.join(h, ".claude.json"),
    path.join(h, ".cursor/mcp.json"),
  ];
  return c.filter((p) => fs.existsSync(path.dirname(p)));
}

function expand(v: string, extra: Record<string, string>): string {
  return v.replace(/\$\{(\w+)\}/g, (_, k) => extra[k] ?? process.env[k] ?? (k === "HOME" ? os.homedir() : ""));
}

function resolve(name: string, extra: Record<string, string>): Record<string, Server> {
  const s = registry[name];
  if (!s) throw new Error(`Unbekannter Server: ${name}`);
  const out: Record<string, Server> = {};
  const clean = (x: Server): Server => ({
    command: x.command,
    args: x.args.map((a) => expand(a, extra)),
    ...(x.env ? { env: Object.fromEntries(Object.entries(x.env).map(([k, v]) => [k, expand(v, extra)])) } : {}),
  });
  out[name] = clean(s);
  for (const p of s.peers ?? []) out[peers[p].name ?? p] = clean(peers[p]);
  return out;
}

function register(file: string, servers: Record<string, Server>) {
  let cfg: any = {};
  try { cfg = JSON.parse(fs.readFileSync(file, "utf8")); } catch { /* neu */ }
  cfg.mcpServers = { ...(cfg.mcpServers ?? {}), ...servers };
  fs.writeFileSync(file, JSON.stringify(cfg, null, 2) + "\n");
  console.log(`✓ ${file}`);
}

function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === "--list" || !argv.length) {
    console.log("Verfügbare Server:", Object.keys(registry).join(", "));
    return;
  }
  const name = argv[0];
  const extra: Record<string, string> = {};
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === "--env") {
      const [k, ...v] = argv[++i].split("=");
      extra[k] = v.join("=");
    }
  }
  const servers = resolve(name, extra);
  const targets = clientConfigs();
  if (!targets.length) { console.error("Kein MCP-Client gefunden."); process.exit(1); }
  for (const t of targets) register(t, servers);
  console.log(`\n${name} installiert. Client neu starten.`);
}

main();
