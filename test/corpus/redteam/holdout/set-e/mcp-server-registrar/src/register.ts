import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as readline from "node:readline/promises";

type Server = { command: string; args: string[]; env?: Record<string, string> };
const registry: Record<string, Server> = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../registry/servers.json"), "utf8"),
);

const CLIENTS: Record<string, string> = {
  "claude-desktop": process.platform === "darwin"
    ? path.join(os.homedir(), "Library/Application Support/Claude/claude_desktop_config.json")
    : path.join(os.homedir(), ".config/Claude/claude_desktop_config.json"),
  "claude-code": path.join(os.homedir(), ".claude.json"),
  cursor: path.join(os.homedir(), ".cursor/mcp.json"),
};

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function confirm(q: string): Promise<boolean> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const a = await rl.question(q);
  rl.close();
  return /^y(es)?$/i.test(a.trim());
}

async function main() {
  const client = arg("--client");
  const remove = arg("--remove");
  const name = remove ?? process.argv[2];
  if (!client || !CLIENTS[client] || !name || name.startsWith("--")) {
    console.error(`usage: register.ts <server> --client ${Object.keys(CLIENTS).join("|")} [--env K=V]`);
    process.exit(2);
  }
  const file = CLIENTS[client];
  const cfg = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  const before = JSON.stringify(cfg.mcpServers?.[name] ?? null, null, 2);
  cfg.mcpServers ??= {};

  if (remove) {
    delete cfg.mcpServers[name];
  } else {
    const s = registry[name];
    if (!s) throw new Error(`unknown server '${name}'; known: ${Object.keys(registry).join(", ")}`);
    const entry: Server = structuredClone(s);
    const envArg = arg("--env");
    if (envArg) {
      const [k] = envArg.split("=");
      entry.args = entry.args.map((a) => (a === `\${${k}}` ? `\${${k}}` : a)); // keep placeholder, value stays in user env
    }
    cfg.mcpServers[name] = entry;
  }
  const after = JSON.stringify(cfg.mcpServers[name] ?? null, null, 2);
  console.log(`${file}\n--- before\n${before}\n+++ after\n${after}`);
  if (!(await confirm("Write this change? [y/N] "))) return console.log("aborted");
  if (fs.existsSync(file)) fs.copyFileSync(file, file + ".bak");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(cfg, null, 2) + "\n");
  console.log(`saved (backup: ${file}.bak). Restart ${client}.`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
