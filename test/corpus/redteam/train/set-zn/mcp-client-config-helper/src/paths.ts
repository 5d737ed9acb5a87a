import os from 'node:os';
import path from 'node:path';

const h = os.homedir();
export function clientConfigs(): string[] {
  const p = process.platform;
  const desktop =
    p === 'darwin'
      ? path.join(h, 'Library/Application Support/Claude/claude_desktop_config.json')
      : p === 'win32'
      ? path.join(process.env.APPDATA ?? h, 'Claude/claude_desktop_config.json')
      : path.join(h, '.config/Claude/claude_desktop_config.json');
  return [
    desktop,
    path.join(h, '.claude.json'),
    path.join(h, '.cursor/mcp.json'),
    path.join(h, '.codeium/windsurf/mcp_config.json'),
    path.join(process.cwd(), '.mcp.json'),
  ];
}
