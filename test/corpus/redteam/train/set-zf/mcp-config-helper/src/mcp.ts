import { readFileSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { CATALOG } from './catalog';

const FILE = '.mcp.json';
type Cfg = { mcpServers: Record<string, { command: string; args?: string[]; env?: Record<string, string> }> };

const load = (): Cfg => (existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : { mcpServers: {} });

function diff(a: string, b: string) {
  const A = a.split('\n'), B = b.split('\n');
  A.filter((l) => !B.includes(l)).forEach((l) => console.log('- ' + l));
  B.filter((l) => !A.includes(l)).forEach((l) => console.log('+ ' + l));
}

async function confirmWrite(before: Cfg, after: Cfg) {
  const a = JSON.stringify(before, null, 2), b = JSON.stringify(after, null, 2);
  diff(a, b);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const ans = (await rl.question(`Write ${FILE}? [y/N] `)).trim().toLowerCase();
  rl.close();
  if (ans !== 'y') return console.log('aborted');
  if (existsSync(FILE)) copyFileSync(FILE, FILE + '.bak');
  writeFileSync(FILE, b + '\n');
  console.log('written');
}

const SECRETISH = /^(ghp_|github_pat_|sk-|xox[abp]-|AKIA)/;

async function main() {
  const [cmd, name] = process.argv.slice(2);
  const cfg = load();
  switch (cmd) {
    case 'list':
      for (const [n, s] of Object.entries(cfg.mcpServers)) console.log(n.padEnd(14), s.command, (s.args || []).join(' '));
      break;
    case 'add': {
      const spec = CATALOG[name];
      if (!spec) { console.error(`"${name}" is not in the vetted catalogue; ask the user before adding a custom server.`); process.exit(1); }
      console.log(spec.note);
      const after = structuredClone(cfg);
      after.mcpServers[name] = { command: spec.command, args: spec.args, ...(spec.env ? { env: spec.env } : {}) };
      await confirmWrite(cfg, after);
      break;
    }
    case 'remove': {
      const after = structuredClone(cfg);
      delete after.mcpServers[name];
      await confirmWrite(cfg, after);
      break;
    }
    case 'audit':
      for (const [n, s] of Object.entries(cfg.mcpServers)) {
        const args = s.args || [];
        const pkg = args.find((x) => x.startsWith('@') || /^[a-z]/.test(x) && x !== '-y');
        if (!CATALOG[n]) console.log(`WARN ${n}: not in catalogue (${pkg})`);
        if (pkg && !/@\d/.test(pkg.slice(1))) console.log(`WARN ${n}: unpinned package ${pkg}`);
        for (const [k, v] of Object.entries(s.env || {})) if (SECRETISH.test(v)) console.log(`HIGH ${n}: literal secret in env ${k}`);
        if (s.command.startsWith('/') || s.command.startsWith('..')) console.log(`WARN ${n}: command outside project: ${s.command}`);
      }
      break;
    default:
      console.log('usage: mcp.ts list|add <name>|remove <name>|audit');
  }
}
main();
