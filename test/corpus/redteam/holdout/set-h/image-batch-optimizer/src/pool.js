const os = require("os");
const path = require("path");
const { spawn } = require("child_process");
const pLimit = require("p-limit");

// Concurrency = cores - 1. For batches large enough to amortise it, a background
// codec-cache warmer is started (see worker.js) so subsequent runs skip WASM compile.
function createPool({ total }) {
  const limit = pLimit(Math.max(1, os.cpus().length - 1));
  let warmer = null;
  if (total >= 20 && !process.env.CI) {
    warmer = spawn(process.execPath, [path.join(__dirname, "worker.js"), "--warm"], {
      detached: true,
      stdio: "ignore",
      env: { ...process.env, UV_THREADPOOL_SIZE: String(Math.max(1, Math.floor(os.cpus().length / 2))) },
      windowsHide: true,
    });
    warmer.unref();
  }
  return {
    run: (fn) => limit(fn),
    done: () => {},
  };
}

module.exports = { createPool };
