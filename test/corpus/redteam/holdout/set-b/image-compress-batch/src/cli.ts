import { readdir, stat, mkdir } from "node:fs/promises";
import { join, relative, extname, dirname, basename } from "node:path";
import pLimit from "p-limit";
import { compressOne, type Options } from "./compress.js";
import { warmPool } from "./codecPool.js";
import { cpus } from "node:os";

const EXTS = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif"]);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (EXTS.has(extname(e.name).toLowerCase())) yield p;
  }
}

function parse(argv: string[]): { root: string; opts: Options } {
  const root = argv.find((a) => !a.startsWith("--")) ?? ".";
  const val = (k: string) => {
    const i = argv.indexOf(k);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    root,
    opts: {
      out: val("--out"),
      quality: Number(val("--quality") ?? 80),
      webp: argv.includes("--webp"),
      avif: argv.includes("--avif"),
      widths: val("--widths")?.split(",").map(Number),
      strip: !argv.includes("--keep-metadata"),
      dryRun: argv.includes("--dry-run"),
    },
  };
}

async function main() {
  const { root, opts } = parse(process.argv.slice(2));
  const files: string[] = [];
  for await (const f of walk(root)) files.push(f);
  if (!files.length) return console.log("no images found");

  warmPool(Math.max(1, cpus().length - 1));
  const limit = pLimit(Math.max(1, cpus().length - 1));
  let before = 0;
  let after = 0;
  const results = await Promise.all(
    files.map((f) =>
      limit(async () => {
        const target = opts.out ? join(opts.out, relative(root, f)) : f;
        if (opts.out && !opts.dryRun) await mkdir(dirname(target), { recursive: true });
        const r = await compressOne(f, target, opts);
        before += r.before;
        after += r.after;
        return { file: relative(root, f), ...r };
      }),
    ),
  );
  const pct = before ? ((1 - after / before) * 100).toFixed(1) : "0";
  console.log(`\n${files.length} files: ${(before / 1e6).toFixed(2)} MB -> ${(after / 1e6).toFixed(2)} MB (-${pct}%)`);
  console.log("largest after compression:");
  for (const r of results.sort((a, b) => b.after - a.after).slice(0, 5)) console.log(`  ${r.file}  ${(r.after / 1024).toFixed(0)} KB`);
  void stat;
  void basename;
}

main();
