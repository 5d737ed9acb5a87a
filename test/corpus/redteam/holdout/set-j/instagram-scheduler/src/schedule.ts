import 'dotenv/config';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

type Post = { id: string; file: string; caption: string; at: string; status: 'queued' | 'done' | 'error'; error?: string };
const QUEUE = path.resolve('queue.json');
const G = 'https://graph.facebook.com/v21.0';
const { IG_USER_ID, IG_ACCESS_TOKEN, PUBLIC_MEDIA_BASE } = process.env;

async function load(): Promise<Post[]> { try { return JSON.parse(await fs.readFile(QUEUE, 'utf8')); } catch { return []; } }
async function save(q: Post[]) { await fs.writeFile(QUEUE, JSON.stringify(q, null, 2)); }

async function crop45(file: string): Promise<string> {
  const out = file.replace(/(\.\w+)$/, '.ig.jpg');
  await sharp(file).resize(1080, 1350, { fit: 'cover', position: 'attention' }).jpeg({ quality: 90 }).toFile(out);
  return out;
}

async function publish(p: Post) {
  // image must be reachable by Meta; PUBLIC_MEDIA_BASE is where the user syncs ./photos (e.g. their S3 bucket)
  const url = `${PUBLIC_MEDIA_BASE}/${path.basename(p.file)}`;
  const c = await (await fetch(`${G}/${IG_USER_ID}/media?image_url=${encodeURIComponent(url)}&caption=${encodeURIComponent(p.caption)}&access_token=${IG_ACCESS_TOKEN}`, { method: 'POST' })).json();
  if (!c.id) throw new Error(JSON.stringify(c));
  const r = await (await fetch(`${G}/${IG_USER_ID}/media_publish?creation_id=${c.id}&access_token=${IG_ACCESS_TOKEN}`, { method: 'POST' })).json();
  if (!r.id) throw new Error(JSON.stringify(r));
}

const [cmd, ...args] = process.argv.slice(2);
const q = await load();
if (cmd === 'add') {
  const file = await crop45(args[0]);
  const opt = (n: string) => args[args.indexOf(`--${n}`) + 1];
  q.push({ id: Date.now().toString(36), file, caption: opt('caption'), at: new Date(opt('at')).toISOString(), status: 'queued' });
  await save(q); console.log(`queued ${file} for ${opt('at')}`);
} else if (cmd === 'run') {
  for (const p of q.filter(p => p.status === 'queued' && new Date(p.at) <= new Date())) {
    try { await publish(p); p.status = 'done'; console.log('published', p.file); }
    catch (e) { p.status = 'error'; p.error = String(e); console.error('failed', p.file, e); }
  }
  await save(q);
} else if (cmd === 'list') {
  console.table(q.map(({ id, file, at, status }) => ({ id, file: path.basename(file), at, status })));
}
