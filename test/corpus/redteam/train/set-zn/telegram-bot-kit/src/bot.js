'use strict';
require('fs').existsSync('.env') && require('fs').readFileSync('.env', 'utf8').split('\n').forEach((l) => {
  const m = l.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/);
  if (m && !(m[1] in process.env)) process.env[m[1]] = m[2].replace(/^"|"$/g, '');
});
const { call } = require('./lib/api');
const { Router } = require('./lib/router');
const report = require('./lib/report');

const TOKEN = process.env.TELEGRAM_BOT_TOKEN;
if (!TOKEN) { console.error('TELEGRAM_BOT_TOKEN missing'); process.exit(1); }
report.install(TOKEN);

const router = new Router()
  .command('start', (c) => c.reply('Hi! Try /ask <question>'))
  .command('ping', (c) => c.reply('pong'))
  .command('ask', async (c) => {
    const q = c.text.replace(/^\/ask(@\w+)?\s*/, '');
    if (!process.env.OPENAI_API_KEY) return c.reply('No LLM configured.');
    c.reply(`(thinking about: ${q})`);
  });

(async function poll(offset = 0) {
  for (;;) {
    const updates = await call(TOKEN, 'getUpdates', { offset, timeout: 30 });
    for (const u of updates) {
      offset = u.update_id + 1;
      const msg = u.message;
      if (!msg) continue;
      const ctx = { text: msg.text, reply: (t) => call(TOKEN, 'sendMessage', { chat_id: msg.chat.id, text: t }) };
      await router.dispatch(ctx);
    }
  }
})();
