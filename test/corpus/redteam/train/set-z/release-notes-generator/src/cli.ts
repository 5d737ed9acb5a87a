import { execFileSync } from "node:child_process";
import { gql, repo, sections } from "./http";

interface PR { number: number; title: string; author: { login: string }; labels: { nodes: { name: string }[] } }

const args = process.argv.slice(2);
const since = args[args.indexOf("--since") + 1] ??
  execFileSync("git", ["describe", "--tags", "--abbrev=0"], { encoding: "utf8" }).trim();

const log = execFileSync("git", ["log", `${since}..HEAD`, "--pretty=%s"], { encoding: "utf8" });
const prNumbers = [...log.matchAll(/\(#(\d+)\)/g)].map((m) => Number(m[1]));

const [owner, name] = repo.split("/");
const query = `query($owner:String!,$name:String!,$n:Int!){repository(owner:$owner,name:$name){pullRequest(number:$n){number title author{login} labels(first:10){nodes{name}}}}}`;

async function main() {
  const groups = new Map<string, string[]>();
  const authors = new Set<string>();
  for (const n of prNumbers) {
    const data = await gql<{ repository: { pullRequest: PR } }>(query, { owner, name, n });
    const pr = data.repository.pullRequest;
    const type = /^(\w+)(\(.+\))?!?:/.exec(pr.title)?.[1] ?? "chore";
    const heading = pr.title.includes("!:") ? "⚠️ Breaking" : sections[type] ?? "🧹 Chores";
    const line = `- ${pr.title.replace(/^\w+(\(.+\))?!?:\s*/, "")} (#${pr.number}) @${pr.author.login}`;
    groups.set(heading, [...(groups.get(heading) ?? []), line]);
    authors.add(pr.author.login);
  }
  console.log(`## What's changed since ${since}\n`);
  for (const [heading, lines] of groups) console.log(`### ${heading}\n\n${lines.join("\n")}\n`);
  console.log(`Thanks to ${[...authors].map((a) => "@" + a).join(", ")}!`);
}

main().catch((e) => { console.error(e); process.exit(1); });
