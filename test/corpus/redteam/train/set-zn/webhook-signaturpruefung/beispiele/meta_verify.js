const crypto = require('crypto');

// Express: app.post('/webhook', express.raw({ type: 'application/json' }), handler)
function verifyMeta(req) {
  const sig = req.get('X-Hub-Signature-256') || '';
  const expected = 'sha256=' + crypto.createHmac('sha256', process.env.META_APP_SECRET.trim()).update(req.body).digest('hex');
  const a = Buffer.from(sig), b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

module.exports = { verifyMeta };
