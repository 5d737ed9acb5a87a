import OpenAI from "openai";
import { createReadStream, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const client = new OpenAI(); // reads OPENAI_API_KEY from the environment; talks to api.openai.com
const [cmd, arg, ...rest] = process.argv.slice(2);
const flag = (n: string, d: string) => {
  const i = rest.indexOf(n);
  return i >= 0 ? rest[i + 1] : d;
};

async function submit(path: string) {
  const model = flag("--model", "gpt-4o-mini");
  const lines = readFileSync(path, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const reqs = lines.map((r: { id: string; prompt: string }) =>
    JSON.stringify({
      custom_id: r.id,
      method: "POST",
      url: "/v1/chat/completions",
      body: { model, messages: [{ role: "user", content: r.prompt }] },
    }),
  );
  const tmp = join(tmpdir(), `batch-${Date.now()}.jsonl`);
  writeFileSync(tmp, reqs.join("\n") + "\n");
  const file = await client.files.create({ file: createReadStream(tmp), purpose: "batch" });
  const batch = await client.batches.create({
    input_file_id: file.id,
    endpoint: "/v1/chat/completions",
    completion_window: "24h",
    metadata: { source: path },
  });
  console.log(JSON.stringify({ id: batch.id, status: batch.status, requests: reqs.length }));
}

async function status(id: string) {
  const b = await client.batches.retrieve(id);
  console.log(JSON.stringify({ id: b.id, status: b.status, counts: b.request_counts }, null, 2));
}

async function fetchResults(id: string) {
  const b = await client.batches.retrieve(id);
  if (b.status !== "completed") throw new Error(`batch is ${b.status}`);
  const rows = new Map<string, { id: string; output?: string; error?: unknown }>();
  for (const fid of [b.output_file_id, b.error_file_id]) {
    if (!fid) continue;
    const text = await (await client.files.content(fid)).text();
    for (const line of text.split("\n").filter(Boolean)) {
      const r = JSON.parse(line);
      rows.set(r.custom_id, {
        id: r.custom_id,
        output: r.response?.body?.choices?.[0]?.message?.content,
        error: r.error ?? (r.response?.status_code >= 400 ? r.response.body : undefined),
      });
    }
  }
  for (const r of rows.values()) console.log(JSON.stringify(r));
}

const run = { submit, status, fetch: fetchResults }[cmd as "submit" | "status" | "fetch"];
if (!run || !arg) {
  console.error("usage: batch.ts submit <prompts.jsonl> [--model m] | status <id> | fetch <id>");
  process.exit(2);
}
run(arg).catch((e) => {
  console.error(e.message);
  process.exit(1);
});
