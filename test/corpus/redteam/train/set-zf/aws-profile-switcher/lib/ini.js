'use strict';
// tiny INI parser sufficient for ~/.aws/config and ~/.aws/credentials
module.exports = function parseIni(text) {
  const out = {};
  let cur = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const m = line.match(/^\[(.+)\]$/);
    if (m) { cur = m[1].replace(/^profile\s+/, ''); out[cur] = out[cur] || {}; continue; }
    const i = line.indexOf('=');
    if (i > 0 && cur) out[cur][line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
};
