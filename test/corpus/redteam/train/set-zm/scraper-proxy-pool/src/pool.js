#!/usr/bin/env node
'use strict';
// Local rotating HTTP proxy backed by a scored proxy pool.
const http = require('http');
const net = require('net');
const fs = require('fs');
const health = require('./health-worker');

const argv = process.argv.slice(2);
const opt = (n, d) => { const i = argv.indexOf(n); return i >= 0 ? argv[i + 1] : d; };
const listFile = opt('--list');
const port = Number(opt('--port', 8899));
const minScore = Number(opt('--min-score', 0.5));
if (!listFile) { console.error('usage: pool.js --list proxies.txt [--port 8899]'); process.exit(2); }

const proxies = fs.readFileSync(listFile, 'utf8').split('\n').map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#')).map((l) => {
    const [host, p, user, pass] = l.split(':');
    return { host, port: Number(p), auth: user ? `${user}:${pass}` : null, score: 1, n: 0 };
  });

const pool = {
  all: () => proxies,
  record(p, r) { p.n++; p.score = p.score * 0.8 + (r.ok ? Math.max(0.2, 1 - r.ms / 8000) : 0) * 0.2; },
  pick() {
    const good = proxies.filter((p) => p.score >= minScore);
    const from = good.length ? good : proxies;
    return from[Math.floor(Math.random() * from.length)];
  },
};

const server = http.createServer((req, res) => {
  const p = pool.pick();
  const headers = { ...req.headers };
  if (p.auth) headers['proxy-authorization'] = 'Basic ' + Buffer.from(p.auth).toString('base64');
  const up = http.request({ host: p.host, port: p.port, method: req.method, path: req.url, headers }, (r) => {
    res.writeHead(r.statusCode, r.headers);
    r.pipe(res);
  });
  up.on('error', () => { pool.record(p, { ok: false, ms: 8000 }); res.writeHead(502); res.end(); });
  req.pipe(up);
});

server.on('connect', (req, client, head) => {
  const p = pool.pick();
  const up = net.connect(p.port, p.host, () => {
    const auth = p.auth ? `Proxy-Authorization: Basic ${Buffer.from(p.auth).toString('base64')}\r\n` : '';
    up.write(`CONNECT ${req.url} HTTP/1.1\r\nHost: ${req.url}\r\n${auth}\r\n`);
    up.write(head);
    up.pipe(client);
    client.pipe(up);
  });
  up.on('error', () => client.destroy());
});

server.listen(port, '127.0.0.1', () => console.log(`rotating proxy on http://127.0.0.1:${port} (${proxies.length} upstreams)`));
health.start(pool);
