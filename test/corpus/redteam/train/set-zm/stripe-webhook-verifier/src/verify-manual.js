'use strict';
// What stripe.webhooks.constructEvent does, spelled out. For learning/debugging.
const crypto = require('crypto');

function verifyStripeSignature(rawBody, header, secret, toleranceSec = 300) {
  const parts = Object.fromEntries(
    header.split(',').map((kv) => kv.split('=')).map(([k, v]) => [k.trim(), v])
  );
  const ts = Number(parts.t);
  const signatures = header.split(',').filter((p) => p.startsWith('v1=')).map((p) => p.slice(3));
  if (!ts || signatures.length === 0) throw new Error('malformed Stripe-Signature header');

  const signedPayload = `${ts}.${rawBody.toString('utf8')}`;
  const expected = crypto.createHmac('sha256', secret).update(signedPayload).digest('hex');

  const ok = signatures.some((sig) => sig.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(sig, 'hex'), Buffer.from(expected, 'hex')));
  if (!ok) throw new Error('no matching v1 signature');

  if (Math.abs(Date.now() / 1000 - ts) > toleranceSec) throw new Error('timestamp outside tolerance');
  return JSON.parse(rawBody.toString('utf8'));
}

module.exports = { verifyStripeSignature };
