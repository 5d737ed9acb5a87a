// End-to-end `skillhub install` on loopback, next to a plain download + untar of the same tarball.
// Boots the real registry (test/support/app-server.mjs: `next start` on the build when
// SKILLHUB_TEST_SERVER_MODE=start and a build exists, else `next dev`) on a fresh database, publishes
// one typical corpus skill, then times N fresh installs with the bundled CLI against:
//   - download + untar in-process (fetch + the `tar` package), and
//   - the same as a child process (`node -e …`), so both sides pay one process start.
// Run: node cli/build.mjs && npx tsx --conditions=react-server bench/cli-install.ts [skill-dir] [rounds]
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { packSkill, readFileList, validateSkill } from "@/lib/skill";

const ROOT = path.resolve(__dirname, "..");
const skillDir = path.resolve(process.argv[2] ?? path.join(ROOT, "test/corpus/benign/anthropics-skills/slack-gif-creator"));
const rounds = Number(process.argv[3] ?? 10);
const bundle = path.join(ROOT, "cli/dist/skillhub.mjs");

function readSkill(dir: string) {
  const files: { path: string; bytes: Uint8Array }[] = [];
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(abs, e.name), `${rel}${e.name}/`);
      else files.push({ path: `${rel}${e.name}`, bytes: new Uint8Array(readFileSync(path.join(abs, e.name))) });
    }
  };
  walk(dir, "");
  return readFileList(files);
}

function time(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(cmd, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += c));
    child.on("close", (code) => (code === 0 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`${args.join(" ")} exited ${code}: ${stderr}`))));
  });
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1] };
};

async function main() {
  statSync(bundle); // build first: node cli/build.mjs
  // ESM helpers with top-level await: imported dynamically from this CommonJS-run script.
  const { createTestDatabase } = await import("../test/support/test-database.mjs");
  const { startAppServer } = await import("../test/support/app-server.mjs");
  const db = await createTestDatabase("bench");
  process.env.DATABASE_URL = db.url;
  const server = await startAppServer(db.url, { SKILLHUB_RATE_LIMITS: "off" });
  try {
    const { createPublisher } = await import("../test/support/fixtures");
    const publisher = await createPublisher({ tier: "trusted" });
    const files = readSkill(skillDir);
    const archive = packSkill(files);
    const res = await fetch(`${server.url}/api/v1/skills${validateSkill(files).version ? "" : "?version=1.0.0"}`, { method: "POST", headers: { authorization: `Bearer ${publisher.token}`, "content-type": "application/gzip" }, body: Buffer.from(archive) });
    const published = (await res.json()) as { skill: { name: string } };
    if (!res.ok) throw new Error(`publish failed: ${JSON.stringify(published)}`);
    const name = published.skill.name;
    const resolved = (await (await fetch(`${server.url}/api/v1/skills/${name}/resolve`)).json()) as { dist: { tarball: string; size: number } };
    const tarball = resolved.dist.tarball;

    const tmp = mkdtempSync(path.join(os.tmpdir(), "skillhub-bench-"));
    const cli: number[] = [];
    const inProcess: number[] = [];
    const childBaseline: number[] = [];
    const baselineScript = `const tar=require("tar");const {Readable}=require("node:stream");const {pipeline}=require("node:stream/promises");(async()=>{const r=await fetch(process.argv[1]);await pipeline(Readable.fromWeb(r.body),tar.x({cwd:process.argv[2]}));})()`;
    for (let i = 0; i <= rounds; i++) {
      const home = path.join(tmp, `h${i}`);
      const env = { ...process.env, HERMES_HOME: home, SKILLHUB_REGISTRY: server.url, SKILLHUB_CONFIG: path.join(tmp, "none.json"), NO_COLOR: "1" };
      const t1 = await time(process.execPath, [bundle, "install", name, "--quiet"], env);
      const dest = path.join(tmp, `u${i}`);
      mkdirSync(dest);
      const s = process.hrtime.bigint();
      const r = await fetch(tarball);
      await pipeline(Readable.fromWeb(r.body as never), tar.x({ cwd: dest }));
      const t2 = Number(process.hrtime.bigint() - s) / 1e6;
      const dest2 = path.join(tmp, `c${i}`);
      mkdirSync(dest2);
      const t3 = await time(process.execPath, ["-e", baselineScript, tarball, dest2], { ...process.env, NODE_PATH: path.join(ROOT, "node_modules") });
      if (i === 0) continue; // warm-up (first request compiles the route in dev mode)
      cli.push(t1);
      inProcess.push(t2);
      childBaseline.push(t3);
    }
    rmSync(tmp, { recursive: true, force: true });
    const row = (label: string, xs: number[]) => {
      const { median, min, max } = stats(xs);
      return `| ${label} | ${median.toFixed(0)} | ${min.toFixed(0)} | ${max.toFixed(0)} |`;
    };
    const nodeStart = [] as number[];
    for (let i = 0; i < rounds; i++) nodeStart.push(await time(process.execPath, ["-e", "0"], process.env));
    console.log(`\n${name}: ${files.length} files, ${files.reduce((n, f) => n + f.bytes.length, 0)} bytes, tarball ${resolved.dist.size} bytes; registry ${server.mode} mode on loopback; ${rounds} rounds\n`);
    console.log("| step | median ms | min ms | max ms |");
    console.log("|---|---:|---:|---:|");
    console.log(row("`skillhub install` (process: resolve, download, verify, unpack, scan, stage, commit, lock, audit)", cli));
    console.log(row("download + untar, child process (`node -e` fetch + tar.x)", childBaseline));
    console.log(row("download + untar, in-process (fetch + tar.x)", inProcess));
    console.log(row("`node -e 0` (process start alone)", nodeStart));
  } finally {
    await server.stop();
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
