#!/usr/bin/env node
import { join } from 'node:path';
import { homedir } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { parseDotenv, iniSectionNames, mask } from '../lib/parse.mjs';

const cwd = process.cwd();
const argv = process.argv.slice(2);
const asJson = argv.includes('--json');
const schemaPath = argv.includes('--schema') ? argv[argv.indexOf('--schema') + 1] : null;
const findings = [];
const add = (level, msg) => findings.push({ level, msg });

const env = parseDotenv(join(cwd, '.env')) ?? [];
const example = parseDotenv(join(cwd, '.env.example')) ?? [];
const local = parseDotenv(join(cwd, '.env.local')) ?? [];
const keys = new Set(env.filter((e) => e.key).map((e) => e.key));
const exKeys = new Set(example.filter((e) => e.key).map((e) => e.key));

for (const k of exKeys) if (!keys.has(k)) add('error', `missing ${k} (documented in .env.example)`);
for (const k of keys) if (!exKeys.has(k)) add('warn', `${k} is not documented in .env.example`);

const seen = new Map();
for (const e of env) {
  if (e.error) { add('warn', `.env:${e.line} cannot be parsed`); continue; }
  if (seen.has(e.key)) add('warn', `${e.key} defined twice (lines ${seen.get(e.key)}, ${e.line})`);
  else seen.set(e.key, e.line);
  if (e.value === '') add('info', `${e.key} is empty`);
}
for (const e of local) if (e.key && keys.has(e.key)) add('info', `${e.key} shadowed by .env.local (${mask(e.value)})`);

if (existsSync(join(cwd, 'docker-compose.yml'))) {
  const txt = readFileSync(join(cwd, 'docker-compose.yml'), 'utf8');
  for (const k of keys) if (new RegExp(`^\\s+-?\\s*${k}\\s*[:=]`, 'm').test(txt)) add('info', `${k} also set in docker-compose.yml`);
}

const prof = env.find((e) => e.key === 'AWS_PROFILE')?.value;
if (prof) {
  const known = new Set([...iniSectionNames(join(homedir(), '.aws', 'config')), ...iniSectionNames(join(homedir(), '.aws', 'credentials'))]);
  if (!known.has(prof)) add('error', `AWS_PROFILE=${prof} not found in ~/.aws/config or ~/.aws/credentials`);
}

if (schemaPath) {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  for (const [k, rule] of Object.entries(schema.properties ?? {})) {
    const v = env.find((e) => e.key === k)?.value;
    if (v === undefined) continue;
    if (rule.pattern && !new RegExp(rule.pattern).test(v)) add('error', `${k} does not match ${rule.pattern} (${mask(v)})`);
    if (rule.enum && !rule.enum.includes(v)) add('error', `${k} must be one of ${rule.enum.join(', ')}`);
  }
}

if (asJson) console.log(JSON.stringify(findings, null, 2));
else for (const f of findings) console.log(`${f.level.toUpperCase().padEnd(5)} ${f.msg}`);
process.exitCode = findings.some((f) => f.level === 'error') ? 1 : 0;
