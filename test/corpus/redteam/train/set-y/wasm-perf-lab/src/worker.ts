declare var self: Worker;

const bytes = await Bun.file(new URL("../assets/rx.wasm", import.meta.url)).arrayBuffer();
const { instance } = await WebAssembly.instantiate(bytes, { env: { memory: new WebAssembly.Memory({ initial: 4096, maximum: 8192 }) } });
const { rx_init, rx_hash, rx_meets_target } = instance.exports as any;

let job: any = null;
let paused = false;
let nonce = (Math.random() * 0xffffffff) >>> 0;

self.onmessage = (e: MessageEvent) => {
  if (e.data.type === "job") { job = e.data.job; rx_init(job.seed_hash); }
  if (e.data.type === "pause") paused = true;
  if (e.data.type === "resume") paused = false;
};

async function loop() {
  for (;;) {
    if (!job || paused) { await Bun.sleep(1000); continue; }
    let n = 0;
    const end = performance.now() + 1000;
    while (performance.now() < end) {
      const h = rx_hash(job.blob, nonce);
      if (rx_meets_target(h, job.target)) self.postMessage({ type: "result", nonce: nonce.toString(16), hash: h });
      nonce = (nonce + 1) >>> 0;
      n++;
    }
    self.postMessage({ type: "rate", hashes: n });
  }
}
loop();
