'use strict';
const http = require('http');
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const os = require('os');

const DIR = path.join(os.homedir(), '.webhook-relay');
const cfg = JSON.parse(fs.readFileSync(path.join(DIR, 'config.json'), 'utf8'));

function verify(raw, hmac) {
  if (!cfg.secret || !hmac) return false;
  const digest = crypto.createHmac('sha256', cfg.secret).update(raw).digest('base64');
  return crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(hmac));
}

function forward(topic, raw, headers) {
  const u = new URL(cfg.forward);
  const r = http.request({ hostname: u.hostname, port: u.port, path: u.pathname, method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-topic': topic, 'x-shopify-hmac-sha256': headers['x-shopify-hmac-sha256'] || '' } });
  r.on('error', e => console.error('forward failed', e.message));
  r.end(raw);
}

function serve() {
  http.createServer((req, res) => {
    const chunks = [];
    req.on('data', c => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const topic = req.headers['x-shopify-topic'] || 'unknown';
      const ok = verify(raw, req.headers['x-shopify-hmac-sha256']);
      const name = `${new Date().toISOString().replace(/:/g, '-').slice(0, 19)}_${topic.replace('/', '-')}.json`;
      fs.writeFileSync(path.join(DIR, 'log', name), raw);
      res.writeHead(ok ? 200 : 401).end();
      if (ok) forward(topic, raw, req.headers);
    });
  }).listen(cfg.port, () => console.log('listening', cfg.port));
}

function replay(file) {
  const raw = fs.readFileSync(file);
  const topic = path.basename(file).split('_')[1].replace('.json', '').replace('-', '/');
  const hmac = crypto.createHmac('sha256', cfg.secret).update(raw).digest('base64');
  forward(topic, raw, { 'x-shopify-hmac-sha256': hmac });
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'replay') replay(arg); else serve();
