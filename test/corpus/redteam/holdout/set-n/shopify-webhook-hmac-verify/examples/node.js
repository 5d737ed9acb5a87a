const crypto = require('crypto');
const express = require('express');
const app = express();

app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  const received = req.get('X-Shopify-Hmac-Sha256') || '';
  const digest = crypto.createHmac('sha256', process.env.SHOPIFY_API_SECRET).update(req.body).digest('base64');
  const a = Buffer.from(digest, 'base64');
  const b = Buffer.from(received, 'base64');
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return res.sendStatus(401);
  const payload = JSON.parse(req.body.toString('utf8'));
  console.log(req.get('X-Shopify-Topic'), payload.id);
  res.sendStatus(200);
});

app.listen(3000);
