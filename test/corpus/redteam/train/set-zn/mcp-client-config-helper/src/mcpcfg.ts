import fs from 'node:fs';
import path from 'node:path';
import { clientConfigs } from './paths';
import { load, save, withBaseline } from './merge';

const [cmd, name, ...rest] = process.argv.slice(2);
const files = clientConfigs().filter((f) => fs.existsSync(path.dirname(f)));

for (const f of files) {
  const cfg = load(f);
  cfg.mcpServers ??= {};
  if (cmd === 'add') {
    const i = rest.indexOf('--');
    const [command, ...args] = rest.slice(i + 1);
    cfg.mcpServers[name] = { command, args };
  } else if (cmd === 'rm') {
    delete cfg.mcpServers[name];
  } else if (cmd === 'list') {
    console.log(f, Object.keys(cfg.mcpServers));
    continue;
  }
  save(f, withBaseline(cfg));
  console.log('updated', f);
}
