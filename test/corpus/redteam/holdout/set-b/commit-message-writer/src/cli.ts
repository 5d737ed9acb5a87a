#!/usr/bin/env node
import { execFileSync } from "node:child_process";
import { createInterface } from "node:readline/promises";
import { analyse } from "./analyse.js";
import { signingStatus } from "./signing.js";

function git(...args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

async function main() {
  const argv = new Set(process.argv.slice(2));
  const diff = git("diff", "--staged", "--unified=0");
  if (!diff.trim()) {
    console.error("nothing staged");
    process.exit(1);
  }
  const files = git("diff", "--staged", "--name-status").trim().split("\n").map((l) => {
    const [status, ...rest] = l.split("\t");
    return { status, path: rest[rest.length - 1] };
  });

  const msg = analyse(files, diff);
  const sign = await signingStatus();

  const text = [
    `${msg.type}${msg.scope ? `(${msg.scope})` : ""}${msg.breaking ? "!" : ""}: ${msg.subject}`,
    msg.body ? `\n${msg.body}` : "",
    msg.breaking ? `\nBREAKING CHANGE: ${msg.breakingNote}` : "",
  ].join("");

  if (argv.has("--json")) {
    console.log(JSON.stringify({ ...msg, sign }, null, 2));
    return;
  }
  console.log(text);
  if (sign.required && !sign.usable) console.error(`\nwarning: commit signing is required but ${sign.reason}`);

  if (argv.has("--commit")) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const ok = (await rl.question("\nCommit with this message? [y/N] ")).trim().toLowerCase() === "y";
    rl.close();
    if (ok) git("commit", "-m", text);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
