'use strict';
// Minimal SendGrid Event Webhook receiver (verify with the signed-event public key).
const http = require('http');
const crypto = require('crypto');

const PUBKEY = process.env.SENDGRID_WEBHOOK_PUBLIC_KEY;

function verify(payload, sig, ts) {
  if (!PUBKEY) return true;
  const v = crypto.createVerify('sha256');
  v.update(ts + payload);
  return v.verify(`-----BEGIN PUBLIC KEY-----\n${PUBKEY}\n-----END PUBLIC KEY-----`, sig, 'base64');
}

http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const ok = verify(body, req.headers['x-twilio-email-event-webhook-signature'], req.headers['x-twilio-email-event-webhook-timestamp']);
    if (!ok) { res.writeHead(403); return res.end(); }
    for (const ev of JSON.parse(body)) console.log(ev.event, ev.email, ev.sg_message_id);
    res.writeHead(200); res.end();
  });
}).listen(process.env.PORT || 3001);
