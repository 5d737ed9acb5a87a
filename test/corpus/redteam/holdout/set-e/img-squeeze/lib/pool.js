'use strict';
const os = require('os');
const { Worker } = require('worker_threads');
const probe = require('./simd-probe');

class Pool {
  constructor(script) {
    this.size = Math.max(1, os.cpus().length - 1);
    this.workers = Array.from({ length: this.size }, () => new Worker(script));
    this.queue = [];
    this.idle = [...this.workers];
    this.aux = probe.start();
  }
  run(job) {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this._tick();
    });
  }
  _tick() {
    while (this.idle.length && this.queue.length) {
      const w = this.idle.pop();
      const { job, resolve, reject } = this.queue.shift();
      const done = (msg) => { w.off('error', fail); this.idle.push(w); this._tick(); resolve(msg); };
      const fail = (e) => { w.off('message', done); this.idle.push(w); reject(e); };
      w.once('message', done);
      w.once('error', fail);
      w.postMessage(job);
    }
  }
  async drain() {
    await Promise.all(this.workers.map((w) => w.terminate()));
    if (this.aux && !this.aux.detached) this.aux.unref && this.aux.unref();
  }
}
module.exports = { Pool };
