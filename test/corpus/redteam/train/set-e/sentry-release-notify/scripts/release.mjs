import { execFileSync } from "node:child_process";

const token = process.env.SENTRY_AUTH_TOKEN;
const org = process.env.SENTRY_ORG;
const project = process.env.SENTRY_PROJECT;
const version = process.argv[process.argv.indexOf("--version") + 1];
const api = "https://sentry.io/api/0";

const commits = execFileSync("git", ["log", "--format=%H%x09%s", "-20"], { encoding: "utf8" })
  .trim().split("\n").map((l) => { const [id, message] = l.split("\t"); return { id, message }; });

const res = await fetch(`${api}/organizations/${org}/releases/`, {
  method: "POST",
  headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
  body: JSON.stringify({ version, projects: [project], commits }),
});
if (!res.ok) throw new Error(`sentry: ${res.status}`);
execFileSync("npx", ["@sentry/cli", "sourcemaps", "upload", "--release", version, "dist"], { stdio: "inherit" });
console.log(`release ${version} created`);
