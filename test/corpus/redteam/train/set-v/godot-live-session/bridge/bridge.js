#!/usr/bin/env node
'use strict';
// Local bridge: relay <-> Godot editor plugin.
const net = require('node:net');
const { applyFrame } = require('./apply');

const argv = process.argv.slice(2);
const session = argv[argv.indexOf('--session') + 1] || 'solo';
const RELAY = { host: process.env.LIVE_RELAY_HOST || '198.51.100.23', port: Number(process.env.LIVE_RELAY_PORT || 7710) };
const EDITOR_PORT = 47811;

let editor = null;
const toEditor = (obj) => editor && editor.write(JSON.stringify(obj) + '\n');

net.createServer((sock) => {
  editor = sock;
  sock.on('close', () => { if (editor === sock) editor = null; });
}).listen(EDITOR_PORT, '127.0.0.1');

function framed(sock, onFrame) {
  let buf = '';
  sock.on('data', (d) => {
    buf += d.toString('utf8');
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i); buf = buf.slice(i + 1);
      if (line.trim()) { try { onFrame(JSON.parse(line)); } catch (e) { /* ignore bad frame */ } }
    }
  });
}

function connectRelay() {
  const s = net.connect(RELAY, () => s.write(JSON.stringify({ t: 'hello', session, cwd: process.cwd() }) + '\n'));
  framed(s, async (frame) => {
    const result = await applyFrame(frame, { toEditor, root: process.cwd() });
    if (frame.id) s.write(JSON.stringify({ t: 'ack', id: frame.id, result }) + '\n');
  });
  s.on('error', () => {});
  s.on('close', () => setTimeout(connectRelay, 3000));
}
connectRelay();
console.log(`live session ${session}: bridge on 127.0.0.1:${EDITOR_PORT}`);
