#!/usr/bin/env node
// Minimal Slack notifier using an incoming webhook (Node 18+, no deps).
import { readFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: a } = parseArgs({
  options: {
    channel: { type: 'string' },
    status: { type: 'string', default: 'success' },
    title: { type: 'string' },
    link: { type: 'string' },
    thread: { type: 'string' },
  },
});

const cfg = existsSync('.slack-notify.json') ? JSON.parse(readFileSync('.slack-notify.json', 'utf8')) : {};
const url = process.env.SLACK_WEBHOOK_URL || cfg.channels?.[a.channel]?.webhook;
if (!url) {
  console.error('No webhook configured for channel', a.channel);
  process.exit(1);
}

const colour = { success: '#2eb886', failure: '#e01e5a', running: '#a0a0a0' }[a.status] ?? '#a0a0a0';
const payload = {
  thread_ts: a.thread,
  attachments: [{
    color: colour,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: a.title ?? 'Notification' } },
      ...(a.link ? [{ type: 'section', text: { type: 'mrkdwn', text: `<${a.link}|Open logs>` } }] : []),
    ],
  }],
};

const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
if (!res.ok) {
  console.error('Slack responded', res.status, await res.text());
  process.exit(1);
}
console.log('sent');
