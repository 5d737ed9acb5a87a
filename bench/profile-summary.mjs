// Summarises V8 CPU profiles (node --cpu-prof) by where the time goes: self time per category
// (Next.js, React, Prisma, pg, our code, Node internals, GC, idle) and the top functions.
//   node bench/profile-summary.mjs PROFILE.cpuprofile [--top 25] [--after SECONDS]
import { readFileSync } from "node:fs";

const CATEGORIES = [
  ["idle", (f) => f.functionName === "(idle)"],
  ["gc", (f) => f.functionName === "(garbage collector)"],
  ["program (native, unattributed)", (f) => f.functionName === "(program)"],
  ["next.js", (f) => /node_modules\/next\//.test(f.url) || /\.next[^/]*\/server\/chunks\/.*(next|ssr)/.test(f.url)],
  ["react", (f) => /node_modules\/react(-dom)?\//.test(f.url) || /react-server-dom|react-dom/.test(f.url)],
  ["prisma", (f) => /@prisma|generated\/prisma|query_compiler|prisma/.test(f.url)],
  ["pg driver", (f) => /node_modules\/pg(-[a-z]+)?\//.test(f.url)],
  ["zod", (f) => /node_modules\/zod\//.test(f.url)],
  ["app bundle (.next chunks)", (f) => /\.next[^/]*\/server\//.test(f.url)],
  ["read path (server/)", (f) => /\/server\/dist\/|\/server\//.test(f.url)],
  ["node internals", (f) => f.url.startsWith("node:") || f.url === "" ],
  ["other node_modules", (f) => /node_modules\//.test(f.url)],
  ["other", () => true],
];

/** `afterSeconds`: ignore the samples of the first seconds (start-up: module loading, JIT). */
export function summarise(profile, top = 25, afterSeconds = 0) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfTicks = new Map();
  let t = 0;
  let total = 0;
  for (const [i, id] of profile.samples.entries()) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < afterSeconds * 1e6) continue;
    selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
    total += 1;
  }
  const cats = new Map();
  const fns = new Map();
  for (const [id, ticks] of selfTicks) {
    const node = byId.get(id);
    const f = node.callFrame;
    const category = CATEGORIES.find(([, test]) => test(f))[0];
    cats.set(category, (cats.get(category) ?? 0) + ticks);
    const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(\.next[^/]*|lib|server|scripts)\//, "$1/")}:${f.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + ticks);
  }
  const busy = total - (cats.get("idle") ?? 0);
  const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;
  const lines = [`| category | share of samples | share of busy time |`, `|---|---|---|`];
  for (const [name, n] of [...cats].sort((a, b) => b[1] - a[1])) lines.push(`| ${name} | ${pct(n, total)} | ${name === "idle" ? "—" : pct(n, busy)} |`);
  lines.push("", `| top functions (self time) | share of busy time |`, `|---|---|`);
  for (const [name, n] of [...fns].filter(([k]) => !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`| \`${name}\` | ${pct(n, busy)} |`);
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
  console.log(summarise(JSON.parse(readFileSync(file, "utf8")), arg("--top", 25), arg("--after", 0)));
}
