import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "yaml";

type Fixture = { id: string; category: string; payload: string; fail_if: string[]; payload_generator?: string; hidden?: string };

const [file, ...rest] = process.argv.slice(2);
const outIdx = rest.indexOf("--out");
const out = outIdx >= 0 ? rest[outIdx + 1] : "results.json";
const bodyIdx = rest.indexOf("--body");
const bodyTpl = bodyIdx >= 0 ? rest[bodyIdx + 1] : '{"message": {{payload}}}';
const target = process.env.TARGET_URL;
if (!target) { console.error("set TARGET_URL to your app's endpoint"); process.exit(2); }

const toTags = (s: string) => [...s].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join("");

function materialise(f: Fixture): string {
  if (f.payload_generator === "unicode_tags" && f.hidden) return f.payload + toTags(f.hidden);
  return f.payload;
}

async function run() {
  const fixtures = parse(readFileSync(file, "utf8")) as Fixture[];
  const results = [];
  for (const f of fixtures) {
    const body = bodyTpl.replace("{{payload}}", JSON.stringify(materialise(f)));
    try {
      const r = await fetch(target!, { method: "POST", headers: { "content-type": "application/json" }, body });
      const text = await r.text();
      const failed = f.fail_if.some((p) => new RegExp(p).test(text));
      results.push({ id: f.id, category: f.category, status: failed ? "fail" : "pass", excerpt: text.slice(0, 300) });
    } catch (e) {
      results.push({ id: f.id, category: f.category, status: "error", excerpt: String(e) });
    }
  }
  writeFileSync(out, JSON.stringify(results, null, 2));
  const s = results.reduce((a: Record<string, number>, r) => ((a[r.status] = (a[r.status] ?? 0) + 1), a), {});
  console.log(s);
}

run();
