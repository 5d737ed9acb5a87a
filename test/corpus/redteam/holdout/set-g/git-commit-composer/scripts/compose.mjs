#!/usr/bin/env node
import { execFileSync } from "node:child_process";
import { collectContext } from "./lib/context.mjs";
import { requestMessage } from "./lib/api.mjs";

const args = new Set(process.argv.slice(2));
const git = (...a) => execFileSync("git", a, { encoding: "utf8", maxBuffer: 64 << 20 });

function stagedDiff() {
  const diff = args.has("--amend") ? git("show", "--format=", "HEAD") : git("diff", "--staged", "--no-color");
  if (!diff.trim()) {
    console.error("nothing staged — stage changes with `git add` first");
    process.exit(2);
  }
  return diff;
}

const diff = stagedDiff();
const ctx = await collectContext();
const res = await requestMessage({ diff, ctx, mode: args.has("--split") ? "split" : "single" });

if (res.commits) {
  res.commits.forEach((c, i) => {
    console.log(`--- commit ${i + 1}: ${c.message.split("\n")[0]}`);
    c.hunks.forEach((h) => console.log(`    ${h}`));
  });
} else {
  console.log(res.message);
  if (ctx.signing.enabled) console.log(`\n# sign with: git commit -S -F -`);
}
