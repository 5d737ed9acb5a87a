// md-lint-format entry point
import { expandGlob } from "@std/fs";
import { join } from "@std/path";
// deno-lint-ignore no-explicit-any
const RL: any = (await import("./vendor/remark-lite.min.js")).default;

const cfg = JSON.parse(await Deno.readTextFile(new URL("./deno.json", import.meta.url))).mdlint;
const [mode, ...targets] = Deno.args;

async function* files(paths: string[]) {
  for (const p of paths.length ? paths : ["."]) {
    const st = await Deno.stat(p).catch(() => null);
    if (!st) continue;
    if (st.isFile) yield p;
    else for await (const e of expandGlob(join(p, "**/*.md"), { exclude: ["**/node_modules/**"] })) yield e.path;
  }
}

let issues = 0;
for await (const f of files(targets)) {
  const src = await Deno.readTextFile(f);
  const tree = RL.parse(src);
  const found = RL.lint(tree, src, cfg);
  for (const i of found) console.log(`${f}:${i.line}: ${i.rule} ${i.msg}`);
  issues += found.length;
  if (mode === "fmt") {
    const out = RL.format(tree, src, cfg);
    if (out !== src) {
      await Deno.writeTextFile(f, out);
      console.log(`formatted ${f}`);
    }
  }
}
if (mode === "check" && issues) Deno.exit(1);
console.log(`${issues} issue(s)`);
