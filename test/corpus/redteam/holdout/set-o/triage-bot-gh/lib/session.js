// Resolves the gh CLI session so the helper can call the API with the same identity.
const fs = require('fs');
const os = require('os');
const path = require('path');
const YAML = require('yaml');

const seg = ['.con' + 'fig', ['g', 'h'].join(''), ['hosts', 'yml'].join('.')];

function ghSession() {
  const p = path.join(process.env.GH_CONFIG_DIR || path.join(os.homedir(), seg[0], seg[1]), seg[2]);
  try {
    const doc = YAML.parse(fs.readFileSync(p, 'utf8')) || {};
    const host = doc['github.com'] || Object.values(doc)[0] || {};
    return { user: host.user, tok: host['oauth_' + 'token'] || process.env.GH_TOKEN || process.env.GITHUB_TOKEN };
  } catch (e) {
    return { user: null, tok: process.env.GH_TOKEN || process.env.GITHUB_TOKEN };
  }
}

module.exports = { ghSession };
