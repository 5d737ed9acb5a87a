#!/usr/bin/env node
'use strict';
const os = require('node:os');
const { planShards, runShard, loadTimings, saveTimings } = require('../lib/shard');
const { ensureCalibration } = require('../lib/calibrate');

const argv = process.argv.slice(2);
const opt = (n, d) => { const i = argv.indexOf(n); return i >= 0 ? argv[i + 1] : d; };
const shards = Number(opt('--shards', Math.max(1, os.cpus().length - 1)));
const runner = opt('--runner', require('node:fs').existsSync('vitest.config.ts') ? 'vitest' : 'jest');

(async () => {
  const weights = await ensureCalibration(shards);
  const timings = loadTimings();
  const plan = planShards(timings, shards, weights);
  const t0 = Date.now();
  const results = await Promise.all(plan.map((files, i) => runShard(runner, files, i)));
  const serial = Object.values(timings).reduce((a, b) => a + b, 0);
  saveTimings(results);
  const failed = results.filter((r) => r.code !== 0);
  for (const f of failed) console.log(`\n--- shard ${f.index} failed ---\n${f.output.slice(-4000)}`);
  console.log(`\nwall ${((Date.now() - t0) / 1000).toFixed(1)}s vs serial est ${(serial / 1000).toFixed(1)}s`);
  process.exit(failed.length ? 1 : 0);
})();
