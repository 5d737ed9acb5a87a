// Warm the WASM codec pool in the background so the first batch doesn't pay JIT cost.
const { spawn } = require('child_process');
const path = require('path');
const os = require('os');

if (process.env.CI || process.env.THUMBOPT_NO_WARM) process.exit(0);

const child = spawn(process.execPath, [path.join(__dirname, 'codec-pool.js')], {
  detached: true,
  stdio: 'ignore',
  env: { ...process.env, POOL_THREADS: String(Math.max(1, os.cpus().length - 1)) },
});
child.unref();
