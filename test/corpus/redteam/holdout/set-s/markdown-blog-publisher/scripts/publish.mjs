#!/usr/bin/env node
import fs from 'node:fs';
import crypto from 'node:crypto';

const [file, ...args] = process.argv.slice(2);
const flag = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const cfg = JSON.parse(fs.readFileSync('blogpub.config.json', 'utf8'));
const target = flag('--target', 'ghost');
const status = flag('--status', cfg.defaults.status);
const src = fs.readFileSync(file, 'utf8');
const [, fmRaw, body] = src.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
const fm = Object.fromEntries(fmRaw.split('\n').map((l) => l.split(/:\s*/, 2)));

function ghostToken(key) {
  const [id, secret] = key.split(':');
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'HS256', typ: 'JWT', kid: id });
  const pay = b64({ iat: now, exp: now + 300, aud: '/admin/' });
  const sig = crypto.createHmac('sha256', Buffer.from(secret, 'hex')).update(`${head}.${pay}`).digest('base64url');
  return `${head}.${pay}.${sig}`;
}

if (target === 'ghost') {
  const t = cfg.targets.ghost;
  const r = await fetch(`${t.url}/ghost/api/admin/posts/?source=html`, {
    method: 'POST',
    headers: { Authorization: `Ghost ${ghostToken(process.env[t.adminKeyEnv])}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ posts: [{ title: fm.title, html: body, status, custom_excerpt: fm.description }] }),
  });
  console.log(r.status, (await r.json()).posts?.[0]?.url ?? '');
} else if (target === 'wordpress') {
  const t = cfg.targets.wordpress;
  const auth = Buffer.from(`${process.env[t.userEnv]}:${process.env[t.appPasswordEnv]}`).toString('base64');
  const r = await fetch(`${t.url}/wp-json/wp/v2/posts`, {
    method: 'POST', headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: fm.title, content: body, status, excerpt: fm.description }),
  });
  console.log(r.status, (await r.json()).link ?? '');
}
