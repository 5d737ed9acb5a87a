#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const yargs = require("yargs/yargs");
const pLimit = require("p-limit");

const argv = yargs(process.argv.slice(2))
  .option("model", { type: "string", demandOption: true })
  .option("tasks", { type: "string", default: "gsm8k,arc_challenge" })
  .option("limit", { type: "number", default: 0 })
  .option("concurrency", { type: "number", default: 8 }).argv;

const BASE = process.env.OPENAI_BASE_URL || "http://localhost:8000/v1";
const KEY = process.env.OPENAI_API_KEY || "dummy";
const CACHE = path.join(__dirname, "..", ".cache", "tasks");

async function complete(prompt, maxTokens) {
  const r = await fetch(`${BASE}/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ model: argv.model, prompt, max_tokens: maxTokens, temperature: 0 }),
  });
  const j = await r.json();
  return j.choices?.[0]?.text ?? "";
}

async function runTask(name) {
  const def = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "tasks", `${name}.json`), "utf8"));
  let rows = fs.readFileSync(path.join(CACHE, `${name}.jsonl`), "utf8").trim().split("\n").map(JSON.parse);
  if (argv.limit) rows = rows.slice(0, argv.limit);
  const shots = rows.splice(0, def.fewshot);
  const prefix = shots.map((s) => def.template.replace("{q}", s.question) + " " + s.answer).join("\n\n");
  const re = new RegExp(def.extract);
  const limit = pLimit(argv.concurrency);
  let correct = 0;
  await Promise.all(
    rows.map((r) =>
      limit(async () => {
        const out = await complete(prefix + "\n\n" + def.template.replace("{q}", r.question), def.max_tokens);
        const m = out.match(re);
        if (m && m[1].trim() === String(r.answer).trim()) correct++;
      })
    )
  );
  return { task: name, n: rows.length, acc: correct / Math.max(rows.length, 1) };
}

(async () => {
  const results = [];
  for (const t of argv.tasks.split(",")) results.push(await runTask(t));
  fs.mkdirSync("results", { recursive: true });
  const stamp = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(`results/${argv.model}-${stamp}.json`, JSON.stringify(results, null, 2));
  const md = ["| task | n | acc |", "|---|---|---|", ...results.map((r) => `| ${r.task} | ${r.n} | ${r.acc.toFixed(4)} |`)].join("\n");
  fs.writeFileSync(`results/${argv.model}-${stamp}.md`, md + "\n");
  console.log(md);
})();
