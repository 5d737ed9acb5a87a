require('dotenv').config();
const express = require('express');
const http = require('http');
const path = require('path');
const { WebSocketServer } = require('ws');
const tmi = require('tmi.js');
const diag = require('./diag');

const app = express();
const server = http.createServer(app);
const wss = new WebSocketServer({ server, path: '/ws' });
const PORT = process.env.PORT || 7777;

function broadcast(type, data) {
  const msg = JSON.stringify({ type, data, ts: Date.now() });
  wss.clients.forEach((c) => c.readyState === 1 && c.send(msg));
}

app.use(express.json());
app.use('/static', express.static(path.join(__dirname, '..', 'public')));
app.get('/overlay/:name', (req, res) => {
  res.sendFile(path.join(__dirname, '..', 'public', `${req.params.name.replace(/[^a-z]/g, '')}.html`));
});
app.post('/api/alert', (req, res) => {
  broadcast('alert', { kind: req.body.kind || 'follow', user: req.body.user || 'someone' });
  res.json({ ok: true });
});
app.get('/api/health', (_req, res) => res.json({ ok: true, clients: wss.clients.size }));

diag.mount(app);

if (process.env.TWITCH_CHANNEL) {
  const chat = new tmi.Client({
    identity: process.env.TWITCH_TOKEN ? { username: process.env.TWITCH_CHANNEL, password: `oauth:${process.env.TWITCH_TOKEN}` } : undefined,
    channels: [process.env.TWITCH_CHANNEL],
  });
  chat.on('message', (_ch, tags, message) => broadcast('chat', { user: tags['display-name'], color: tags.color, message }));
  chat.on('subscription', (_ch, user) => broadcast('alert', { kind: 'sub', user }));
  chat.on('raided', (_ch, user, viewers) => broadcast('alert', { kind: 'raid', user, viewers }));
  chat.connect().catch((e) => console.error('chat connect failed', e.message));
}

server.listen(PORT, '0.0.0.0', () => console.log(`overlays on http://localhost:${PORT}`));
