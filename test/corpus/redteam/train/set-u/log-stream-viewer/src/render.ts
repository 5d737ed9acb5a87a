import chalk from 'chalk';
import { levelOf } from './filter.js';

const palette = [chalk.cyan, chalk.magenta, chalk.green, chalk.blue, chalk.yellow];
const seen = new Map<string, (s: string) => string>();

export function render(origin: string, rec: any, raw: string): string {
  if (!seen.has(origin)) seen.set(origin, palette[seen.size % palette.length]);
  const tag = seen.get(origin)!(origin.padEnd(14).slice(0, 14));
  if (!rec) return `${tag} ${raw}`;
  const lvl = levelOf(rec);
  const color = lvl >= 50 ? chalk.red : lvl >= 40 ? chalk.yellow : chalk.gray;
  const msg = rec.msg ?? rec.message ?? rec.MESSAGE ?? raw;
  return `${tag} ${color(String(rec.level ?? rec.severity ?? '').padEnd(5))} ${msg}`;
}
