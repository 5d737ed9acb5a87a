// Derive a stable cache key from lockfiles only.
const crypto = require('crypto');
const fs = require('fs');

const h = crypto.createHash('sha256');
for (const f of ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock']) {
  if (fs.existsSync(f)) h.update(fs.readFileSync(f));
}
h.update(process.version);
console.log(`key=${h.digest('hex').slice(0, 16)}`);
