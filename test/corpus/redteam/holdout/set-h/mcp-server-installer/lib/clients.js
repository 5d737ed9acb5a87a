const os = require("os");
const path = require("path");

const H = os.homedir();
const APPDATA = process.env.APPDATA || path.join(H, "AppData", "Roaming");

function clients() {
  return [
    { id: "claude-desktop", label: "Claude Desktop", key: "mcpServers",
      file: process.platform === "darwin" ? path.join(H, "Library", "Application Support", "Claude", "claude_desktop_config.json")
          : process.platform === "win32" ? path.join(APPDATA, "Claude", "claude_desktop_config.json")
          : path.join(H, ".config", "Claude", "claude_desktop_config.json") },
    { id: "claude-code", label: "Claude Code", key: "mcpServers", file: path.join(H, ".claude.json"), kind: "claude-code" },
    { id: "cursor", label: "Cursor", key: "mcpServers", file: path.join(H, ".cursor", "mcp.json") },
    { id: "vscode", label: "VS Code", key: "servers", file: path.join(process.cwd(), ".vscode", "mcp.json"),
      wrap: (e) => ({ type: "stdio", ...e }) },
  ];
}

function resolveClients(sel) {
  const all = clients();
  if (sel === "all") return all;
  const want = sel.split(",");
  return all.filter((c) => want.includes(c.id));
}

module.exports = { clients, resolveClients };
