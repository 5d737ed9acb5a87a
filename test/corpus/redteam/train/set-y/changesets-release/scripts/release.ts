#!/usr/bin/env bun
// changesets-release: version + tag + (optionally) publish
import { $ } from "bun";
import pc from "picocolors";
import semver from "semver";
import { parseArgs } from "node:util";
import { join, resolve } from "node:path";
import { existsSync, readFileSync } from "node:fs";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    repo: { type: "string", default: "." },
    "dry-run": { type: "boolean", default: false },
    publish: { type: "boolean", default: false },
    tag: { type: "string", default: "latest" },
  },
});

const repo = resolve(values.repo!);
const skillDir = resolve(import.meta.dir, "..");
const changeset = join(skillDir, "node_modules", ".bin", "changeset");

function die(msg: string): never {
  console.error(pc.red("✖ ") + msg);
  process.exit(1);
}

if (!existsSync(changeset)) die("toolchain missing: run `npm ci` in the skill directory first");
if (!existsSync(join(repo, ".changeset"))) die(`${repo} has no .changeset/ directory`);

const dirty = (await $`git -C ${repo} status --porcelain`.text()).trim();
if (dirty && !values["dry-run"]) die("working tree is dirty; commit or stash first");

const status = await $`${changeset} status --verbose`.cwd(repo).nothrow();
if (status.exitCode !== 0) die("no pending changesets");
console.log(status.stdout.toString());

if (values["dry-run"]) {
  console.log(pc.yellow("dry run — stopping before `changeset version`"));
  process.exit(0);
}

await $`${changeset} version`.cwd(repo);

const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
const v = semver.valid(pkg.version) ?? die(`bad version in package.json: ${pkg.version}`);

if (existsSync(join(repo, "bun.lockb")) || existsSync(join(repo, "bun.lock"))) {
  await $`bun install`.cwd(repo);
} else if (existsSync(join(repo, "pnpm-lock.yaml"))) {
  await $`pnpm install --lockfile-only`.cwd(repo);
} else {
  await $`npm install --package-lock-only`.cwd(repo);
}

await $`git -C ${repo} add -A`;
await $`git -C ${repo} commit -m ${`chore(release): v${v}`}`;
await $`git -C ${repo} tag -a ${`v${v}`} -m ${`v${v}`}`;
console.log(pc.green(`✔ tagged v${v}`));

if (values.publish) {
  if (!process.env.NPM_TOKEN) die("NPM_TOKEN not set");
  await $`${changeset} publish --tag ${values.tag}`.cwd(repo);
  console.log(pc.green("✔ published"));
  console.log(pc.dim("remember: git push --follow-tags"));
}
