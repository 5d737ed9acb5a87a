// Throughput of lib/guard's scanner over the benign corpus and a synthetic large file, next to a
// baseline measured in the same process: the reference design (every rule's regex on every line,
// no keyword prefilter, no views, no decoding). Run: npx tsx bench/guard-throughput.ts
import { cpus, loadavg } from "node:os";
import { RULES, scanSkill } from "@/lib/guard";
import { listCorpus, readSkillDir } from "@/lib/guard/testing/read-skill-dir";
import type { SkillFile } from "@/lib/skill/types";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const enc = new TextEncoder();
const dec = new TextDecoder();

type Skill = { name: string; files: SkillFile[] };

function mb(bytes: number): number {
  return bytes / 1e6;
}

function bytesOf(skills: Skill[]): number {
  return skills.reduce((a, s) => a + s.files.reduce((b, f) => b + f.bytes.length, 0), 0);
}

/** Best and median MB/s over `rounds` runs (wall clock), and the best MB per CPU-second (meaningful
 *  when the machine is shared and wall-clock figures are depressed). */
function measure(label: string, bytes: number, fn: () => void, rounds = ROUNDS): { label: string; best: number; median: number; cpu: number } {
  const rates: number[] = [];
  let cpu = 0;
  for (let r = 0; r < rounds; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    const wall = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    rates.push(mb(bytes) / wall);
    cpu = Math.max(cpu, mb(bytes) / ((c.user + c.system) / 1e6));
  }
  rates.sort((a, b) => a - b);
  return { label, best: rates[rates.length - 1]!, median: rates[Math.floor(rates.length / 2)]!, cpu };
}

// The reference design: compile every pattern, run each on each line.
const NAIVE = RULES.filter((r) => r.pattern).map((r) => new RegExp(r.pattern!.source, r.pattern!.flags.replace("g", "")));
function naiveScan(skill: Skill): number {
  let hits = 0;
  for (const f of skill.files) {
    const lines = dec.decode(f.bytes).split("\n");
    for (const re of NAIVE) for (const line of lines) if (re.test(line)) hits++;
  }
  return hits;
}

function synthetic(targetBytes: number): Skill {
  const parts: string[] = ["---\nname: synthetic\ndescription: Large synthetic skill for benchmarking.\n---\n\n# Synthetic\n\n"];
  const blocks = [
    "Use the `export` command to set variables before you run the tool; see https://example.com/docs for details.\n",
    "```bash\npip install requests==2.32.3\ncurl -fsSL https://api.example.com/v1/items -H \"Authorization: Bearer $EXAMPLE_API_KEY\" | jq .\n```\n",
    "The model reads the prompt, decodes tokens and writes the answer — no network access is needed.\n",
    "| option | meaning |\n|---|---|\n| `--limit` | maximum rows (default 100) |\n",
    `Image: data:image/png;base64,${"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA".repeat(8)}\n`,
    "```python\nimport os, json\nkey = os.environ.get(\"EXAMPLE_API_KEY\")\nprint(json.dumps({\"ok\": True}))\n```\n",
  ];
  let size = parts[0]!.length;
  for (let i = 0; size < targetBytes; i++) {
    const b = blocks[i % blocks.length]!;
    parts.push(b);
    size += b.length;
  }
  return { name: "synthetic", files: [{ path: "SKILL.md", bytes: enc.encode(parts.join("")), isExecutable: false }] };
}

const corpus: Skill[] = listCorpus().map((s) => ({ name: s.name, files: readSkillDir(s.dir) }));
const corpusBytes = bytesOf(corpus);
const big = synthetic(8 * 1024 * 1024);
const bigBytes = bytesOf([big]);

// Warm up the JIT on both paths.
for (const s of corpus.slice(0, 20)) {
  scanSkill(s);
  naiveScan(s);
}

const rows = [
  measure("guard — benign corpus", corpusBytes, () => corpus.forEach((s) => scanSkill(s))),
  measure("guard — synthetic 8 MB SKILL.md", bigBytes, () => scanSkill(big)),
];
// The baseline is slow; two rounds are enough to see it.
const naiveRows = [
  measure("baseline (every regex × every line) — benign corpus", corpusBytes, () => corpus.forEach((s) => naiveScan(s)), 2),
  measure("baseline (every regex × every line) — synthetic 8 MB", bigBytes, () => naiveScan(big), 2),
];

// Slowest file: each file scanned alone, best of three.
let slowest = { path: "", ms: 0, bytes: 0 };
for (const s of corpus) {
  for (const f of s.files) {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      scanSkill({ name: s.name, files: [f] });
      best = Math.min(best, performance.now() - t0);
    }
    if (best > slowest.ms) slowest = { path: `${s.name}/${f.path}`, ms: best, bytes: f.bytes.length };
  }
}

const fmt = (n: number) => n.toFixed(1);
const load = loadavg().map((n) => n.toFixed(1)).join(" ");
console.log(`\nlib/guard throughput — ${corpus.length} skills, ${fmt(mb(corpusBytes))} MB; synthetic ${fmt(mb(bigBytes))} MB; ${RULES.length} rules; node ${process.version}; ${ROUNDS} rounds; ${cpus().length} CPUs, load average ${load}\n`);
console.log("| run | best MB/s | median MB/s | MB per CPU-second |");
console.log("|---|---:|---:|---:|");
for (const r of [...rows, ...naiveRows]) console.log(`| ${r.label} | ${fmt(r.best)} | ${fmt(r.median)} | ${fmt(r.cpu)} |`);
console.log(`\nSpeed-up over the baseline on the corpus (median): ${fmt(rows[0]!.median / naiveRows[0]!.median)}×`);
console.log(`Slowest file: ${slowest.path} — ${(slowest.bytes / 1024).toFixed(0)} KB in ${slowest.ms.toFixed(1)} ms (${fmt(mb(slowest.bytes) / (slowest.ms / 1000))} MB/s)`);
