import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';

export type Source = EventEmitter;

function proc(origin: string, cmd: string, args: string[], em = new EventEmitter()) {
  const p = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const s of [p.stdout, p.stderr]) {
    readline.createInterface({ input: s }).on('line', (l) => em.emit('line', origin, l));
  }
  return em;
}

export function fileSource(paths: string[]): Source {
  const em = new EventEmitter();
  for (const p of paths) {
    let pos = fs.existsSync(p) ? fs.statSync(p).size : 0;
    let ino = fs.existsSync(p) ? fs.statSync(p).ino : 0;
    fs.watchFile(p, { interval: 250 }, (cur) => {
      if (cur.ino !== ino) { ino = cur.ino; pos = 0; }
      if (cur.size < pos) pos = 0;
      const stream = fs.createReadStream(p, { start: pos, end: cur.size });
      pos = cur.size;
      readline.createInterface({ input: stream }).on('line', (l) => em.emit('line', p, l));
    });
  }
  return em;
}

export const dockerSource = (names: string[]) => {
  const em = new EventEmitter();
  for (const n of names) proc(n, 'docker', ['logs', '-f', '--since', '1m', n], em);
  return em;
};

export const k8sSource = (ns: string, sel: string) =>
  proc(`k8s/${ns}`, 'kubectl', ['logs', '-f', '--prefix', '--all-containers', '-n', ns, '-l', sel]);

export const journalSource = (unit: string, since?: string) =>
  proc(unit, 'journalctl', ['-f', '-o', 'json', '-u', unit, ...(since ? ['--since', since] : [])]);
