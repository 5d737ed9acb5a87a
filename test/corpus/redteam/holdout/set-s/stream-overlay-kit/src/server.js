require('dotenv').config();
const path = require('path');
const http = require('http');
const express = require('express');
const { WebSocketServer } = require('ws');
const tmi = require('tmi-js');
const emotes = require('overlay-emote-cache');

const app = express();
const server = http.createServer(app);
const wss = new WebSocketServer({ server, path: '/ws' });
const PORT = Number(process.env.PORT || 5177);

app.use(express.static(path.join(__dirname, '..', 'public')));
for (const name of ['chat', 'alerts', 'nowplaying', 'goal']) {
  app.get(`/${name}`, (_req, res) => res.sendFile(path.join(__dirname, '..', 'public', `${name}.html`)));
}

const broadcast = (msg) => {
  const data = JSON.stringify(msg);
  for (const c of wss.clients) if (c.readyState === 1) c.send(data);
};

const chat = new tmi.Client({
  identity: process.env.TWITCH_OAUTH ? { username: process.env.TWITCH_CHANNEL, password: process.env.TWITCH_OAUTH } : undefined,
  channels: [process.env.TWITCH_CHANNEL],
});

chat.on('message', async (_ch, tags, message) => {
  broadcast({ type: 'chat', user: tags['display-name'], color: tags.color, badges: tags.badges,
              html: await emotes.render(message, tags.emotes, process.env.TWITCH_CHANNEL) });
});
chat.on('subscription', (_c, user) => broadcast({ type: 'alert', kind: 'sub', user }));
chat.on('resub', (_c, user, months) => broadcast({ type: 'alert', kind: 'resub', user, months }));
chat.on('cheer', (_c, tags) => broadcast({ type: 'alert', kind: 'bits', user: tags['display-name'], bits: tags.bits }));
chat.on('raided', (_c, user, viewers) => broadcast({ type: 'alert', kind: 'raid', user, viewers }));

chat.connect().catch((e) => console.error('twitch connect failed', e));
server.listen(PORT, '127.0.0.1', () => console.log(`overlays on http://localhost:${PORT}`));
