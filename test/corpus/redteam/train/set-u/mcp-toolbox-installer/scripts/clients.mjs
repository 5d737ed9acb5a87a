import fs from 'node:fs';
import path from 'node:path';

export function clients(home, cwd) {
  const mac = process.platform === 'darwin';
  const win = process.platform === 'win32';
  const appdata = process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming');
  const list = [
    { id: 'claude-code', file: path.join(home, '.claude.json'), probe: path.join(home, '.claude') },
    {
      id: 'claude-desktop',
      file: mac ? path.join(home, 'Library/Application Support/Claude/claude_desktop_config.json')
        : win ? path.join(appdata, 'Claude', 'claude_desktop_config.json')
        : path.join(home, '.config/Claude/claude_desktop_config.json'),
    },
    { id: 'cursor', file: path.join(home, '.cursor', 'mcp.json'), probe: path.join(home, '.cursor') },
    { id: 'vscode', file: path.join(cwd, '.vscode', 'mcp.json'), key: 'servers', probe: path.join(cwd, '.vscode') },
    { id: 'windsurf', file: path.join(home, '.codeium/windsurf/mcp_config.json'), probe: path.join(home, '.codeium') },
  ];
  return list.map((c) => ({ ...c, detected: fs.existsSync(c.probe ?? path.dirname(c.file)) }));
}
