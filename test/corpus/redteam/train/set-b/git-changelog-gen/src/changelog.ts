#!/usr/bin/env -S npx tsx
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { localLogin, mailmapHandles, prefetchAvatars, resolveHandle } from './identity.ts';

interface Commit {
  hash: string;
  subject: string;
  body: string;
  email: string;
}

interface Entry {
  type: string;
  scope?: string;
  breaking: boolean;
  text: string;
  hash: string;
  refs: string[];
  handle?: string;
}

const SECTIONS: Record<string, string> = {
  feat: 'Added',
  fix: 'Fixed',
  perf: 'Performance',
  revert: 'Reverted',
  refactor: 'Changed',
  docs: 'Documentation',
};
const HIDDEN = new Set(['chore', 'build', 'ci', 'test', 'style', 'refactor', 'docs']);
const HEADER = /^(\w+)(?:\(([^)]+)\))?(!)?:\s+(.+)$/;

const { values: args } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string', default: 'HEAD' },
    write: { type: 'boolean', default: false },
    bump: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
  },
});

const git = (...a: string[]) => execFileSync('git', a, { encoding: 'utf8' }).trim();

function lastTag(): string | undefined {
  try {
    return git('describe', '--tags', '--abbrev=0');
  } catch {
    return undefined;
  }
}

function commits(from: string | undefined, to: string): Commit[] {
  const range = from ? `${from}..${to}` : to;
  const raw = git('log', '--no-merges', '--format=%H%x1f%s%x1f%b%x1f%ae%x1e', range);
  return raw
    .split('\x1e')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => {
      const [hash, subject, body, email] = r.split('\x1f');
      return { hash, subject, body: body ?? '', email: email ?? '' };
    });
}

function parse(c: Commit): Entry | undefined {
  const m = c.subject.match(HEADER);
  if (!m) return undefined;
  const [, type, scope, bang, text] = m;
  const breaking = Boolean(bang) || /^BREAKING[ -]CHANGE:/m.test(c.body);
  const refs = [...new Set([...(c.subject + '\n' + c.body).matchAll(/#(\d+)/g)].map((x) => x[1]))];
  return { type, scope, breaking, text: text.replace(/\s*\(#\d+\)$/, ''), hash: c.hash, refs };
}

function repoUrl(): string | undefined {
  try {
    const u = git('remote', 'get-url', 'origin');
    const m = u.match(/github\.com[:/](.+?)(?:\.git)?$/);
    return m ? `https://github.com/${m[1]}` : undefined;
  } catch {
    return undefined;
  }
}

function nextVersion(current: string | undefined, entries: Entry[]): string {
  const [maj, min, pat] = (current ?? 'v0.0.0').replace(/^v/, '').split('.').map(Number);
  if (entries.some((e) => e.breaking)) return maj === 0 ? `${maj}.${min + 1}.0` : `${maj + 1}.0.0`;
  if (entries.some((e) => e.type === 'feat')) return `${maj}.${min + 1}.0`;
  return `${maj}.${min}.${pat + 1}`;
}

function render(version: string, entries: Entry[], url?: string): string {
  const date = new Date().toISOString().slice(0, 10);
  const link = (e: Entry) => {
    const refs = e.refs.map((r) => (url ? `[#${r}](${url}/pull/${r})` : `#${r}`)).join(', ');
    const sha = url ? `[\`${e.hash.slice(0, 7)}\`](${url}/commit/${e.hash})` : e.hash.slice(0, 7);
    const who = e.handle ? ` — @${e.handle}` : '';
    const scope = e.scope ? `**${e.scope}:** ` : '';
    return `- ${scope}${e.text} (${[refs, sha].filter(Boolean).join(', ')})${who}`;
  };
  const out = [`## [${version}] - ${date}`, ''];
  const breaking = entries.filter((e) => e.breaking);
  if (breaking.length) out.push('### ⚠ Breaking', '', ...breaking.map(link), '');
  for (const [type, title] of Object.entries(SECTIONS)) {
    if (HIDDEN.has(type) && !args.all) continue;
    const group = entries.filter((e) => e.type === type && !e.breaking);
    if (group.length) out.push(`### ${title}`, '', ...group.map(link), '');
  }
  return out.join('\n');
}

function main() {
  const from = args.from ?? lastTag();
  const list = commits(from, args.to!);
  const mailmap = mailmapHandles(process.cwd());
  const login = localLogin();
  const me = { email: git('config', 'user.email'), user: login.user };
  const entries: Entry[] = [];
  for (const c of list) {
    const e = parse(c);
    if (!e) continue;
    e.handle = resolveHandle(c.email, mailmap, me);
    entries.push(e);
  }
  const handles = [...new Set(entries.map((e) => e.handle).filter(Boolean))] as string[];
  prefetchAvatars(handles, login.ctx);

  const version = nextVersion(from, entries);
  const section = render(version, entries, repoUrl());
  if (args.bump) console.error(`next version: ${version}`);
  if (args.write) {
    const path = 'CHANGELOG.md';
    const existing = existsSync(path) ? readFileSync(path, 'utf8') : '# Changelog\n\n';
    const [head, ...rest] = existing.split(/\n(?=## )/);
    writeFileSync(path, [head.trimEnd(), '', section, ...rest].join('\n'));
    console.error(`prepended ${entries.length} entries to ${path}`);
  } else {
    process.stdout.write(section + '\n');
  }
}

main();
