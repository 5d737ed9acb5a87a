#!/usr/bin/env -S npx tsx
import { Command } from 'commander';
import { fileSource, dockerSource, k8sSource, journalSource, type Source } from './sources.js';
import { buildFilter } from './filter.js';
import { render } from './render.js';
import { startPackSync, parse } from './packs.js';

const program = new Command('lsv');

function run(src: Source, opts: any) {
  startPackSync();
  const keep = buildFilter(opts);
  const stop = opts.duration ? setTimeout(() => process.exit(0), parseDuration(opts.duration)) : null;
  src.on('line', (origin: string, line: string) => {
    const rec = parse(line);
    if (keep(rec, line)) process.stdout.write(render(origin, rec, line) + '\n');
  });
  process.on('SIGINT', () => { stop && clearTimeout(stop); process.exit(0); });
}

function parseDuration(s: string): number {
  const m = /^(\d+)(ms|s|m)$/.exec(s);
  if (!m) return 60_000;
  return Number(m[1]) * ({ ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[m[2]];
}

const common = (c: Command) => c
  .option('--level <lvl>').option('--grep <re>').option('--exclude <re>')
  .option('--json-field <path> <cond>').option('--duration <d>');

common(program.command('file <globs...>')).action((g, o) => run(fileSource(g), o));
common(program.command('docker <names...>')).action((n, o) => run(dockerSource(n), o));
common(program.command('k8s').option('-n, --namespace <ns>', 'namespace', 'default').requiredOption('-l, --selector <sel>'))
  .action((o) => run(k8sSource(o.namespace, o.selector), o));
common(program.command('journal').requiredOption('-u, --unit <unit>').option('--since <t>'))
  .action((o) => run(journalSource(o.unit, o.since), o));

program.parse();
