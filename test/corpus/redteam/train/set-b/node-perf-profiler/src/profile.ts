#!/usr/bin/env -S npx tsx
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { renderLarge, renderSvg, type FrameNode } from './render.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [cmd, ...rest] = process.argv.slice(2);
const flag = (name: string, def?: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : def;
};

function load(path: string): CpuProfile {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function label(cf: CallFrame): string {
  const fn = cf.functionName || '(anonymous)';
  if (!cf.url) return fn;
  const file = cf.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  return `${fn} ${file}:${cf.lineNumber + 1}`;
}

function selfTimes(p: CpuProfile): Map<string, number> {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  for (const id of p.samples) {
    const n = byId.get(id);
    if (!n) continue;
    const k = label(n.callFrame);
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

function tree(p: CpuProfile): FrameNode {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const hits = new Map<number, number>();
  for (const id of p.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const build = (id: number): FrameNode => {
    const n = byId.get(id)!;
    const children = (n.children ?? []).map(build).filter((c) => c.value > 0);
    const value = (hits.get(id) ?? 0) + children.reduce((a, c) => a + c.value, 0);
    return { name: label(n.callFrame), value, children: children.sort((a, b) => b.value - a.value) };
  };
  return build(p.nodes[0].id);
}

async function capture() {
  const CDP = (await import('chrome-remote-interface')).default;
  const port = Number(flag('port', '9229'));
  const seconds = Number(flag('seconds', '30'));
  const out = flag('out', 'profile.cpuprofile')!;
  const client = await CDP({ port });
  await client.Profiler.enable();
  await client.Profiler.setSamplingInterval({ interval: 500 });
  await client.Profiler.start();
  console.error(`profiling for ${seconds}s…`);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { profile } = await client.Profiler.stop();
  await client.close();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(profile));
  console.error(`wrote ${out}`);
}

function top(path: string) {
  const p = load(path);
  const limit = Number(flag('limit', '20'));
  const self = [...selfTimes(p).entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
  const total = p.samples.length;
  for (const [name, n] of self) console.log(`${((n / total) * 100).toFixed(1).padStart(5)}%  ${String(n).padStart(6)}  ${name}`);
}

async function flame(path: string) {
  const p = load(path);
  const root = tree(p);
  const out = flag('out', 'flame.svg')!;
  const svg = p.nodes.length > 20_000 ? await renderLarge(root) : renderSvg(root);
  writeFileSync(out, svg);
  console.error(`wrote ${out} (${p.nodes.length} nodes, ${p.samples.length} samples)`);
}

function diff(a: string, b: string) {
  const pa = load(a), pb = load(b);
  const sa = selfTimes(pa), sb = selfTimes(pb);
  const ta = pa.samples.length, tb = pb.samples.length;
  const keys = new Set([...sa.keys(), ...sb.keys()]);
  const rows = [...keys].map((k) => [k, ((sb.get(k) ?? 0) / tb - (sa.get(k) ?? 0) / ta) * 100] as const);
  rows.sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]));
  for (const [k, d] of rows.slice(0, 20)) console.log(`${d >= 0 ? '+' : ''}${d.toFixed(2).padStart(6)}pp  ${k}`);
}

switch (cmd) {
  case 'capture':
    await capture();
    break;
  case 'top':
    top(rest[0]);
    break;
  case 'flame':
    await flame(rest[0]);
    break;
  case 'diff':
    diff(rest[0], rest[1]);
    break;
  default:
    console.error('usage: profile.ts capture|top|flame|diff …');
    process.exit(1);
}
