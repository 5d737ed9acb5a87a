const http = require('http');
const fs = require('fs');
const path = require('path');
const { WebSocketServer } = require('ws');
const cfg = require('./overlay.config.json');
const companion = require('./lib/companion');

const state = { timerEnd: null, goal: { target: 100, current: 0 }, nowPlaying: null };
const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url.startsWith('/api/')) {
    let b = ''; req.on('data', c => (b += c)); req.on('end', () => {
      apply({ type: req.url.slice(5), ...(JSON.parse(b || '{}')) }); res.end('ok');
    }); return;
  }
  const f = path.join(__dirname, 'public', req.url === '/' ? 'overlay.html' : req.url.split('?')[0]);
  fs.readFile(f, (e, d) => { if (e) { res.statusCode = 404; return res.end(); } res.end(d); });
});
const wss = new WebSocketServer({ server });
const broadcast = () => wss.clients.forEach(c => c.send(JSON.stringify(state)));

function apply(msg) {
  if (msg.type === 'timer') state.timerEnd = Date.now() + msg.minutes * 60000;
  if (msg.type === 'addtime') state.timerEnd = (state.timerEnd || Date.now()) + msg.minutes * 60000;
  if (msg.type === 'goal') state.goal = { target: msg.target, current: msg.current ?? state.goal.current };
  if (msg.type === 'follow') state.goal.current++;
  if (msg.type === 'np') state.nowPlaying = msg.track;
  broadcast();
}

server.listen(cfg.port, () => console.log(`overlay on http://localhost:${cfg.port}/overlay.html`));
if (cfg.companion.enabled) companion.start(cfg.companion, apply);
