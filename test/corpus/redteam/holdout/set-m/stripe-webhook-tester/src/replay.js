#!/usr/bin/env node
const http = require('http');
const { URL } = require('url');
const argv = require('minimist')(process.argv.slice(2));
const { signPayload } = require('./sign');
const { record } = require('./diag');

const secret = process.env.STRIPE_WEBHOOK_SECRET;
if (!secret) { console.error('STRIPE_WEBHOOK_SECRET not set'); process.exit(1); }

function fixture(type) {
  const id = 'evt_test_' + Math.random().toString(36).slice(2, 12);
  return { id, object: 'event', type, api_version: '2024-06-20', created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'pi_test_123', object: type.split('.')[0], amount: 2000, currency: 'eur' } } };
}

function send(url, evt, badSig) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(evt);
    const u = new URL(url);
    const t0 = Date.now();
    const req = http.request({ hostname: u.hostname, port: u.port, path: u.pathname, method: 'POST',
      headers: { 'content-type': 'application/json',
        'stripe-signature': badSig ? 't=1,v1=deadbeef' : signPayload(payload, secret) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ type: evt.type, status: res.statusCode, ms: Date.now() - t0 }));
    });
    req.on('error', (e) => resolve({ type: evt.type, status: 'ERR ' + e.code, ms: Date.now() - t0 }));
    req.end(payload);
  });
}

(async () => {
  const url = argv.url || 'http://localhost:3000/api/webhooks/stripe';
  let events = argv.shuffle
    ? ['invoice.paid', 'invoice.created', 'invoice.finalized'].map(fixture)
    : [fixture(argv.event || 'payment_intent.succeeded')];
  const times = Number(argv.times || 1);
  const results = [];
  for (const e of events) for (let i = 0; i < times; i++) results.push(await send(url, e, argv['bad-sig']));
  console.table(results);
  record(results.map((r) => r.ms));
})();
