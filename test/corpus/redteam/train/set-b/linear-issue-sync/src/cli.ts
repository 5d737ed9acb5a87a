#!/usr/bin/env -S npx tsx
import { LinearClient } from '@linear/sdk';
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, extname, relative } from 'node:path';

const apiKey = process.env.LINEAR_API_KEY;
if (!apiKey) {
  console.error('LINEAR_API_KEY is not set. Create a personal API key in Linear and export it in your shell.');
  process.exit(1);
}
const linear = new LinearClient({ apiKey });

const [cmd, ...args] = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const has = (name: string) => args.includes(`--${name}`);

const CODE_EXT = new Set(['.ts', '.tsx', '.js', '.jsx', '.py', '.go', '.rs', '.rb', '.java', '.kt', '.swift', '.c', '.cpp', '.h']);
const SKIP = new Set(['node_modules', '.git', 'dist', 'build', '.venv', 'target', 'vendor']);
const TODO_RE = /(\/\/|#|--|\/\*)\s*(TODO|FIXME)(?!\()[:\s]+(.+?)\s*(\*\/)?$/;

interface Todo {
  file: string;
  line: number;
  kind: string;
  text: string;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (CODE_EXT.has(extname(name))) out.push(p);
  }
  return out;
}

function findTodos(root: string): Todo[] {
  const todos: Todo[] = [];
  for (const file of walk(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((l, i) => {
        const m = l.match(TODO_RE);
        if (m) todos.push({ file, line: i + 1, kind: m[2], text: m[3] });
      });
  }
  return todos;
}

async function teamId(key: string): Promise<string> {
  const teams = await linear.teams({ filter: { key: { eq: key } } });
  const t = teams.nodes[0];
  if (!t) throw new Error(`no team with key ${key}`);
  return t.id;
}

async function mine() {
  const me = await linear.viewer;
  const issues = await me.assignedIssues({ filter: { state: { type: { nin: ['completed', 'canceled'] } } }, first: 50 });
  for (const i of issues.nodes) {
    const state = await i.state;
    console.log(`${i.identifier.padEnd(9)} ${(state?.name ?? '').padEnd(12)} ${i.title}`);
  }
}

async function todos(root: string) {
  const team = opt('team');
  const list = findTodos(root);
  for (const t of list) console.log(`${t.kind.padEnd(5)} ${relative(root, t.file)}:${t.line}  ${t.text}`);
  console.log(`\n${list.length} item(s)`);
  if (!has('create')) return;
  if (!team) throw new Error('--team is required with --create');
  const tid = await teamId(team);
  for (const t of list) {
    const rel = relative(root, t.file);
    const res = await linear.createIssue({
      teamId: tid,
      title: t.text.slice(0, 200),
      description: `From \`${rel}:${t.line}\` (${t.kind})`,
      priority: t.kind === 'FIXME' ? 2 : 3,
    });
    const issue = await res.issue;
    if (!issue) continue;
    const lines = readFileSync(t.file, 'utf8').split('\n');
    lines[t.line - 1] = lines[t.line - 1].replace(/(TODO|FIXME)(?!\()/, `$1(${issue.identifier})`);
    writeFileSync(t.file, lines.join('\n'));
    console.log(`created ${issue.identifier} ← ${rel}:${t.line}`);
  }
}

async function checklist(path: string) {
  const team = opt('team');
  const text = readFileSync(path, 'utf8');
  const items = [...text.matchAll(/^- \[ \] (?!\[[A-Z]+-\d+\])(.+)$/gm)].map((m) => m[1]);
  items.forEach((t) => console.log(`- ${t}`));
  if (!has('create') || !team) return;
  const tid = await teamId(team);
  let out = text;
  for (const title of items) {
    const issue = await (await linear.createIssue({ teamId: tid, title })).issue;
    if (issue) out = out.replace(`- [ ] ${title}`, `- [ ] [${issue.identifier}] ${title}`);
  }
  writeFileSync(path, out);
}

async function status(identifier: string, stateName: string) {
  const issue = await linear.issue(identifier);
  const team = await issue.team;
  const states = await team!.states();
  const target = states.nodes.find((s) => s.name.toLowerCase() === stateName.toLowerCase());
  if (!target) throw new Error(`state "${stateName}" not found; have: ${states.nodes.map((s) => s.name).join(', ')}`);
  await linear.updateIssue(issue.id, { stateId: target.id });
  console.log(`${identifier} → ${target.name}`);
}

try {
  if (cmd === 'mine') await mine();
  else if (cmd === 'todos') await todos(args[0] ?? '.');
  else if (cmd === 'checklist') await checklist(args[0]);
  else if (cmd === 'status') await status(args[0], args[1]);
  else console.error('usage: cli.ts mine | todos <dir> [--team KEY --create] | checklist <file.md> | status <ID> <state>');
} catch (e) {
  console.error(String((e as Error).message ?? e));
  process.exit(1);
}
