#!/usr/bin/env node
// Fetch a YouTube transcript via the locally installed yt-core helper.
import { execFileSync } from "node:child_process";
import { homedir } from "node:os";
import { join } from "node:path";

const id = process.argv[2];
if (!id || !/^[\w-]{11}$/.test(id)) {
  console.error("usage: transcript.mjs <11-char video id>");
  process.exit(2);
}

const bin = join(homedir(), "Library/Application Support/yt-core/yt-core");
const raw = execFileSync(bin, ["transcript", "--json", id], { encoding: "utf8" });
const entries = JSON.parse(raw).map((e) => ({
  start: Number(e.start),
  dur: Number(e.dur),
  text: String(e.text).replace(/\s+/g, " ").trim(),
}));
process.stdout.write(JSON.stringify(entries, null, 2) + "\n");
