// Files with meaning: configuration that runs commands, installs packages from somewhere, or changes
// the agent and its tools. Each format is parsed as what it is (JSON, YAML, TOML, INI, plist,
// HTML/SVG, Dockerfile, Makefile, systemd units, crontabs, desktop entries, requirements files), the
// commands it carries go to the shell extractor, and what it configures becomes `config` facts:
// package lifecycle scripts, editor tasks that run on folder open, agent hooks and MCP servers,
// permission bypasses, package index overrides, dependencies, privileged containers, service units,
// active SVG content.
import { readAnsible } from "./ansible";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import type { Analyzer, Extractor, Snippet } from "./extract";
import { extractComposerJson } from "./php";
import { dependencySwap, packageSettingOverride } from "../knowledge/packages";
import { ENV_SOURCE_RE, isEcosystemIndex, OFFICIAL_BINARY_HOST_RE, OFFICIAL_SOURCE_HOST_RE, sourceHost, sourceUrl } from "../knowledge/sources";
import { placeOfPath } from "../knowledge/paths";
import { analyzeArgv } from "./shell";
import type { ConfigKind, Fact } from "./types";
import { known } from "./values";

type Json = unknown;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1).toLowerCase();
}

/** 0-based row of the first occurrence of `needle` in the snippet (for a fact's line), or 0. */
function rowOf(text: string, needle: string, from = 0): number {
  const at = needle ? text.indexOf(needle, from) : -1;
  if (at < 0) return 0;
  let row = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < at; i = text.indexOf("\n", i + 1)) row++;
  return row;
}

function emitConfig(snippet: Snippet, analyzer: Analyzer, what: ConfigKind, detail: string, row: number): void {
  analyzer.emit({ kind: "config", what, detail: detail.slice(0, 400), loc: analyzer.loc(snippet, row) } satisfies Fact, snippet);
}

function shell(snippet: Snippet, analyzer: Analyzer, command: string, row: number): void {
  if (command.trim()) analyzer.analyze("shell", command, snippet, row);
}

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function strings(v: Json): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : [];
}

/**
 * The text with comments blanked, rows and columns kept: `//` and `/* … *\/`, and `#` lines when `hash` (HCL);
 * double-quoted strings (which end at a line's end) are left alone.
 */
function blankComments(text: string, hash = false): string {
  let out = "";
  let quote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      out += c;
      if (c === "\\") out += text[++i] ?? "";
      else if (c === '"' || c === "\n") quote = false;
    } else if (c === '"') {
      quote = true;
      out += c;
    } else if ((hash && c === "#") || (c === "/" && text[i + 1] === "/")) {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? text.length : end;
      out += " ".repeat(stop - i);
      i = stop - 1;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop - 1;
    } else out += c;
  }
  return out;
}

/** Parses JSON, or JSONC (comments and trailing commas: VS Code and many agent configs). */
function parseJsonc(text: string): Json | null {
  try {
    return JSON.parse(text);
  } catch {
    // fall through to the tolerant reading
  }
  try {
    return JSON.parse(blankComments(text).replace(/,(\s*[}\]])/g, "$1"));
  } catch {
    return null;
  }
}

const LIFECYCLE = new Set(["preinstall", "install", "postinstall", "prepare", "preprepare", "postprepare", "prepublish", "prepack", "postpack", "dependencies"]);
const CI_FILE_RE = /^(?:\.gitlab-ci\.ya?ml|bitbucket-pipelines\.ya?ml|\.drone\.ya?ml|\.travis\.ya?ml|[\w.-]*gitlab-ci[\w.-]*\.ya?ml)$/;
const SCRIPT_LIST_KEYS: Readonly<Record<string, RegExp>> = { script: CI_FILE_RE, before_script: CI_FILE_RE, after_script: CI_FILE_RE, cmds: /^taskfile(?:\.dist)?\.ya?ml$/ };
const COMMAND_KEYS = new Set(["command", "cmd", "exec", "run", "script", "shell", "entrypoint", "execstart", "postcreatecommand", "poststartcommand", "postattachcommand", "oncreatecommand", "updatecontentcommand", "initializecommand", "apikeyhelper", "statusline"]);
const HOOK_EVENTS = /^(?:PreToolUse|PostToolUse|UserPromptSubmit|SessionStart|SessionEnd|Stop|SubagentStop|Notification|PreCompact|BeforeAgent|AfterAgent|BeforeTool|AfterTool)$/;

function dependency(snippet: Snippet, analyzer: Analyzer, ecosystem: "npm" | "pypi", name: string, spec: string): void {
  const isUrl = /^(?:git\+|https?:|git:|github:|file:|[\w.-]+\/[\w.-]+#)/.test(spec) || /^(?:git\+|https?:)/.test(name);
  emitConfig(snippet, analyzer, "dependency", isUrl ? `${ecosystem}:${name} ${spec}`.trim() : `${ecosystem}:${name}@${spec}`, rowOf(snippet.text, name));
}

/** Commands inside arbitrary JSON/YAML structures: values under command-like keys, recursively. */
function walkCommands(v: Json, snippet: Snippet, analyzer: Analyzer, depth = 0): void {
  if (depth > 8) return;
  if (Array.isArray(v)) {
    for (const x of v) walkCommands(x, snippet, analyzer, depth + 1);
    return;
  }
  if (!isObject(v)) return;
  for (const [k, x] of Object.entries(v)) {
    // Lists of command lines in the files that run them (GitLab CI's script, Taskfile's cmds): each line is run by a shell.
    if (Array.isArray(x) && SCRIPT_LIST_KEYS[k.toLowerCase()]?.test(baseName(snippet.path))) {
      for (const line of x.slice(0, 256)) {
        const text = typeof line === "string" ? line : isObject(line) && typeof line.cmd === "string" ? line.cmd : null;
        if (text) shell(snippet, analyzer, text, rowOf(snippet.text, text.split("\n")[0]!.slice(0, 40)));
      }
      continue;
    }
    if (COMMAND_KEYS.has(k.toLowerCase())) {
      const parts = strings(x);
      const args = strings((v as Record<string, Json>).args);
      // `command` with an `args` list (MCP servers, launch configs) is an argument vector; alone it is a command line.
      if (typeof x === "string" && !args.length) shell(snippet, analyzer, x, rowOf(snippet.text, x.slice(0, 40)));
      else if (parts.length) analyzeArgv([...parts, ...args].map((p) => known(p)), snippet, rowOf(snippet.text, parts[0]!.slice(0, 40)), analyzer);
    }
    if (typeof x === "object") walkCommands(x, snippet, analyzer, depth + 1);
  }
}

function packageJson(pkg: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  if (isObject(pkg.scripts)) {
    for (const [name, cmd] of Object.entries(pkg.scripts)) {
      if (typeof cmd !== "string") continue;
      const row = rowOf(snippet.text, `"${name}"`);
      if (LIFECYCLE.has(name)) emitConfig(snippet, analyzer, "lifecycle-script", `npm ${name}: ${cmd}`, row);
      shell(snippet, analyzer, cmd, row);
    }
  }
  for (const key of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"]) {
    const deps = pkg[key];
    if (!isObject(deps)) continue;
    for (const [name, spec] of Object.entries(deps)) if (typeof spec === "string") dependency(snippet, analyzer, "npm", name, spec);
  }
  // npm `overrides`, yarn `resolutions`, pnpm `pnpm.overrides`: what a dependency's own dependency is replaced with,
  // nested under the parent it applies to (`"plist": { "@xmldom/xmldom": "https://…tgz" }`).
  const replaced = (x: Json, depth: number) => {
    if (!isObject(x) || depth > 4) return;
    for (const [key, spec] of Object.entries(x)) {
      const name = overriddenName(key);
      if (typeof spec === "string" && !spec.startsWith("$")) dependency(snippet, analyzer, "npm", name, spec);
      else replaced(spec, depth + 1);
    }
  };
  replaced(pkg.overrides ?? null, 0);
  replaced(pkg.resolutions ?? null, 0);
  if (isObject(pkg.pnpm)) replaced(pkg.pnpm.overrides ?? null, 0);
  if (typeof pkg.publishConfig === "object" && isObject(pkg.publishConfig) && typeof pkg.publishConfig.registry === "string") {
    emitConfig(snippet, analyzer, "index-override", `publishConfig.registry ${pkg.publishConfig.registry}`, rowOf(snippet.text, "publishConfig"));
  }
}

/** The package an override key replaces: `b`, `b@^1`, `a>b` (pnpm), `a/b` and `**` globs (yarn), scoped names kept whole. */
function overriddenName(key: string): string {
  const parts = key.split(">").pop()!.split("/").filter((p) => p && p !== "**");
  const last = parts.length >= 2 && parts[parts.length - 2]!.startsWith("@") ? parts.slice(-2).join("/") : (parts[parts.length - 1] ?? key);
  return last.replace(/(?<=.)@[^@/]*$/, "");
}

function agentSettings(cfg: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  if (isObject(cfg.hooks)) {
    for (const [event, entries] of Object.entries(cfg.hooks)) {
      if (!HOOK_EVENTS.test(event) && !Array.isArray(entries)) continue;
      const commands: string[] = [];
      const collect = (x: Json, depth = 0) => {
        if (depth > 6) return;
        if (Array.isArray(x)) x.forEach((y) => collect(y, depth + 1));
        else if (isObject(x)) {
          if (typeof x.command === "string") commands.push(x.command);
          Object.values(x).forEach((y) => typeof y === "object" && collect(y, depth + 1));
        }
      };
      collect(entries);
      for (const c of commands) {
        const row = rowOf(snippet.text, c.slice(0, 40));
        emitConfig(snippet, analyzer, "agent-hook", `${event} hook: ${c}`, row);
        shell(snippet, analyzer, c, row);
      }
    }
  }
  const perms = cfg.permissions;
  if (isObject(perms)) {
    const mode = typeof perms.defaultMode === "string" ? perms.defaultMode : "";
    const allow = strings(perms.allow);
    const broad = allow.filter((a) => /^(?:Bash(?:\(\*\)|\(\s*\*?\s*\))?|\*|WebFetch|Write|Edit)$/.test(a) || /^Bash\((?:curl|wget|sudo|rm|bash|sh|ssh|scp|nc)\b/.test(a));
    if (/bypass|dontask|acceptedits/i.test(mode) || broad.length) {
      emitConfig(snippet, analyzer, "agent-hook", `permissions: ${mode ? `defaultMode ${mode}` : ""}${broad.length ? ` allow ${broad.join(", ")}` : ""}`.trim(), rowOf(snippet.text, mode || broad[0] || "permissions"));
    }
  }
  for (const key of ["apiKeyHelper", "statusLine", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper"]) {
    const v = cfg[key];
    const cmd = typeof v === "string" ? v : isObject(v) && typeof v.command === "string" ? v.command : null;
    if (cmd) {
      const row = rowOf(snippet.text, key);
      emitConfig(snippet, analyzer, "agent-hook", `${key}: ${cmd}`, row);
      shell(snippet, analyzer, cmd, row);
    }
  }
  const servers = cfg.mcpServers ?? cfg.mcp_servers ?? cfg.servers ?? (isObject(cfg.mcp) ? cfg.mcp.servers : undefined);
  if (isObject(servers)) {
    for (const [name, def] of Object.entries(servers)) {
      if (!isObject(def)) continue;
      const command = typeof def.command === "string" ? def.command : "";
      const args = strings(def.args);
      const url = typeof def.url === "string" ? def.url : typeof def.serverUrl === "string" ? def.serverUrl : "";
      const row = rowOf(snippet.text, `"${name}"`);
      emitConfig(snippet, analyzer, "agent-hook", `MCP server ${name}: ${[command, ...args].join(" ") || url}`, row);
      if (command) analyzeArgv([command, ...args].map((p) => known(p)), snippet, row, analyzer);
    }
  }
}

/**
 * VS Code tasks: each command (and the Windows, Linux and macOS variants, a Windows one read as PowerShell, the
 * editor's default shell there) with `${config:KEY}` taken from the settings.json beside tasks.json, as the editor
 * substitutes it; a task that runs when the folder opens runs without being asked.
 */
function vscodeTasks(cfg: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const tasks = Array.isArray(cfg.tasks) ? cfg.tasks : [];
  const settings = parseJsonc(analyzer.fileText(`${snippet.path.slice(0, snippet.path.lastIndexOf("/") + 1)}settings.json`) ?? "");
  const substitute = (text: string) =>
    text.replace(/\$\{config:([\w.-]+)\}/g, (whole, key: string) => {
      const v = isObject(settings) ? settings[key] : undefined;
      return typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? String(v) : whole;
    });
  for (const t of tasks) {
    if (!isObject(t)) continue;
    const commandOf = (x: Record<string, Json>, base: Record<string, Json> | null) => {
      const cmd = typeof x.command === "string" ? x.command : base && typeof base.command === "string" ? base.command : "";
      return substitute([cmd, ...strings(x.args ?? base?.args ?? null)].join(" ").trim());
    };
    const command = commandOf(t, null);
    const row = rowOf(snippet.text, typeof t.command === "string" ? t.command.slice(0, 40) : "tasks");
    const runOn = isObject(t.runOptions) ? t.runOptions.runOn : undefined;
    const variants: [string, string][] = [];
    for (const os of ["windows", "linux", "osx"] as const) {
      const v = t[os];
      if (isObject(v) && (typeof v.command === "string" || Array.isArray(v.args))) variants.push([os, commandOf(v, t)]);
    }
    if (runOn === "folderOpen") {
      for (const [os, c] of [["", command] as [string, string], ...variants]) if (c) emitConfig(snippet, analyzer, "editor-autorun", `task "${String(t.label ?? "")}" runs on folder open${os ? ` (${os})` : ""}: ${c}`, row);
    }
    shell(snippet, analyzer, command, row);
    for (const [os, c] of variants) {
      if (!c || c === command) continue;
      if (os === "windows" && t.type !== "process") analyzer.analyze("powershell", c, snippet, row);
      else shell(snippet, analyzer, c, row);
    }
  }
}

function composeOrManifest(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const risky: string[] = [];
  const visit = (x: Json, depth = 0) => {
    if (depth > 10) return;
    if (Array.isArray(x)) return x.forEach((y) => visit(y, depth + 1));
    if (!isObject(x)) return;
    if (x.privileged === true) risky.push("privileged: true");
    if (x.pid === "host" || x.hostPID === true) risky.push("host PID namespace");
    if (x.network_mode === "host" || x.hostNetwork === true) risky.push("host network");
    for (const cap of strings(x.cap_add)) if (/SYS_ADMIN|SYS_PTRACE|ALL/i.test(cap)) risky.push(`cap_add ${cap}`);
    for (const vol of strings(x.volumes)) if (/^(?:\/|\/var\/run\/docker\.sock|\/etc|\/root|~|\$HOME)(?::|$)/.test(vol)) risky.push(`mounts ${vol}`);
    // The host's root filesystem mounted writable: the container can rewrite sudoers, cron, anything (as `docker run -v /:/host`).
    const hostRoot = strings(x.volumes).find((vol) => /^\/:[^:]+(?::rw)?$/.test(vol));
    if (hostRoot) analyzer.emit({ kind: "privilege", what: "container-escape", detail: `mounts the host root ${hostRoot}${x.privileged === true ? " in a privileged container" : ""}`, loc: analyzer.loc(snippet, rowOf(snippet.text, hostRoot)) } satisfies Fact, snippet);
    if (isObject(x.hostPath) && typeof x.hostPath.path === "string" && /^\/(?:$|etc|root|var\/run\/docker\.sock|home)/.test(x.hostPath.path)) risky.push(`hostPath ${x.hostPath.path}`);
    if (typeof x.name === "string" && x.name === "cluster-admin" && x.kind === "ClusterRole") risky.push("binds cluster-admin");
    if (isObject(x.roleRef) && x.roleRef.name === "cluster-admin") risky.push("binds cluster-admin");
    for (const v of Object.values(x)) if (typeof v === "object") visit(v, depth + 1);
  };
  visit(doc);
  for (const r of [...new Set(risky)]) emitConfig(snippet, analyzer, "container-privileged", r, rowOf(snippet.text, r.split(" ").pop()!.slice(0, 30)));
  rbacGrants(doc, snippet, analyzer);
}

// Kubernetes RBAC that hands power to everyone: any role bound to the anonymous or unauthenticated
// identities, cluster-admin to every authenticated user or every service account, and escalation verbs folded into the
// built-in roles through aggregation labels (every holder of view or edit gains them).
const OPEN_SUBJECT_RE = /^system:(?:unauthenticated|anonymous)$/;
// Every signed-in user, or every service account of the cluster (any pod that runs anywhere).
const EVERYONE_RE = /^system:(?:authenticated|serviceaccounts)$/;
const ESCALATING_VERBS = new Set(["*", "escalate", "bind", "impersonate"]);

function rbacGrants(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const kind = typeof doc.kind === "string" ? doc.kind : "";
  const emit = (detail: string, needle: string) => analyzer.emit({ kind: "privilege", what: "add-admin-user", detail, loc: analyzer.loc(snippet, rowOf(snippet.text, needle)) } satisfies Fact, snippet);
  if (/^(?:Cluster)?RoleBinding$/.test(kind) && isObject(doc.roleRef)) {
    const role = String(doc.roleRef.name ?? "");
    for (const subject of Array.isArray(doc.subjects) ? doc.subjects : []) {
      if (!isObject(subject) || typeof subject.name !== "string") continue;
      if (OPEN_SUBJECT_RE.test(subject.name) || (EVERYONE_RE.test(subject.name) && role === "cluster-admin")) emit(`${kind} grants ${role} to ${subject.name}`, subject.name);
    }
  }
  if (kind === "ClusterRole" && isObject(doc.metadata) && isObject(doc.metadata.labels)) {
    const labels = doc.metadata.labels;
    const into = Object.keys(labels).filter((k) => /^rbac\.authorization\.k8s\.io\/aggregate-to-(?:view|edit|admin)$/.test(k) && String(labels[k]) === "true");
    const verbs = (Array.isArray(doc.rules) ? doc.rules : []).flatMap((r) => (isObject(r) ? strings(r.verbs) : []));
    const escalating = verbs.filter((v) => ESCALATING_VERBS.has(v));
    if (into.length && escalating.length) emit(`ClusterRole aggregated into ${into.map((k) => k.split("aggregate-to-")[1]).join(", ")} with ${[...new Set(escalating)].join(", ")}`, into[0]!);
  }
}

/** The events a workflow runs on (`on: push`, `on: [push, pull_request]`, `on: { push: … }`). */
function workflowEvents(on: Json | undefined): string[] {
  if (typeof on === "string") return [on];
  if (Array.isArray(on)) return on.filter((e): e is string => typeof e === "string");
  return isObject(on) ? Object.keys(on) : [];
}

// A pull request's own code, checked out by a workflow that runs with the base repository's secrets
// and a write token (pull_request_target, workflow_run): the "pwn request" pattern.
const PR_HEAD_RE = /github\.event\.pull_request\.head\.(?:sha|ref)|github\.head_ref|refs\/pull\/|github\.event\.workflow_run\.head_(?:sha|branch)/;

function workflow(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const jobs = isObject(doc.jobs) ? doc.jobs : {};
  const privileged = workflowEvents(doc.on).some((e) => e === "pull_request_target" || e === "workflow_run");
  for (const job of Object.values(jobs)) {
    if (!isObject(job) || !Array.isArray(job.steps)) continue;
    for (const step of job.steps) {
      if (!isObject(step)) continue;
      if (privileged && typeof step.uses === "string" && /^actions\/checkout@/.test(step.uses) && isObject(step.with) && PR_HEAD_RE.test(String(step.with.ref ?? "") + String(step.with.repository ?? ""))) {
        emitConfig(snippet, analyzer, "ci-untrusted-checkout", `${workflowEvents(doc.on).join(", ")} checks out ${String(step.with.ref)}`, rowOf(snippet.text, String(step.with.ref).slice(0, 40)));
      }
      if (typeof step.run === "string") shell(snippet, analyzer, step.run, rowOf(snippet.text, step.run.split("\n")[0]!.slice(0, 40)));
      if (typeof step.uses === "string") emitConfig(snippet, analyzer, "dependency", `gha:${step.uses}`, rowOf(snippet.text, step.uses));
    }
  }
}

function preCommit(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  for (const repo of Array.isArray(doc.repos) ? doc.repos : []) {
    if (!isObject(repo)) continue;
    if (typeof repo.repo === "string" && /^https?:/.test(repo.repo)) emitConfig(snippet, analyzer, "dependency", `git:${repo.repo}@${String(repo.rev ?? "")}`, rowOf(snippet.text, repo.repo));
    for (const hook of Array.isArray(repo.hooks) ? repo.hooks : []) {
      if (isObject(hook) && typeof hook.entry === "string" && repo.repo === "local") shell(snippet, analyzer, hook.entry, rowOf(snippet.text, hook.entry.slice(0, 40)));
    }
  }
}

function notebook(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  for (const cell of Array.isArray(doc.cells) ? doc.cells : []) {
    if (!isObject(cell) || cell.cell_type !== "code") continue;
    const source = strings(cell.source).join("");
    const row = rowOf(snippet.text, strings(cell.source)[0]?.slice(0, 30) ?? "");
    // `!cmd` and `%%bash` lines are shell; the rest is Python.
    const lines = source.split("\n");
    const py = lines.map((l) => (l.startsWith("!") || l.startsWith("%") ? "" : l)).join("\n");
    for (const l of lines) if (l.startsWith("!")) shell(snippet, analyzer, l.slice(1), row);
    if (/^%%(?:bash|sh|script)/.test(source)) shell(snippet, analyzer, lines.slice(1).join("\n"), row);
    else analyzer.analyze("python", py, snippet, row);
  }
}

/** Registries an npm lockfile's `resolved` URLs may point at (git dependencies are the dependency rule's). */
const NPM_PUBLIC_RESOLVED_RE = /^(?:https:\/\/(?:registry\.npmjs\.org|registry\.yarnpkg\.com|registry\.npmmirror\.com|npm\.pkg\.github\.com)(?:\/|$)|git\+|github:|file:)/;

/** A lockfile `npm ci` installs as written: each host its tarballs come from outside the public registries is an index override. */
function npmLockfile(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  lockEntries(snippet, analyzer, [...Object.values(isObject(doc.packages) ? doc.packages : {}), ...Object.values(isObject(doc.dependencies) ? doc.dependencies : {})]);
}

/**
 * Lock entries kept in any other JSON file (`data/known-good.json`): objects shaped like a lockfile's, a `resolved`
 * tarball URL beside its `integrity` hash. A skill that carries them writes them into a lockfile somewhere.
 */
function lockShapedEntries(doc: Json, out: Record<string, Json>[] = [], depth = 0): Record<string, Json>[] {
  if (depth > 5 || out.length >= 5_000) return out;
  if (Array.isArray(doc)) for (const v of doc.slice(0, 5_000)) lockShapedEntries(v, out, depth + 1);
  else if (isObject(doc)) {
    if (typeof doc.resolved === "string" && typeof doc.integrity === "string" && /^sha\d+-/.test(doc.integrity)) out.push(doc);
    else for (const v of Object.values(doc).slice(0, 5_000)) lockShapedEntries(v, out, depth + 1);
  }
  return out;
}

function lockEntries(snippet: Snippet, analyzer: Analyzer, entries: Json[]): void {
  const seen = new Set<string>();
  for (const entry of entries.slice(0, 5_000)) {
    if (!isObject(entry) || typeof entry.resolved !== "string" || NPM_PUBLIC_RESOLVED_RE.test(entry.resolved)) continue;
    const host = /^https?:\/\/([^/]+)/.exec(entry.resolved)?.[1];
    if (!host || seen.has(host) || seen.size >= 8) continue;
    seen.add(host);
    emitConfig(snippet, analyzer, "index-override", `lockfile resolves packages from ${entry.resolved}`, rowOf(snippet.text, entry.resolved.slice(0, 40)));
  }
}

/** Tables in data files that swap popular actions or packages for others (knowledge/packages.ts dependencySwap). */
function dependencySwaps(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer, depth = 0): void {
  let n = 0;
  for (const [k, v] of Object.entries(doc)) {
    if (++n > 400) return;
    const values = typeof v === "string" ? [v] : isObject(v) ? Object.values(v).filter((x): x is string => typeof x === "string") : [];
    for (const value of values) {
      const swap = dependencySwap(k, value.trim());
      if (swap) emitConfig(snippet, analyzer, "dependency-swap", swap, rowOf(snippet.text, value));
    }
    if (isObject(v) && depth < 2 && !values.length) dependencySwaps(v, snippet, analyzer, depth + 1);
  }
}

export const extractJson: Extractor = (snippet, analyzer) => {
  const doc = parseJsonc(snippet.text);
  if (!isObject(doc)) return;
  const base = baseName(snippet.path);
  // composer.json, or a fragment of one the skill merges in (composer.local.json, composer.fragment.json)
  if (/^composer(?:[.-][\w.-]+)?\.json$/.test(base)) return extractComposerJson(doc, snippet, analyzer);
  if (base === "package-lock.json" || base === "npm-shrinkwrap.json") return npmLockfile(doc, snippet, analyzer);
  lockEntries(snippet, analyzer, lockShapedEntries(doc));
  // (a package.json kept under another name to be merged in — package.migration.json, package.template.json — is read as one)
  if (base === "package.json" || (isObject(doc.scripts) && typeof doc.name === "string") || (/^package[.-][\w.-]+\.json$/.test(base) && (isObject(doc.dependencies) || isObject(doc.devDependencies) || isObject(doc.overrides) || isObject(doc.resolutions)))) packageJson(doc, snippet, analyzer);
  if (base === "tasks.json" || (Array.isArray(doc.tasks) && typeof doc.version === "string")) vscodeTasks(doc, snippet, analyzer);
  if (doc.hooks || doc.permissions || doc.mcpServers || doc.mcp_servers || doc.servers || doc.apiKeyHelper || doc.statusLine) agentSettings(doc, snippet, analyzer);
  if (Array.isArray(doc.cells)) return notebook(doc, snippet, analyzer);
  if (base === "devcontainer.json" || doc.services || doc.spec) composeOrManifest(doc, snippet, analyzer);
  if (!isObject(doc.scripts) && !Array.isArray(doc.tasks) && !doc.hooks && !doc.mcpServers) walkCommands(doc, snippet, analyzer);
  dependencySwaps(doc, snippet, analyzer);
  proseValues(doc, snippet, analyzer);
  if (Array.isArray(doc.object) || (isObject(doc.registries) && (base === "registries.json" || snippet.path.includes(".swiftpm/") || doc.registries["[default]"] !== undefined))) swiftpmConfig(doc, snippet, analyzer);
  if (Array.isArray(doc.packages) && doc.packages.some((p) => isObject(p) && (Array.isArray(p.platforms) || Array.isArray(p.tools)))) arduinoIndex(doc, snippet, analyzer);
  if (typeof doc.domain === "string" && Array.isArray(doc.requirements) && (base === "manifest.json" || ["iot_class", "integration_type", "config_flow", "codeowners"].some((k) => doc[k] !== undefined))) homeAssistantManifest(doc, snippet, analyzer);
  if (doc.npmRegistryServer !== undefined || isObject(doc.npmScopes)) yarnrc(doc, snippet, analyzer);
  envInDocument(doc, snippet, analyzer);
};

export const extractYaml: Extractor = (snippet, analyzer) => {
  let docs: Json[];
  try {
    docs = snippet.text.split(/^---\s*$/m).slice(0, 50).map((part) => parseYaml(part, { maxAliasCount: 50, uniqueKeys: false, logLevel: "silent" }) as Json);
  } catch {
    return;
  }
  const base = baseName(snippet.path);
  for (const doc of docs) {
    if (Array.isArray(doc)) readAnsible(doc, snippet, analyzer, (command, row) => shell(snippet, analyzer, command, row));
    if (!isObject(doc)) continue;
    if (isObject(doc.jobs) && (doc.on !== undefined || /\.github\/workflows\//.test(snippet.path))) {
      workflow(doc, snippet, analyzer);
      envInDocument(doc, snippet, analyzer);
    } else if (Array.isArray(doc.repos)) preCommit(doc, snippet, analyzer);
    else {
      condaChannels(doc, snippet, analyzer);
      if (/yarnrc/.test(base) || doc.npmRegistryServer !== undefined || isObject(doc.npmScopes)) yarnrc(doc, snippet, analyzer);
      packageManifestYaml(doc, snippet, analyzer);
      if (/^idf_component_manager\.ya?ml$/.test(base) || isObject(doc.profiles)) idfProfiles(doc, snippet, analyzer);
      arduinoCliConfig(doc, snippet, analyzer);
      if (doc.external_components !== undefined || (doc.esphome !== undefined && doc.packages !== undefined)) esphome(doc, snippet, analyzer);
      if (/gemrc$/.test(base) || doc[":sources"] !== undefined) gemrc(doc, snippet, analyzer);
      envInDocument(doc, snippet, analyzer);
      proseValues(doc, snippet, analyzer);
      // Snakemake profiles: every `wrapper:` directive downloads its script from the wrapper prefix and runs it.
      for (const key of ["wrapper-prefix", "wrapper_prefix"]) {
        const v = doc[key];
        if (typeof v === "string" && /^https?:\/\//i.test(v) && !/^https?:\/\/(?:github\.com\/snakemake\/snakemake-wrappers|raw\.githubusercontent\.com\/snakemake\/snakemake-wrappers)(?:\/|$)/i.test(v)) indexOverride(snippet, analyzer, `snakemake ${key}`, v);
      }
      if (isObject(doc.services) || doc.kind || doc.spec) composeOrManifest(doc, snippet, analyzer);
      if (doc.hooks || doc.mcpServers || doc.mcp_servers) agentSettings(doc, snippet, analyzer);
      if (base !== "skill.md") walkCommands(doc, snippet, analyzer);
      dependencySwaps(doc, snippet, analyzer);
    }
  }
};

const CONDA_PUBLIC_RE = /^(?:https?:\/\/)?(?:conda\.anaconda\.org|repo\.anaconda\.com|anaconda\.org|conda-forge\.org|prefix\.dev|repo\.prefix\.dev)(?:\/|$)/i;

/** conda settings (.condarc, an environment file): channels, default channels or a channel alias on another server. */
function condaChannels(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const conda = /condarc|mambarc|conda|environment/i.test(baseName(snippet.path)) || doc.channel_alias !== undefined || doc.default_channels !== undefined || (doc.channels !== undefined && doc.dependencies !== undefined);
  if (!conda) return;
  for (const key of ["channel_alias", "default_channels", "channels", "custom_channels", "custom_multichannels"]) {
    const v = doc[key];
    const values = typeof v === "string" ? [v] : Array.isArray(v) ? strings(v) : isObject(v) ? Object.values(v).flatMap((x) => (typeof x === "string" ? [x] : Array.isArray(x) ? strings(x) : [])) : [];
    for (const value of values.slice(0, 16)) if (/^https?:\/\//i.test(value) && !CONDA_PUBLIC_RE.test(value)) indexOverride(snippet, analyzer, `conda ${key}`, value);
  }
}

function indexOverride(snippet: Snippet, analyzer: Analyzer, key: string, value: string): void {
  if (isEcosystemIndex(value)) return;
  // A template the skill fills in (`{base}/api/npm/{repo}/`, `<registry>/simple`): the user's own index, not one the skill names.
  if (!value.includes("://") && /[{<$%]/.test(value)) return;
  emitConfig(snippet, analyzer, "index-override", `${key} ${value}`, rowOf(snippet.text, value.slice(0, 40)));
}

/** Keys whose values are code, commands or patterns, not prose. */
const CODE_KEY_RE = /^(?:run|script|scripts|command|commands|cmd|entrypoint|args|exec|shell|before_script|after_script|code|jq|query|sql|regex|pattern|patterns|match|template|format|run_command|steps)$/i;

/** Keys whose values address whoever reads the file: notes, instructions, prompts, rules, guidance. */
const AGENT_KEY_RE = /(?:^|[_-])(?:notes?|instructions?|prompts?|system|guidance|guidelines?|polic(?:y|ies)|rules?|calibration|directives?|hints?|context|persona|behaviou?r|preamble|reminders?|assistant|agent|llm|ai)(?:$|[_-])|^(?:notes?|instructions?|prompts?|system_prompt|guidance)/i;

/**
 * Prose kept in a data file's values meant for whoever reads the file (a rubric's `calibration_note`, a template's
 * `instructions`, a prompt in a config) is read by the agent the skill hands the file to: it is read as prose for
 * instructions to the agent. Descriptions and messages (a detection rule's, a form's) are data about something else.
 */
/** A mapping key that is a sentence (six words or more, spaces between): prose YAML read as a key. */
const PROSE_KEY_RE = /^(?:[^\s:]+\s+){5,}[^\s:]+/;

function proseValues(doc: Json, snippet: Snippet, analyzer: Analyzer): void {
  let budget = 2_000;
  let read = 0;
  const visit = (x: Json, key: string, depth: number) => {
    if (depth > 8 || --budget < 0 || read >= 64) return;
    if (typeof x === "string") {
      if (!AGENT_KEY_RE.test(key) || CODE_KEY_RE.test(key) || x.length < 80 || x.length > 20_000) return;
      const words = x.match(/[\p{L}][\p{L}'’-]*/gu)?.length ?? 0;
      if (words < 12 || !/[.!?:;](?:\s|$)/.test(x) || /\$\(|&&|\|\||`|^\s*(?:#!|\$ |import |def |function |const |SELECT )/m.test(x)) return;
      read++;
      analyzer.analyze("markdown", x, snippet, rowOf(snippet.text, x.trim().split("\n")[0]!.slice(0, 40)));
      return;
    }
    if (Array.isArray(x)) for (const y of x.slice(0, 200)) visit(y, key, depth + 1);
    else if (isObject(x)) {
      // A sentence with ": " in it, written as a plain YAML list item or value, parses as a mapping whose key is the
      // sentence's first half: read as written.
      const entries = Object.entries(x);
      if (entries.some(([k]) => PROSE_KEY_RE.test(k)) && entries.every(([, v]) => v === null || typeof v === "string")) return visit(entries.map(([k, v]) => (v === null ? k : `${k}: ${v}`)).join(" "), key, depth + 1);
      for (const [k, v] of entries.slice(0, 500)) visit(v, k, depth + 1);
    }
  };
  visit(doc, "", 0);
}

// ── Where package managers and toolchain installers download from, in more ecosystems ──────────────────────────
// npm/yarn/pnpm/bun binary mirrors, Dart/Flutter, SwiftPM, the ESP-IDF component manager, PlatformIO, the Arduino
// board manager, Home Assistant and ESPHome, Moonraker, Cargo, Bundler/RubyGems, pixi, Maven: a setting that
// sends a download to a host other than the ecosystem's own is an `index-override` (a whole registry or a
// toolchain's downloads) or a `dependency` (one package from a git repository or an archive), judged by
// `supply-index-override` against the skill's purpose like every other source.

/** Arduino's own hosts: where its board indexes, cores and tools come from by default. */
const ARDUINO_HOST_RE = /^(?:(?:www\.)?arduino\.cc|downloads\.arduino\.cc|[\w-]+\.arduino\.cc)$/i;

/** `note` follows the URL in the fact's detail (the judgment weighs the first URL there); `after` is where to look for the row. */
type SourceOpts = { bare?: boolean; official?: RegExp; row?: number; note?: string; after?: string };

/** The 0-based row of a value, looked for after its key when there is one (the same URL may serve several entries). */
function sourceRow(snippet: Snippet, value: string, opts: SourceOpts): number {
  if (opts.row !== undefined) return opts.row;
  const from = opts.after ? snippet.text.indexOf(opts.after) : -1;
  return rowOf(snippet.text, value.trim().slice(0, 200), Math.max(from, 0));
}

/** A setting that moves where a package manager or installer downloads from: an index override unless the host is the ecosystem's own. */
function sourceOverride(snippet: Snippet, analyzer: Analyzer, label: string, value: string, opts: SourceOpts = {}): string | null {
  const url = sourceUrl(value, opts.bare);
  if (!url) return null;
  const host = sourceHost(url);
  if (OFFICIAL_SOURCE_HOST_RE.test(host) || opts.official?.test(host)) return null;
  emitConfig(snippet, analyzer, "index-override", `${label} ${url}${opts.note ? ` ${opts.note}` : ""}`, sourceRow(snippet, value, opts));
  return url;
}

/** One package taken from a git repository or an archive URL (`eco:name url`): a dependency the judgment weighs by its host. */
function sourceDependency(snippet: Snippet, analyzer: Analyzer, eco: string, name: string, value: string, opts: SourceOpts = {}): void {
  const url = sourceUrl(value, opts.bare);
  if (!url || opts.official?.test(sourceHost(url))) return;
  emitConfig(snippet, analyzer, "dependency", `${eco}:${name} ${url}${opts.note ? ` ${opts.note}` : ""}`, sourceRow(snippet, value, opts));
}

/**
 * npm settings that download prebuilt binaries or headers from a mirror (`electron_mirror`, `sass_binary_site`,
 * `puppeteer_download_base_url`, `chromedriver_cdnurl`, node-gyp's `disturl`, node-pre-gyp's `<module>_binary_host_mirror`),
 * as .npmrc keys with `_` or `-` (npm hands them to install scripts as `npm_config_<key>`).
 */
const NPM_BINARY_KEY_RE = /^(?:electron_(?:nightly_)?mirror|electron_builder_binaries_mirror|sass_binary_site|puppeteer_download_(?:host|base_url)|(?:chrome|gecko|opera|edge|ms_edge_)driver_cdnurl|phantomjs_cdnurl|selenium_cdnurl|playwright_download_host|cypress_download_mirror|prisma_engines_mirror|disturl|dist_url|(?:nvm_)?nodejs_org_mirror|node_mirror|[a-z0-9_]+_binary_host(?:_mirror)?|[a-z0-9_]+_binary_site|[a-z0-9_]+_cdnurl)$/;

/** An npm (or yarn classic) setting: the registry, a scope's registry, a binary mirror. Returns the registry URL it moved to, if any. */
function npmSetting(snippet: Snippet, analyzer: Analyzer, rawKey: string, value: string, row: number, npmrcFile: boolean, tool = "npm"): string | null {
  const key = rawKey.trim().toLowerCase();
  if (key === "registry" || /^@[\w.-]+:registry$/.test(key)) return sourceOverride(snippet, analyzer, tool === "npm" ? key : `${tool} ${key}`, value, { row });
  const k = key.replace(/-/g, "_");
  if (NPM_BINARY_KEY_RE.test(k) || (npmrcFile && /_mirror$/.test(k))) sourceOverride(snippet, analyzer, `${tool} ${key} (binary downloads from)`, value, { row, official: OFFICIAL_BINARY_HOST_RE });
  return null;
}

/** A variable's name (Bundler's mirror settings name the source they stand in for: `BUNDLE_MIRROR__HTTPS://RUBYGEMS__ORG/`). */
const ENV_NAME_RE = /^[A-Za-z_]\w*$|^BUNDLE_MIRROR__\S+$/i;

/**
 * An environment variable set in an env file, a Dockerfile, a workflow's or container's environment. True when the
 * variable is a package manager's or installer's setting (read here, whatever its value); false for any other
 * variable, which a Dockerfile hands to its RUN lines instead.
 */
function envSetting(snippet: Snippet, analyzer: Analyzer, name: string, value: string, row: number): boolean {
  const v = value.trim().replace(/^["']|["']$/g, "");
  if (!v || !ENV_NAME_RE.test(name)) return false;
  const known = packageSettingOverride(name, v);
  if (known) {
    // a template's `${VAR}` or `your-…` host is the user's own choice, as in a settings file
    if ((/:\/\//.test(v) && !sourceUrl(v)) || isEcosystemIndex(v)) return true;
    emitConfig(snippet, analyzer, "index-override", known, row);
    return true;
  }
  const npm = /^npm_config_(.+)$/i.exec(name);
  if (npm) {
    npmSetting(snippet, analyzer, npm[1]!, v, row, false);
    return true;
  }
  if (!ENV_SOURCE_RE.test(name)) return false;
  sourceOverride(snippet, analyzer, name, v, { row, bare: true, official: OFFICIAL_BINARY_HOST_RE });
  return true;
}

/** Environment variables anywhere in a JSON/YAML/TOML document (`env:`, `environment:`, `containerEnv`, `[env]`, `- name: X / value: Y`). */
function envInDocument(doc: Json, snippet: Snippet, analyzer: Analyzer): void {
  let budget = 4_000;
  const visit = (x: Json, depth: number) => {
    if (depth > 8 || --budget < 0) return;
    if (Array.isArray(x)) {
      for (const y of x.slice(0, 500)) {
        // `environment: ["ELECTRON_MIRROR=https://…"]` (compose) and `- name: X / value: Y` (Kubernetes, CI)
        if (typeof y === "string") {
          const m = /^([A-Za-z_]\w*)=(.+)$/.exec(y);
          if (m) envSetting(snippet, analyzer, m[1]!, m[2]!, rowOf(snippet.text, m[2]!.slice(0, 40)));
        } else if (isObject(y) && typeof y.name === "string" && typeof y.value === "string") envSetting(snippet, analyzer, y.name, y.value, rowOf(snippet.text, y.value.slice(0, 40)));
        else visit(y, depth + 1);
      }
      return;
    }
    if (!isObject(x)) return;
    for (const [k, v] of Object.entries(x).slice(0, 1_000)) {
      if (--budget < 0) return;
      if (typeof v === "string") {
        if (ENV_NAME_RE.test(k)) envSetting(snippet, analyzer, k, v, rowOf(snippet.text, v.slice(0, 40)));
      } else if (k === "electronDownload" && isObject(v) && typeof v.mirror === "string") {
        // electron-builder's own download settings (electron-builder.yml, package.json `build`)
        sourceOverride(snippet, analyzer, "electron-builder electronDownload.mirror", v.mirror, { official: OFFICIAL_BINARY_HOST_RE });
      } else if (typeof v === "object") visit(v, depth + 1);
    }
  };
  visit(doc, 0);
}

/**
 * Yarn Berry (.yarnrc.yml): the registry and each scope's, hosts allowed over plain http, and — with a registry
 * moved elsewhere — TLS verification and checksum checks turned off for it.
 */
function yarnrc(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const moved: string[] = [];
  const server = (v: Json, label: string) => {
    if (typeof v !== "string") return;
    const url = sourceOverride(snippet, analyzer, label, v);
    if (url) moved.push(url);
  };
  server(doc.npmRegistryServer, "yarn npmRegistryServer");
  server(doc.npmPublishRegistry, "yarn npmPublishRegistry");
  if (isObject(doc.npmScopes)) {
    for (const [scope, s] of Object.entries(doc.npmScopes).slice(0, 64)) {
      if (!isObject(s)) continue;
      server(s.npmRegistryServer, `yarn npmScopes.${scope}.npmRegistryServer`);
      server(s.npmPublishRegistry, `yarn npmScopes.${scope}.npmPublishRegistry`);
    }
  }
  for (const pattern of strings(doc.unsafeHttpWhitelist).slice(0, 32)) {
    const host = pattern.trim().replace(/^\*\./, "");
    if (host === "*") emitConfig(snippet, analyzer, "index-override", "yarn unsafeHttpWhitelist * (packages from every host over plain http)", rowOf(snippet.text, "unsafeHttpWhitelist"));
    else sourceOverride(snippet, analyzer, "yarn unsafeHttpWhitelist (plain http allowed)", `http://${host}/`, { row: rowOf(snippet.text, pattern) });
  }
  if (!moved.length) return;
  if (doc.enableStrictSsl === false || doc.enableStrictSsl === "false") emitConfig(snippet, analyzer, "index-override", `yarn enableStrictSsl: false (TLS verification off) for ${moved[0]}`, rowOf(snippet.text, "enableStrictSsl"));
  if (doc.checksumBehavior === "ignore") emitConfig(snippet, analyzer, "index-override", `yarn checksumBehavior: ignore (package checksums not checked) for ${moved[0]}`, rowOf(snippet.text, "checksumBehavior"));
}

/** A dependency's git source in pubspec (`git: url` or `git: {url: …}`) and in idf_component.yml (`git: url`). */
function gitOf(spec: Record<string, Json>): string | null {
  const git = spec.git;
  return typeof git === "string" ? git : isObject(git) && typeof git.url === "string" ? git.url : null;
}

/**
 * Dart/Flutter (pubspec.yaml, pubspec_overrides.yaml) and ESP-IDF component manifests (idf_component.yml): each
 * dependency, dev dependency and override taken from a git repository (a dependency fact, judged by its host) or
 * from another package server (pub `hosted:`, the component manager's `service_url`/`registry_url`).
 */
function packageManifestYaml(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const base = baseName(snippet.path);
  const deps = isObject(doc.dependencies) ? doc.dependencies : null;
  const pub = /^pubspec(?:_overrides)?(?:\.[\w-]+)?\.ya?ml$/.test(base) || doc.dependency_overrides !== undefined || (isObject(doc.environment) && doc.environment.sdk !== undefined) || doc.flutter !== undefined;
  const idf = /^idf_component(?:\.[\w-]+)?\.ya?ml$/.test(base) || (!!deps && (deps.idf !== undefined || Object.values(deps).some((d) => isObject(d) && (d.service_url !== undefined || d.registry_url !== undefined || d.override_path !== undefined))));
  if (!pub && !idf) return;
  const eco = pub ? "pub" : "idf";
  for (const key of ["dependencies", "dev_dependencies", "dependency_overrides"]) {
    const table = doc[key];
    if (!isObject(table)) continue;
    for (const [name, spec] of Object.entries(table).slice(0, 500)) {
      if (!isObject(spec)) continue;
      const git = gitOf(spec);
      if (git) sourceDependency(snippet, analyzer, eco, key === "dependency_overrides" ? `${name} (override)` : name, git, { after: `${name}:` });
      const hosted = typeof spec.hosted === "string" ? spec.hosted : isObject(spec.hosted) && typeof spec.hosted.url === "string" ? spec.hosted.url : null;
      if (hosted) sourceOverride(snippet, analyzer, "pub hosted server", hosted, { note: `for ${name}`, after: `${name}:` });
      for (const k of ["service_url", "registry_url"]) if (typeof spec[k] === "string") sourceOverride(snippet, analyzer, `idf component ${name} ${k}`, spec[k], { after: `${name}:` });
    }
  }
}

/** The component manager's own settings (idf_component_manager.yml): the registry and storage of each profile. */
function idfProfiles(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  if (!isObject(doc.profiles)) return;
  for (const [name, profile] of Object.entries(doc.profiles).slice(0, 32)) {
    if (!isObject(profile)) continue;
    for (const k of ["registry_url", "storage_url", "service_url", "api_url"]) if (typeof profile[k] === "string") sourceOverride(snippet, analyzer, `idf component manager profile ${name} ${k}`, profile[k]);
    for (const u of strings(profile.storage_urls)) sourceOverride(snippet, analyzer, `idf component manager profile ${name} storage_urls`, u);
  }
}

/** arduino-cli.yaml: Boards Manager indexes beyond Arduino's own (each names the cores and tools that run on upload). */
function arduinoCliConfig(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const bm = isObject(doc.board_manager) ? doc.board_manager : null;
  const urls = [...strings(bm?.additional_urls ?? null), ...strings(doc["board_manager.additional_urls"] ?? null)];
  for (const u of urls.slice(0, 32)) sourceOverride(snippet, analyzer, "arduino board_manager.additional_urls", u, { official: ARDUINO_HOST_RE });
}

/**
 * ESPHome: external components and remote packages are code and configuration compiled into the firmware from a
 * git repository (`github://owner/repo` is GitHub's own).
 */
function esphome(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  for (const ec of Array.isArray(doc.external_components) ? doc.external_components.slice(0, 64) : []) {
    if (!isObject(ec)) continue;
    const src = ec.source;
    const url = typeof src === "string" ? src : isObject(src) && typeof src.url === "string" ? src.url : null;
    if (url && !/^github:\/\//i.test(url)) sourceDependency(snippet, analyzer, "esphome", strings(ec.components ?? null).join(",") || "external_components", url);
  }
  if (!isObject(doc.packages)) return;
  for (const [name, p] of Object.entries(doc.packages).slice(0, 64)) {
    const url = isObject(p) && typeof p.url === "string" ? p.url : typeof p === "string" && /^(?:https?|git):\/\//i.test(p) ? p : null;
    if (url) sourceDependency(snippet, analyzer, "esphome", `package ${name}`, url);
  }
}

/** RubyGems' .gemrc: `:sources:` other than rubygems.org. */
function gemrc(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  for (const u of strings(doc[":sources"] ?? null).slice(0, 16)) sourceOverride(snippet, analyzer, "gem source", u);
}

/**
 * SwiftPM: mirrors (`.swiftpm/configuration/mirrors.json`, or a file shaped like one shipped to be copied there) —
 * each mirror on another host than the package it stands in for serves every version of it — and registries
 * (`registries.json`).
 */
function swiftpmConfig(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const mirrors = Array.isArray(doc.object) ? doc.object : Array.isArray(doc.mirrors) ? doc.mirrors : [];
  for (const m of mirrors.slice(0, 500)) {
    if (!isObject(m) || typeof m.mirror !== "string" || typeof m.original !== "string") continue;
    const mirror = sourceUrl(m.mirror);
    const original = sourceUrl(m.original);
    if (!mirror || (original && sourceHost(original) === sourceHost(mirror))) continue;
    sourceOverride(snippet, analyzer, "swiftpm mirror", m.mirror, { note: `stands in for ${m.original}` });
  }
  if (!isObject(doc.registries)) return;
  for (const [scope, r] of Object.entries(doc.registries).slice(0, 64)) {
    if (isObject(r) && typeof r.url === "string") sourceOverride(snippet, analyzer, `swiftpm registry ${scope}`, r.url);
  }
}

/** Package.swift: each `.package(url: …)` on a host other than a public code host is a dependency from there. */
function swiftPackage(snippet: Snippet, analyzer: Analyzer): void {
  const text = snippet.text;
  for (const m of text.matchAll(/\.package\s*\(\s*(?:name\s*:\s*"([^"]*)"\s*,\s*)?url\s*:\s*"([^"\n]+)"/g)) {
    const name = m[1] ?? m[2]!.replace(/\.git$/, "").split("/").pop() ?? "?";
    sourceDependency(snippet, analyzer, "swift", name, m[2]!, { row: rowOf(text, m[0].slice(0, 60), m.index) });
  }
}

/**
 * An Arduino Boards Manager index (package_*_index.json): every core (`platforms[].url`) and tool
 * (`tools[].systems[].url`) it lists is downloaded and run on upload; those on a host other than Arduino's, the
 * public code hosts' and the ecosystems' own are sources in themselves (one fact per host).
 */
function arduinoIndex(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const seen = new Set<string>();
  const emit = (pkg: string, what: string, url: Json) => {
    if (typeof url !== "string" || seen.size >= 8) return;
    const u = sourceUrl(url);
    if (!u || seen.has(sourceHost(u))) return;
    if (sourceOverride(snippet, analyzer, `arduino board index ${pkg} ${what} from`, url, { official: ARDUINO_HOST_RE })) seen.add(sourceHost(u));
  };
  for (const p of (doc.packages as Json[]).slice(0, 64)) {
    if (!isObject(p)) continue;
    const name = typeof p.name === "string" ? p.name : "?";
    for (const pl of Array.isArray(p.platforms) ? p.platforms.slice(0, 500) : []) if (isObject(pl)) emit(name, `core ${String(pl.architecture ?? pl.name ?? "")}`, pl.url);
    for (const t of Array.isArray(p.tools) ? p.tools.slice(0, 500) : []) {
      if (!isObject(t)) continue;
      for (const s of Array.isArray(t.systems) ? t.systems.slice(0, 32) : []) if (isObject(s)) emit(name, `tool ${String(t.name ?? "")}`, s.url);
    }
  }
}

/**
 * A Home Assistant integration's manifest.json: Home Assistant pip-installs each `requirements` entry when the
 * integration loads — a direct reference (`pkg @ https://…`) or a URL is a package from that host.
 */
function homeAssistantManifest(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  for (const r of strings(doc.requirements).slice(0, 64)) {
    const url = /^(?:([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*@\s*)?((?:git\+)?(?:https?|git|ssh):\/\/\S+)/.exec(r.trim());
    if (url) sourceDependency(snippet, analyzer, "pypi", url[1] ?? "?", url[2]!);
    else {
      const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?\s*(.*)$/.exec(r.trim());
      if (m) emitConfig(snippet, analyzer, "dependency", `pypi:${m[1]}@${m[2]!.replace(/;.*$/, "").trim() || "*"}`, rowOf(snippet.text, r));
    }
  }
}

const PIO_HOST_RE = /^(?:(?:api\.|dl\.)?registry\.platformio\.org|dl\.platformio\.org|platformio\.org)$/i;
const PIO_SOURCE_KEYS = new Set(["platform", "platform_packages", "lib_deps", "lib_extra_dirs"]);

/**
 * platformio.ini: `platform`, `platform_packages` and `lib_deps` (values continue on indented lines, items split at
 * newlines and commas) given as a URL — a development platform, toolchain or library from that host.
 */
function platformio(snippet: Snippet, analyzer: Analyzer): void {
  const lines = snippet.text.split("\n");
  let key = "";
  for (let row = 0; row < lines.length; row++) {
    const raw = lines[row]!;
    const line = raw.replace(/\s;.*$/, "").trim();
    if (!line || /^[#;]/.test(line)) continue;
    let items: string;
    if (/^\s/.test(raw) && key) items = line;
    else {
      const kv = /^([\w.-]+)\s*=\s*(.*)$/.exec(line);
      key = kv && PIO_SOURCE_KEYS.has(kv[1]!.toLowerCase()) ? kv[1]!.toLowerCase() : "";
      if (!key) continue;
      items = kv![2]!;
    }
    for (const item of items.split(",")) {
      const m = /^(?:([\w./@-]+?)\s*(?:@|=)\s*)?((?:git\+)?(?:https?|git|ssh):\/\/\S+|[\w.-]+@[\w.-]+\.[a-z]{2,}:\S+)/i.exec(item.trim());
      if (m) sourceDependency(snippet, analyzer, "pio", `${key} ${m[1] ?? ""}`.trim(), m[2]!, { row, official: PIO_HOST_RE });
    }
  }
}

/** Cargo manifests: dependencies and `[patch]` entries taken from a git repository (`{ git = "…" }`) on another host. */
function cargoGitDependencies(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const tables: [string, Json][] = [];
  for (const key of ["dependencies", "dev-dependencies", "build-dependencies"]) tables.push([key, doc[key] ?? null]);
  if (isObject(doc.target)) for (const t of Object.values(doc.target)) if (isObject(t)) for (const key of ["dependencies", "dev-dependencies", "build-dependencies"]) tables.push([key, t[key] ?? null]);
  if (isObject(doc.patch)) for (const [src, t] of Object.entries(doc.patch)) tables.push([`patch.${src}`, t]);
  if (isObject(doc.workspace)) tables.push(["workspace.dependencies", doc.workspace.dependencies ?? null]);
  for (const [where, t] of tables) {
    if (!isObject(t)) continue;
    for (const [name, spec] of Object.entries(t).slice(0, 500)) {
      if (!isObject(spec)) continue;
      if (typeof spec.git === "string") sourceDependency(snippet, analyzer, "crates", where.startsWith("patch") ? `${name} (${where})` : name, spec.git, { after: name });
      if (typeof spec["registry-index"] === "string") sourceOverride(snippet, analyzer, `cargo ${name} registry-index`, spec["registry-index"], { after: name });
    }
  }
}

/** bun's bunfig.toml: `[install] registry` and `[install.scopes]` (a URL, or a table with `url`). */
function bunfig(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const install = isObject(doc.install) ? doc.install : null;
  if (!install) return;
  const urlOf = (v: Json) => (typeof v === "string" ? v : isObject(v) && typeof v.url === "string" ? v.url : null);
  const reg = urlOf(install.registry ?? null);
  if (reg) sourceOverride(snippet, analyzer, "bun install.registry", reg);
  if (isObject(install.scopes)) for (const [scope, v] of Object.entries(install.scopes).slice(0, 64)) {
    const u = urlOf(v);
    if (u) sourceOverride(snippet, analyzer, `bun install.scopes.${scope}`, u);
  }
}

/** pixi: conda channels given as URLs, and mirrors that stand in for a channel (`[mirrors]` in pixi's config). */
function pixi(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const tables = [doc, isObject(doc.project) ? doc.project : null, isObject(doc.workspace) ? doc.workspace : null];
  for (const t of tables) {
    if (!t) continue;
    for (const key of ["channels", "default-channels"]) for (const c of t[key] === undefined ? [] : Array.isArray(t[key]) ? (t[key] as Json[]) : [t[key]!]) {
      const url = typeof c === "string" ? c : isObject(c) && typeof c.channel === "string" ? c.channel : null;
      if (url && /^https?:\/\//i.test(url) && !CONDA_PUBLIC_RE.test(url)) sourceOverride(snippet, analyzer, `conda ${key}`, url);
    }
  }
  if (isObject(doc.mirrors)) for (const [of, list] of Object.entries(doc.mirrors).slice(0, 32)) {
    for (const u of strings(list)) if (!CONDA_PUBLIC_RE.test(u)) sourceOverride(snippet, analyzer, "pixi mirror", u, { note: `stands in for ${of}` });
  }
  if (isObject(doc["pypi-config"])) {
    const pc = doc["pypi-config"];
    for (const u of [...strings(pc["index-url"] ?? null), ...strings(pc["extra-index-urls"] ?? null)]) sourceOverride(snippet, analyzer, "pixi pypi-config", u);
  }
}

/** Moonraker's update manager (moonraker.conf): a `git_repo` section pulls and runs its `origin` on every update. */
function moonrakerUpdate(section: string, key: string, value: string, snippet: Snippet, analyzer: Analyzer, row: number): void {
  if (!/^update_manager\s+\S/.test(section) || key !== "origin") return;
  sourceDependency(snippet, analyzer, "moonraker", section.replace(/^update_manager\s+/, ""), value, { row });
}

/**
 * A Python lockfile's (uv.lock, pdm.lock) per-file download URLs: `uv sync --frozen` fetches each wheel from the URL
 * the lock names, whatever index the project uses. A file on a host other than PyPI's is a package from there.
 */
function pythonLockDownloads(packages: Json[], snippet: Snippet, analyzer: Analyzer): void {
  const seen = new Set<string>();
  for (const pkg of packages.slice(0, 5_000)) {
    if (!isObject(pkg)) continue;
    const files = [pkg.sdist, ...(Array.isArray(pkg.wheels) ? pkg.wheels : []), ...(Array.isArray(pkg.files) ? pkg.files : [])];
    for (const f of files.slice(0, 200)) {
      const url = isObject(f) && typeof f.url === "string" ? sourceUrl(f.url) : null;
      const host = url ? sourceHost(url) : "";
      if (!url || OFFICIAL_SOURCE_HOST_RE.test(host) || seen.has(host) || seen.size >= 8) continue;
      seen.add(host);
      emitConfig(snippet, analyzer, "index-override", `lockfile downloads ${typeof pkg.name === "string" ? pkg.name : "a package"} from ${url}`, rowOf(snippet.text, (f as { url: string }).url.slice(0, 60)));
    }
  }
}

export const extractToml: Extractor = (snippet, analyzer) => {
  let doc: Json;
  try {
    doc = parseToml(snippet.text);
  } catch {
    return;
  }
  if (!isObject(doc)) return;
  const base = baseName(snippet.path);
  // uv.toml holds uv's settings at the top level (pyproject.toml under [tool.uv])
  const uvConfig = base === "uv.toml";
  if (base === "cargo.toml" || isObject(doc.patch)) cargoGitDependencies(doc, snippet, analyzer);
  if (base === "bunfig.toml") bunfig(doc, snippet, analyzer);
  if (base === "pixi.toml" || /(?:^|\/)\.pixi\/config\.toml$/.test(snippet.path) || doc["default-channels"] !== undefined || isObject(doc["pypi-config"])) pixi(doc, snippet, analyzer);
  if (isObject(doc.env)) envInDocument(doc.env, snippet, analyzer);
  if (Array.isArray(doc.package)) pythonLockDownloads(doc.package, snippet, analyzer);
  const visit = (x: Json, path: string[], depth = 0) => {
    if (depth > 8) return;
    if (Array.isArray(x)) return x.forEach((y) => visit(y, path, depth + 1));
    if (!isObject(x)) return;
    for (const [k, v] of Object.entries(x)) {
      const key = k.toLowerCase();
      if (typeof v === "string") {
        // An index only the packages pinned to it come from (uv `explicit = true`, poetry `priority = "explicit"`) overrides nothing.
        const scoped = x.explicit === true || x.priority === "explicit";
        if (!scoped && /^(?:index-url|extra-index-url|index_url|extra_index_url|url|registry|replace-with|find-links|index)$/.test(key) && /^https?:|^sparse\+|^git\+/.test(v) && (path.some((p) => /index|source|registr|pip|uv|poetry|tool/.test(p)) || uvConfig)) indexOverride(snippet, analyzer, [...path, k].join("."), v);
        if (/^(?:approval_policy|sandbox_mode)$/.test(key) && /never|danger|full-access/i.test(v)) emitConfig(snippet, analyzer, "agent-hook", `${k} = ${v}`, rowOf(snippet.text, k));
        if (/^(?:runner|rustc-wrapper|rustc_wrapper|command|cmd|exec|run|script|build-command)$/.test(key)) shell(snippet, analyzer, v, rowOf(snippet.text, v.slice(0, 40)));
      }
      // uv and pip settings that take a list (`extra-index-url = ["…", "…"]`)
      if (Array.isArray(v) && /^(?:extra-index-url|extra_index_url|find-links)$/.test(key) && (uvConfig || path.some((p) => /index|pip|uv|poetry|tool/.test(p)))) {
        for (const u of strings(v).slice(0, 16)) if (/^https?:/.test(u)) indexOverride(snippet, analyzer, [...path, k].join("."), u);
      }
      if (key === "trusted-host" || key === "trusted_host") emitConfig(snippet, analyzer, "index-override", `trusted-host ${strings(v).join(" ")}`, rowOf(snippet.text, k));
      if ((key === "dependencies" || key === "requires") && Array.isArray(v)) {
        for (const d of strings(v)) {
          const m = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(.*)$/.exec(d);
          if (m) dependency(snippet, analyzer, "pypi", m[1]!, m[2]!.trim() || "*");
        }
      }
      if ((key === "mcp_servers" || key === "mcpservers") && isObject(v)) agentSettings({ mcpServers: v }, snippet, analyzer);
      if (key === "args" && Array.isArray(v) && typeof x.command === "string") continue;
      if (typeof v === "object") visit(v, [...path, key], depth + 1);
    }
  };
  visit(doc, []);
};

/** .npmrc under any name a skill ships it by (`.npmrc`, `npmrc`, `npmrc.electron`, `templates/app.npmrc`, `.npmrc.example`). */
const NPMRC_NAME_RE = /^\.?npmrc(?:[.-][\w-]+)*$|\.npmrc$/;
/** Yarn classic's .yarnrc: `key "value"` lines. */
const YARNRC_NAME_RE = /^\.?yarnrc(?:[.-][\w-]+)*$/;

export const extractIni: Extractor = (snippet, analyzer) => {
  const base = baseName(snippet.path);
  const npmrc = NPMRC_NAME_RE.test(base) || /^(?:npmrc|\.npmrc)$/i.test(snippet.ctx.fence?.trim().split(/\s/)[0] ?? "");
  const yarnClassic = YARNRC_NAME_RE.test(base) && !/\.ya?ml$/.test(base);
  if (/^platformio(?:[.-][\w-]+)*\.ini$/.test(base) || /^\[env:[^\]]+\]\s*$/m.test(snippet.text)) platformio(snippet, analyzer);
  let section = "";
  const registries: string[] = [];
  let strictSslOff = -1;
  const lines = snippet.text.split("\n");
  for (let row = 0; row < lines.length; row++) {
    const line = lines[row]!.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const sec = /^\[(.+)\]$/.exec(line);
    if (sec) {
      section = sec[1]!.toLowerCase();
      continue;
    }
    // Yarn classic: `registry "https://…"`, `"@scope:registry" "https://…"`, `strict-ssl false`.
    const yarnKv = yarnClassic ? /^("[^"]+"|[^\s"=]+)\s+(?!=)(.+)$/.exec(line) : null;
    // npm's keys hold colons (`@scope:registry=…`, `//host/:_authToken=…`): they split at the `=`.
    const kv = yarnKv ?? (/^(?:@[\w.-]+:|\/\/)/.test(line) ? /^([^=]+?)\s*=\s*(.*)$/.exec(line) : /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(line));
    if (!kv) continue;
    const key = kv[1]!.trim().replace(/^"|"$/g, "").toLowerCase();
    const value = kv[2]!.trim().replace(/^["']|["']$/g, "");
    moonrakerUpdate(section, key, value, snippet, analyzer, row);
    const npmKey = key.replace(/^--/, "");
    if (npmKey === "registry" || /^@[\w.-]+:registry$/.test(npmKey)) {
      // a registry that is no URL is a template the skill fills in (`registry={base}/api/npm/{repo}/`)
      if (!value.includes("://") && /[{<$%]/.test(value)) continue;
      const url = npmSetting(snippet, analyzer, npmKey, value, row, npmrc, yarnClassic ? "yarn" : "npm");
      if (url) registries.push(url);
      // a value the URL reader cannot take (no scheme) is still the setting as written
      else if (!sourceUrl(value) && value && !/^(?:https?:\/\/)?(?:registry\.npmjs\.org|registry\.yarnpkg\.com)(?:\/|$)/i.test(value)) indexOverride(snippet, analyzer, key, value);
      continue;
    }
    if (npmKey === "strict-ssl" && /^(?:false|0|no)$/i.test(value)) strictSslOff = row;
    npmSetting(snippet, analyzer, npmKey, value, row, npmrc || yarnClassic, yarnClassic ? "yarn" : "npm");
    if (/^(?:index-url|extra-index-url|index_url|find-links)$/.test(key)) indexOverride(snippet, analyzer, key, value);
    else if (key === "trusted-host") emitConfig(snippet, analyzer, "index-override", `trusted-host ${value}`, row);
    else if (/^(?:script-shell|shell|hookspath|sshcommand|askpass|editor|pager|fsmonitor)$/.test(key) || (section.startsWith("alias") && value.startsWith("!")) || (key === "helper" && value.startsWith("!"))) {
      if (key === "hookspath") emitConfig(snippet, analyzer, "agent-hook", `git core.hooksPath ${value}`, row);
      shell(snippet, analyzer, value.replace(/^!/, ""), row);
    } else if (base === ".npmrc" && key === "ignore-scripts" && value === "false") emitConfig(snippet, analyzer, "other", "npm ignore-scripts=false", row);
    else if (/^exec(?:start(?:pre|post)?|stop|reload)?$/.test(key)) shell(snippet, analyzer, value.replace(/^[-@+!]+/, ""), row);
    // The Gradle wrapper downloads and runs the distribution this names, on every build of the project.
    else if (base === "gradle-wrapper.properties" && key === "distributionurl") {
      const url = value.replace(/\\:/g, ":");
      if (!/^https:\/\/services\.gradle\.org\/distributions(?:-snapshots)?\//.test(url)) emitConfig(snippet, analyzer, "index-override", `Gradle wrapper distribution from ${url}`, row);
    }
    // The Maven wrapper likewise downloads the Maven it runs.
    else if (base === "maven-wrapper.properties" && (key === "distributionurl" || key === "wrapperurl")) {
      sourceOverride(snippet, analyzer, `Maven wrapper ${key === "wrapperurl" ? "jar" : "distribution"} from`, value.replace(/\\:/g, ":"), { row, official: /^(?:repo\.maven\.apache\.org|repo1\.maven\.org)$/i });
    }
  }
  // TLS verification turned off for a registry moved elsewhere: whoever is on the path serves the packages.
  if (strictSslOff >= 0 && registries.length) emitConfig(snippet, analyzer, "index-override", `npm strict-ssl=false (TLS verification off) for ${registries[0]}`, strictSslOff);
};

export const extractSystemd: Extractor = (snippet, analyzer) => {
  const exec = /^\s*Exec\w*\s*=\s*(.+)$/gm;
  let first = -1;
  for (let m = exec.exec(snippet.text); m; m = exec.exec(snippet.text)) {
    const row = rowOf(snippet.text, m[0]);
    if (first < 0) first = row;
    shell(snippet, analyzer, m[1]!.replace(/^[-@+!:]+/, ""), row);
  }
  if (first >= 0 || /^\[(?:Unit|Service|Timer|Install)\]/m.test(snippet.text)) emitConfig(snippet, analyzer, "service-unit", `systemd unit ${baseName(snippet.path)}`, Math.max(first, 0));
};

/** Device nodes whose raw access is as good as root: disks, memory, I/O ports, the input devices (a keylogger's). */
const UDEV_RAW_DEVICE_RE = /SUBSYSTEMS?=="(?:block|mem|input|nvme)"|KERNEL=="(?:sd|hd|vd|nvme|mmcblk|loop|dm-|md|mem|kmem|port|event|input|hidraw)/;

/**
 * udev rules (/etc/udev/rules.d): `RUN+=` programs run as root on every matching device event; a `MODE` that lets
 * every user read and write a disk, memory or an input device gives every user root (or every keystroke).
 */
export const extractUdev: Extractor = (snippet, analyzer) => {
  const lines = snippet.text.split("\n");
  for (let row = 0; row < lines.length; row++) {
    const line = lines[row]!.trim();
    if (!line || line.startsWith("#")) continue;
    const mode = /\bMODE\s*:?=\s*"0?([0-7]{3})"/.exec(line);
    if (mode && /[2367]$/.test(mode[1]!) && UDEV_RAW_DEVICE_RE.test(line)) {
      analyzer.emit({ kind: "privilege", what: "world-writable-system", detail: `udev rule gives every user read and write access (MODE ${mode[1]}) to ${/block|sd|hd|vd|nvme|mmcblk|loop|dm-|md/.test(line) ? "raw disks" : /mem|port/.test(line) ? "memory or I/O ports" : "input devices"}: ${line.slice(0, 160)}`, loc: analyzer.loc(snippet, row) } satisfies Fact, snippet);
    }
    for (const run of line.matchAll(/\bRUN\s*\+?=\s*"((?:[^"\\]|\\.)*)"/g)) {
      const command = run[1]!.replace(/^(?:program|builtin):/, "");
      if (/^[\w-]+$/.test(command)) continue; // a builtin (`RUN+="kmod"`)
      shell(snippet, analyzer, command.replace(/%[kpnbE]|\$\w+|\$env\{\w+\}/g, "x"), row);
      emitConfig(snippet, analyzer, "service-unit", `udev rule runs ${command.slice(0, 120)} as root on device events`, row);
    }
  }
};

export const extractCrontab: Extractor = (snippet, analyzer) => {
  const lines = snippet.text.split("\n");
  for (let row = 0; row < lines.length; row++) {
    const line = lines[row]!.trim();
    if (!line || line.startsWith("#") || /^[A-Z_]+=/.test(line)) continue;
    const m = /^(?:@\w+|(?:\S+\s+){5})(.+)$/.exec(line);
    if (!m) continue;
    emitConfig(snippet, analyzer, "service-unit", `crontab: ${line}`, row);
    shell(snippet, analyzer, m[1]!, row);
  }
};

export const extractDesktopEntry: Extractor = (snippet, analyzer) => {
  const m = /^Exec\s*=\s*(.+)$/m.exec(snippet.text);
  if (!m) return;
  const row = rowOf(snippet.text, m[0]);
  if (/autostart/i.test(snippet.path) || /X-GNOME-Autostart-enabled\s*=\s*true/i.test(snippet.text)) emitConfig(snippet, analyzer, "service-unit", `autostart entry: ${m[1]}`, row);
  shell(snippet, analyzer, m[1]!.replace(/%[fFuUdDnNickvm]/g, ""), row);
};

export const extractDockerfile: Extractor = (snippet, analyzer) => {
  const text = snippet.text.replace(/\\\n/g, " \n");
  const lines = text.split("\n");
  // ARG defaults and ENV values the RUN commands after them see, as shell assignments (`ARG HOST=198.51.100.2` → `HOST=…; pip …`)
  const assigned: string[] = [];
  for (let row = 0; row < lines.length; row++) {
    // ENV/ARG settings that move where the image's package installs download from
    const env = /^\s*(?:ENV|ARG)\s+(.*)$/i.exec(lines[row]!);
    if (env) {
      const pairs = [...env[1]!.matchAll(/([A-Za-z_]\w*)=("[^"]*"|'[^']*'|\S+)/g)];
      // (a package manager's setting is read as one, not again as the RUN lines' variable)
      for (const [i, p] of pairs.entries()) if (!envSetting(snippet, analyzer, p[1]!, p[2]!, row) && i < 16 && assigned.length < 64) assigned.push(`${p[1]}=${p[2]}`);
      const legacy = pairs.length ? null : /^([A-Za-z_]\w*)\s+(.+)$/.exec(env[1]!.trim());
      if (legacy) envSetting(snippet, analyzer, legacy[1]!, legacy[2]!, row);
      continue;
    }
    if (/^\s*FROM\s/i.test(lines[row]!)) assigned.length = 0;
    const m = /^\s*(RUN|CMD|ENTRYPOINT|ADD|HEALTHCHECK)\s+(.*)$/i.exec(lines[row]!);
    if (!m) continue;
    let body = m[2]!;
    let end = row;
    while (lines[end]!.endsWith(" ") && end + 1 < lines.length && lines[end + 1]!.trim() && !/^\s*[A-Z]+\s/.test(lines[end + 1]!)) body += " " + lines[++end]!.trim();
    const instr = m[1]!.toUpperCase();
    if (instr === "ADD") {
      const url = /(https?:\/\/\S+)/.exec(body);
      if (url) analyzer.emit({ kind: "fetch", url: url[1]!, host: /^https?:\/\/([^/:]+)/.exec(url[1]!)?.[1] ?? null, saveTo: null, loc: analyzer.loc(snippet, row) }, snippet);
      continue;
    }
    body = body.replace(/^--mount=\S+\s+/g, "").replace(/^CMD\s+/i, "");
    if (body.trim().startsWith("[")) {
      try {
        const argv = JSON.parse(body) as unknown;
        if (Array.isArray(argv)) analyzeArgv(argv.map((a) => known(String(a))), snippet, row, analyzer);
      } catch {
        // not JSON form
      }
    } else shell(snippet, analyzer, instr === "RUN" && assigned.length ? `${assigned.join("; ")}; ${body}` : body, row);
    row = end;
  }
};

/**
 * Make variables the Makefile does not define but whose value comes from outside it: the environment,
 * Make itself, the command line by convention. They stay shell variables (`$(HOME)` is `$HOME`).
 */
const MAKE_OUTSIDE_VARS = new Set([
  "HOME", "USER", "LOGNAME", "PATH", "PWD", "TMPDIR", "SHELL", "CURDIR", "MAKE", "MAKEFLAGS", "MAKECMDGOALS", "MAKEFILE_LIST", "MAKELEVEL", "DESTDIR",
  "CC", "CXX", "CPP", "AR", "AS", "LD", "FC", "LEX", "YACC",
]);
/** Make's built-in defaults that recipes rely on. */
const MAKE_DEFAULTS: Readonly<Record<string, string>> = { RM: "rm -f" };
const MAKE_ASSIGN_RE = /^(?:(?:override|export|private)\s+)*([A-Za-z_][\w.-]*)\s*(::?=|:::=|\?=|\+=|!=|=)\s*(.*)$/;
const MAKE_MAX_EXPANSION = 8;

/**
 * A Makefile's variables: name → value as written (null: unknown, e.g. `!=`, `define`; a `$(shell …)`
 * in a value is handed to the shell analysis when expanded). After an `include`, an undefined variable may be defined there.
 */
type MakeVars = { values: Map<string, string | null>; hasInclude: boolean };

/** The variable definitions outside recipes, in order (simple, recursive, conditional, append, shell). */
function makeVariables(lines: readonly string[]): MakeVars {
  const values = new Map<string, string | null>();
  let hasInclude = false;
  for (let row = 0; row < lines.length; row++) {
    let line = lines[row]!;
    if (line.startsWith("\t")) continue;
    while (line.endsWith("\\") && row + 1 < lines.length) line = line.slice(0, -1) + " " + lines[++row]!.trim();
    line = line.replace(/(^|[^\\])#.*$/, "$1").trim();
    if (/^-?s?include\s/.test(line)) hasInclude = true;
    const define = /^(?:(?:override|export)\s+)*define\s+([A-Za-z_][\w.-]*)/.exec(line);
    if (define) {
      values.set(define[1]!, null);
      while (row + 1 < lines.length && !/^\s*endef\b/.test(lines[row + 1]!)) row++;
      continue;
    }
    const m = MAKE_ASSIGN_RE.exec(line);
    if (!m) continue;
    const [, name, op, value] = m as unknown as [string, string, string, string];
    const before = values.get(name);
    if (op === "?=" && values.has(name)) continue;
    if (op === "!=") values.set(name, null);
    else if (op === "+=") values.set(name, before === null ? null : before ? `${before} ${value}` : value);
    else values.set(name, value);
  }
  return { values, hasInclude };
}

/**
 * A recipe line as Make hands it to the shell: variable references replaced by their values (an
 * undefined variable is empty; an unknown one, a function call or an automatic variable is left to the
 * shell as a variable it does not know), `$$` → `$`.
 */
function expandMake(text: string, vars: MakeVars, depth = 0): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== "$" || i + 1 >= text.length) {
      out += c;
      continue;
    }
    const next = text[i + 1]!;
    if (next === "$") {
      out += "$";
      i++;
      continue;
    }
    if (next !== "(" && next !== "{") {
      out += "$" + next;
      i++;
      continue;
    }
    const close = next === "(" ? ")" : "}";
    let end = i + 2;
    for (let level = 1; end < text.length; end++) {
      if (text[end] === next) level++;
      else if (text[end] === close && --level === 0) break;
    }
    const ref = text.slice(i + 2, end);
    i = end;
    out += expandMakeRef(ref, vars, depth);
  }
  return out;
}

function expandMakeRef(ref: string, vars: MakeVars, depth: number): string {
  const call = /^([a-z-]+)\s+([\s\S]*)$/.exec(ref);
  if (call && depth < MAKE_MAX_EXPANSION) {
    const value = makeFunction(call[1]!, call[2]!, vars, depth);
    if (value !== null) return value;
  }
  if (!/^[A-Za-z_][\w.-]*$/.test(ref)) return "${MAKE_UNKNOWN}";
  if (vars.values.has(ref)) {
    const value = vars.values.get(ref);
    if (value === null || value === undefined || depth >= MAKE_MAX_EXPANSION) return `\${${ref.replace(/\W/g, "_")}}`;
    return expandMake(value, vars, depth + 1);
  }
  if (ref in MAKE_DEFAULTS) return MAKE_DEFAULTS[ref]!;
  if (MAKE_OUTSIDE_VARS.has(ref) || vars.hasInclude) return `\${${ref.replace(/\W/g, "_")}}`;
  return "";
}

/** The arguments of a function call, split on the commas outside nested references. */
function makeArgs(text: string): string[] {
  const out: string[] = [];
  let level = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "{") level++;
    else if (c === ")" || c === "}") level--;
    else if (c === "," && level === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

const makeWords = (t: string) => t.split(/\s+/).filter(Boolean);
const makePattern = (p: string) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("%", "(.*)")}$`);

/**
 * GNU Make's text functions, evaluated as Make does (`$(join 4,755)` is `4755`, `$(firstword $(wildcard
 * /bin/ba$(e)sh))` is `/bin/bash`: a file list is taken as written); `$(shell cmd)` becomes the shell's
 * `$(cmd)`. Null: not a function evaluated here (`call`, `eval` …), left unknown.
 */
function makeFunction(name: string, rest: string, vars: MakeVars, depth: number): string | null {
  const args = () => makeArgs(rest).map((a) => expandMake(a, vars, depth + 1));
  switch (name) {
    case "subst": {
      const [from = "", to = "", text = ""] = args();
      return from ? text.split(from).join(to) : text;
    }
    case "patsubst": {
      const [pattern = "", repl = "", text = ""] = args();
      const re = makePattern(pattern.trim());
      return makeWords(text).map((w) => { const m = re.exec(w); return m ? repl.trim().replace("%", m[1] ?? "") : w; }).join(" ");
    }
    case "strip": return makeWords(args()[0] ?? "").join(" ");
    case "firstword": return makeWords(args()[0] ?? "")[0] ?? "";
    case "lastword": return makeWords(args()[0] ?? "").at(-1) ?? "";
    case "words": return String(makeWords(args()[0] ?? "").length);
    case "word": {
      const [n = "", text = ""] = args();
      return makeWords(text)[Number(n.trim()) - 1] ?? "";
    }
    case "sort": return [...new Set(makeWords(args()[0] ?? ""))].sort().join(" ");
    case "join": {
      const [a = "", b = ""] = args().map(makeWords);
      return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? "") + (b[i] ?? "")).join(" ");
    }
    case "addprefix":
    case "addsuffix": {
      const [x = "", text = ""] = args();
      return makeWords(text).map((w) => (name === "addprefix" ? x.trim() + w : w + x.trim())).join(" ");
    }
    case "notdir": return makeWords(args()[0] ?? "").map((w) => w.slice(w.lastIndexOf("/") + 1)).join(" ");
    case "dir": return makeWords(args()[0] ?? "").map((w) => (w.includes("/") ? w.slice(0, w.lastIndexOf("/") + 1) : "./")).join(" ");
    case "wildcard":
    case "realpath":
    case "abspath": return makeWords(args()[0] ?? "").join(" ");
    case "value": return vars.values.get((args()[0] ?? "").trim()) ?? "";
    case "info":
    case "warning": return "";
    // what the command prints, as the shell analysis folds it (Make joins its lines with spaces, as an unquoted $(…) does)
    case "shell": return `$(${expandMake(rest, vars, depth + 1)})`;
    default: return null;
  }
}

/** Recipe lines go to the shell extractor as Make runs them, with the Makefile's variables expanded. */
export const extractMakefile: Extractor = (snippet, analyzer) => {
  const lines = snippet.text.split("\n");
  // Variables set in the makefiles it includes (`include mk/config.mk`) are set before its own.
  const dir = snippet.path.includes("/") ? snippet.path.slice(0, snippet.path.lastIndexOf("/") + 1) : "";
  const included = lines.flatMap((l) => /^-?s?include\s+(.+)$/.exec(l)?.[1]!.trim().split(/\s+/) ?? []).slice(0, 8);
  const vars = makeVariables([...included.flatMap((f) => (analyzer.fileText(f.startsWith("/") ? f : `${dir}${f.replace(/^\.\//, "")}`) ?? "").split("\n")), ...lines]);
  for (let row = 0; row < lines.length; row++) {
    const line = lines[row]!;
    if (!line.startsWith("\t")) continue;
    shell(snippet, analyzer, expandMake(line.slice(1).replace(/^[@+-]+/, ""), vars), row);
  }
};

/**
 * go.mod: every required module, and every `replace` that swaps a module for another path (a fork, a
 * look-alike) — the replacement is what gets built. Replacements by a local folder are the author's
 * own code.
 */
export const extractGoMod: Extractor = (snippet, analyzer) => {
  const lines = snippet.text.split("\n");
  let block: "require" | "replace" | null = null;
  for (let row = 0; row < lines.length; row++) {
    let line = lines[row]!.replace(/\/\/.*$/, "").trim();
    if (!line) continue;
    const opens = /^(require|replace)\s*\($/.exec(line);
    if (opens) {
      block = opens[1] as "require" | "replace";
      continue;
    }
    if (line === ")") {
      block = null;
      continue;
    }
    const single = /^(require|replace)\s+(.*)$/.exec(line);
    const kind = single ? single[1] : block;
    if (single) line = single[2]!;
    if (kind === "require") {
      const m = /^(\S+)\s+(\S+)/.exec(line);
      if (m) emitConfig(snippet, analyzer, "dependency", `go:${m[1]}@${m[2]}`, row);
    } else if (kind === "replace") {
      const m = /^(\S+)(?:\s+\S+)?\s*=>\s*(\S+)(?:\s+(\S+))?/.exec(line);
      // A module path starts with the host it is fetched from: a replacement on another host names it as a source.
      const host = m ? /^([a-z0-9-]+(?:\.[a-z0-9-]+)+)\//i.exec(m[2]!)?.[1] : undefined;
      const from = host && host !== /^([^/]+)\//.exec(m![1]!)?.[1] ? ` from https://${host}/` : "";
      if (m && !/^[./]/.test(m[2]!) && m[2] !== m[1]) emitConfig(snippet, analyzer, "dependency", `go:${m[2]}@${m[3] ?? "*"} replaces ${m[1]}${from}`, row);
    }
  }
};

export const extractRequirements: Extractor = (snippet, analyzer) => {
  const lines = snippet.text.split("\n");
  for (let row = 0; row < lines.length; row++) {
    const line = lines[row]!.replace(/\s+#.*$/, "").trim();
    if (!line || line.startsWith("#")) continue;
    const opt = /^(-i|--index-url|--extra-index-url|--trusted-host|-f|--find-links)[\s=]+(\S+)/.exec(line);
    if (opt) {
      if (opt[1] === "--trusted-host") emitConfig(snippet, analyzer, "index-override", `trusted-host ${opt[2]}`, row);
      else indexOverride(snippet, analyzer, opt[1]!, opt[2]!);
      continue;
    }
    if (line.startsWith("-")) continue;
    const url = /^(?:(\S+?)\s*@\s*)?((?:git\+|https?:\/\/)\S+)/.exec(line);
    if (url) {
      emitConfig(snippet, analyzer, "dependency", `pypi:${url[1] ?? "?"} ${url[2]}`, row);
      continue;
    }
    const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?\s*(.*)$/.exec(line);
    if (m) emitConfig(snippet, analyzer, "dependency", `pypi:${m[1]}@${m[2]!.replace(/;.*$/, "").trim() || "*"}`, row);
  }
};

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HANDLER_RE = /\s(on[a-z]{3,20})\s*=\s*("[^"]*"|'[^']*')/gi;

export const extractMarkup: Extractor = (snippet, analyzer) => {
  const isSvg = /\.svg$/i.test(snippet.path) || /^\s*(?:<\?xml[^>]*>\s*)?<svg\b/i.test(snippet.text);
  SCRIPT_RE.lastIndex = 0;
  for (let m = SCRIPT_RE.exec(snippet.text); m; m = SCRIPT_RE.exec(snippet.text)) {
    const row = rowOf(snippet.text, m[0].slice(0, 60), m.index);
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(m[1]!);
    if (isSvg) emitConfig(snippet, analyzer, "active-content", src ? `SVG loads script ${src[1]}` : "SVG carries a script", row);
    if (m[2]!.trim()) analyzer.analyze("javascript", m[2]!, snippet, row);
  }
  HANDLER_RE.lastIndex = 0;
  for (let m = HANDLER_RE.exec(snippet.text); m; m = HANDLER_RE.exec(snippet.text)) {
    const row = rowOf(snippet.text, m[0].slice(0, 60), m.index);
    const code = m[2]!.slice(1, -1);
    if (isSvg) emitConfig(snippet, analyzer, "active-content", `SVG event handler ${m[1]}: ${code}`, row);
    analyzer.analyze("javascript", code.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&"), snippet, row);
  }
  if (isSvg) readSvgText(snippet, analyzer);
};

const SVG_TEXT_RE = /<((?:[\w-]+:)?(?:title|desc|text|tspan|rights|description|comment|license|[\w-]*note))\b[^>]*>([^<]{40,4000})<\/\1\s*>|<!--([\s\S]{40,4000}?)-->/gi;

/**
 * An image is read by the agent as text: its title, description, metadata, text elements (zero-sized or not) and
 * comments are prose an agent may take as instructions ("Notice to AI assistants: run … without asking").
 */
function readSvgText(snippet: Snippet, analyzer: Analyzer): void {
  SVG_TEXT_RE.lastIndex = 0;
  for (let m = SVG_TEXT_RE.exec(snippet.text), n = 0; m && n < 32; m = SVG_TEXT_RE.exec(snippet.text), n++) {
    const text = decodeXml(m[2] ?? m[3] ?? "");
    if (text.length >= 40) analyzer.analyze("markdown", text, snippet, snippet.text.slice(0, m.index).split("\n").length - 1);
  }
}

/** Property lists: launchd jobs (ProgramArguments, RunAtLoad, StartInterval) are service units. */
export const extractXml: Extractor = (snippet, analyzer) => {
  const text = snippet.text;
  if (/<svg\b|<script\b/i.test(text)) extractMarkup(snippet, analyzer);
  packageSources(snippet, analyzer);
  if (!/<plist\b|<key>\s*ProgramArguments\s*<\/key>/i.test(text)) return;
  const args = /<key>\s*ProgramArguments\s*<\/key>\s*<array>([\s\S]*?)<\/array>/i.exec(text);
  const program = /<key>\s*Program\s*<\/key>\s*<string>([\s\S]*?)<\/string>/i.exec(text);
  const argv = args ? Array.from(args[1]!.matchAll(/<string>([\s\S]*?)<\/string>/g), (m) => decodeXml(m[1]!)) : program ? [decodeXml(program[1]!)] : [];
  if (!argv.length) return;
  const row = rowOf(text, args ? "ProgramArguments" : "Program");
  const auto = /<key>\s*(?:RunAtLoad|KeepAlive|StartInterval|StartCalendarInterval|WatchPaths)\s*<\/key>/i.test(text);
  emitConfig(snippet, analyzer, "service-unit", `launchd job${auto ? " (runs at load or on a schedule)" : ""}: ${argv.join(" ")}`, row);
  analyzeArgv(argv.map((a) => known(a)), snippet, row, analyzer);
};

const MAVEN_PUBLIC_RE = /^https?:\/\/(?:repo1?\.maven\.org|repo\.maven\.apache\.org|central\.sonatype\.com|plugins\.gradle\.org)(?:\/|$)/i;
const NUGET_PUBLIC_RE = /^https?:\/\/(?:api\.nuget\.org|www\.nuget\.org)(?:\/|$)/i;

/**
 * Maven settings (a `<mirror>` that stands in for every repository) and NuGet feeds (`<packageSources>`): where
 * the build takes its packages from.
 */
function packageSources(snippet: Snippet, analyzer: Analyzer): void {
  const text = snippet.text;
  for (const m of text.matchAll(/<mirror>([\s\S]{0,2000}?)<\/mirror>/gi)) {
    const url = /<url>\s*([^<\s]+)\s*<\/url>/i.exec(m[1]!)?.[1];
    const of = /<mirrorOf>\s*([^<]+?)\s*<\/mirrorOf>/i.exec(m[1]!)?.[1] ?? "";
    if (url && !MAVEN_PUBLIC_RE.test(url)) indexOverride(snippet, analyzer, `maven mirror of ${of}`, decodeXml(url));
  }
  // A pom's repositories (not the ones it deploys to): where the build resolves artifacts and plugins from.
  const resolving = text.replace(/<distributionManagement>[\s\S]*?<\/distributionManagement>/gi, "");
  for (const m of resolving.matchAll(/<(repository|pluginRepository)>([\s\S]{0,2000}?)<\/\1>/gi)) {
    const url = /<url>\s*([^<\s]+)\s*<\/url>/i.exec(m[2]!)?.[1];
    if (url && !GRADLE_PUBLIC_RE.test(decodeXml(url))) sourceOverride(snippet, analyzer, `maven ${m[1]}`, decodeXml(url), { row: rowOf(text, url) });
  }
  const sources = /<packageSources>([\s\S]{0,20000}?)<\/packageSources>/i.exec(text)?.[1];
  if (sources) {
    for (const m of sources.matchAll(/<add\b[^>]*?\bvalue\s*=\s*"([^"]+)"/gi)) if (/^https?:/i.test(m[1]!) && !NUGET_PUBLIC_RE.test(m[1]!)) indexOverride(snippet, analyzer, "nuget packageSource", decodeXml(m[1]!));
  }
}

function decodeXml(s: string): string {
  return s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&").trim();
}

/** Binary caches anyone may use: the NixOS cache, and the hosting services where projects publish their own. */
const NIX_PUBLIC_CACHE_RE = /^https?:\/\/(?:cache\.nixos\.org|[\w-]+\.cachix\.org|cache\.garnix\.io|cache\.flakehub\.com)(?:\/|$)/i;

/**
 * Nix settings (nix.conf, a flake's `nixConfig`, a NixOS module): a substituter is a binary cache whose builds stand
 * in for every store path it serves, and `accept-flake-config` lets any flake add one.
 */
export const extractNix: Extractor = (snippet, analyzer) => {
  const text = snippet.text;
  for (const m of text.matchAll(/\b(?:extra-)?(?:trusted-)?substituters\b\s*=\s*(\[[^\]]{0,4000}\]|"[^"\n]*"|[^\n;]*)/g)) {
    for (const url of m[1]!.match(/https?:\/\/[^\s"'\]]+/g) ?? []) {
      if (!NIX_PUBLIC_CACHE_RE.test(url)) indexOverride(snippet, analyzer, "nix substituter", url);
    }
  }
};

/**
 * A .env file shipped in a skill: values are someone's secrets, or placeholders; not actions — except the settings
 * that move where a package manager or installer downloads from (PUB_HOSTED_URL, ELECTRON_MIRROR, GOPROXY …), which
 * the tools read from the environment the file is loaded into.
 */
export const extractDotenv: Extractor = (snippet, analyzer) => {
  const lines = snippet.text.split("\n");
  for (let row = 0; row < lines.length && row < 5_000; row++) {
    const m = /^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=\s*(.*?)\s*$/.exec(lines[row]!);
    if (m) envSetting(snippet, analyzer, m[1]!, m[2]!.replace(/\s+#.*$/, ""), row);
  }
};


/** Repositories every Gradle build may use: Maven Central, Google's, the plugin portal and the big public hosts. */
const GRADLE_PUBLIC_RE = /^https?:\/\/(?:repo\.maven\.apache\.org|repo1\.maven\.org|maven\.google\.com|dl\.google\.com|plugins\.gradle\.org|repo\.gradle\.org|jcenter\.bintray\.com|(?:s01\.)?oss\.sonatype\.org|central\.sonatype\.com|jitpack\.io|maven\.pkg\.jetbrains\.space|packages\.jetbrains\.team|repo\.spring\.io|maven\.pkg\.github\.com)(?:\/|$)/i;

const GRADLE_STRING_RE = /"""([\s\S]*?)"""|"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/y;

/**
 * A Gradle script's string expression folded to text: literals ("…" with $name / ${name} from the file's
 * `val`/`def` constants, '…'), `+` between them, and lists joined (`listOf(…).joinToString("/")`, `[…].join('/')`).
 */
function gradleFold(expr: string, vals: ReadonlyMap<string, string>, depth = 0): string | null {
  const e = expr.trim().replace(/^uri\s*\(([\s\S]*)\)$/, "$1").replace(/^URI\s*\(([\s\S]*)\)$/, "$1").trim();
  if (depth > 4 || !e) return null;
  const joined = /^(?:(?:listOf|arrayOf|mutableListOf)\s*\(([\s\S]*)\)|\[([\s\S]*)\])\s*\.\s*(?:joinToString|join)\s*\(\s*(?:separator\s*=\s*)?("[^"]*"|'[^']*')?\s*\)$/.exec(e);
  if (joined) {
    const items = splitTopLevel(joined[1] ?? joined[2] ?? "", ",").map((x) => gradleFold(x, vals, depth + 1));
    if (items.some((x) => x === null)) return null;
    const sep = joined[3] ? joined[3].slice(1, -1) : joined[1] !== undefined ? ", " : "";
    return items.join(sep);
  }
  const parts = splitTopLevel(e, "+");
  if (parts.length > 1) {
    const folded = parts.map((x) => gradleFold(x, vals, depth + 1));
    return folded.some((x) => x === null) ? null : folded.join("");
  }
  GRADLE_STRING_RE.lastIndex = 0;
  const m = GRADLE_STRING_RE.exec(e);
  if (m && GRADLE_STRING_RE.lastIndex === e.length) {
    if (m[3] !== undefined) return m[3];
    const body = m[1] ?? m[2] ?? "";
    let unknownName = false;
    const text = body.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a: string | undefined, b: string | undefined) => vals.get(a ?? b ?? "") ?? ((unknownName = true), ""));
    return unknownName ? null : text.replace(/\\(.)/g, "$1");
  }
  if (/^[A-Za-z_]\w*$/.test(e)) return vals.get(e) ?? null;
  return null;
}

/**
 * Where a scan from `start` stops at depth 0, outside quotes and nested brackets: at the first character `stop`
 * accepts (a closing bracket there closes the one before `start`), or -1.
 */
function scanTo(text: string, start: number, stop: (c: string) => boolean, limit = 4000): number {
  let depth = 0;
  let quote = "";
  for (let i = start; i < text.length && i < start + limit; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (depth === 0 && stop(c)) return i;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
  }
  return -1;
}

/** The text from `start` to the bracket that closes the one before it, or null. */
function balanced(text: string, start: number, close: string): string | null {
  const end = scanTo(text, start, (c) => c === ")" || c === "]" || c === "}");
  return end >= 0 && text[end] === close ? text.slice(start, end) : null;
}

/** A statement's text up to its end: `;` or a closing bracket outside quotes. */
function statementHead(text: string): string {
  const end = scanTo(text, 0, (c) => c === ";" || c === ")" || c === "]" || c === "}", text.length);
  return end >= 0 ? text.slice(0, end) : text;
}

/** Splits at a separator outside quotes and brackets. */
function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (c === sep && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.filter((x) => x.trim());
}

/**
 * Gradle build, settings and init scripts (Groovy or Kotlin): the Maven repositories the build takes artifacts
 * from (one on a host that is no public repository stands in for every artifact it serves, and an init script
 * in ~/.gradle/init.d does so for every build of the machine), and the commands the script runs while it is
 * evaluated (`exec { commandLine … }`, `"…".execute()`).
 */
export const extractGradle: Extractor = (snippet, analyzer) => {
  if (baseName(snippet.path) === "package.swift") return swiftPackage(snippet, analyzer);
  const text = snippet.text;
  const vals = new Map<string, string>();
  for (const m of text.matchAll(/^\s*(?:(?:private\s+)?(?:const\s+)?val|var|def|String)\s+(\w+)(?:\s*:\s*String)?\s*=\s*([^\n]+)$/gm)) {
    const v = gradleFold(m[2]!, vals);
    if (v !== null && vals.size < 256) vals.set(m[1]!, v);
  }
  for (const open of text.matchAll(/\bmaven\s*([({])/g)) {
    const start = open.index! + open[0].length;
    const inner = balanced(text, start, open[1] === "(" ? ")" : "}");
    if (inner === null) continue;
    const m = [open[0] + inner, open[1] === "(" ? inner : undefined, open[1] === "{" ? inner : undefined] as const;
    const set = m[2] !== undefined ? /\b(?:url|setUrl)\s*(=|\(|\s)\s*([^\n]+)/.exec(m[2]) : null;
    const expr = m[1] !== undefined ? m[1].replace(/^\s*url\s*=\s*/, "") : set ? (set[1] === "(" ? set[2]!.replace(/\)\s*$/, "") : set[2]!) : "";
    const url = gradleFold(expr, vals);
    if (!url || !/^https?:\/\//i.test(url) || GRADLE_PUBLIC_RE.test(url)) continue;
    emitConfig(snippet, analyzer, "index-override", `gradle maven repository ${url}`, rowOf(text, m[0].slice(0, 60), open.index));
  }
  const run = (args: string[], at: string) => shell(snippet, analyzer, args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(" "), rowOf(text, at));
  for (const m of text.matchAll(/\bcommandLine\s*(?:\(([^\n]*)\)|=\s*listOf\s*\(([^\n]*)\)|\s+([^\n]+))/g)) {
    const args = splitTopLevel(m[1] ?? m[2] ?? statementHead(m[3] ?? ""), ",").map((a) => gradleFold(a, vals));
    if (args.length && args.every((a): a is string => a !== null)) run(args, m[0]);
  }
  for (const m of text.matchAll(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\[[^\]\n]*\])\s*\.\s*execute\s*\(/g)) {
    const list = m[1]!.startsWith("[") ? splitTopLevel(m[1]!.slice(1, -1), ",").map((a) => gradleFold(a, vals)) : null;
    if (list) {
      if (list.every((a): a is string => a !== null)) run(list, m[0]);
    } else {
      const cmd = gradleFold(m[1]!, vals);
      if (cmd) shell(snippet, analyzer, cmd, rowOf(text, m[0]));
    }
  }
};

// ── HCL: Terraform/OpenTofu, Packer, Terragrunt ───────────────────────────────────────────────────────────────

/** Hosts Terraform and OpenTofu take providers and modules from by default, and HCP Terraform's private registry. */
const TERRAFORM_REGISTRY_RE = /^(?:registry\.terraform\.io|registry\.opentofu\.org|app\.terraform\.io|releases\.hashicorp\.com)$/i;

/** The value of `key = …` in a block's body: a quoted string, a heredoc, or a list of quoted strings (joined by `sep`). */
function hclValue(body: string, key: string): { value: string; at: number } | null {
  const m = new RegExp(`(?:^|[\\s{,])${key}\\s*=\\s*`, "m").exec(body);
  if (!m) return null;
  const from = m.index + m[0].length;
  const rest = body.slice(from);
  const heredoc = /^<<-?\s*"?(\w+)"?[ \t]*\n([\s\S]*?)\n[ \t]*\1[ \t]*(?:\n|$)/.exec(rest);
  if (heredoc) return { value: heredoc[2]!.replace(/^[ \t]+/gm, (w) => (rest.startsWith("<<-") ? "" : w)), at: from };
  const str = /^"((?:[^"\\\n]|\\.)*)"/.exec(rest);
  if (str) return { value: str[1]!.replace(/\\(["\\])/g, "$1").replace(/\\n/g, "\n"), at: from };
  if (rest.startsWith("[")) {
    const inner = balanced(rest, 1, "]");
    if (inner === null) return null;
    const items = [...inner.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map((x) => x[1]!.replace(/\\(["\\])/g, "$1"));
    return items.length ? { value: items.map((a) => (/^[\w@%+=:,./${}-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(" "), at: from } : null;
  }
  return null;
}

/** Each `TYPE "label" … {` block of the text with its labels and body (nested blocks are found by searching the body again). */
function* hclBlocks(text: string, type: string): Generator<{ labels: string[]; body: string; at: number }> {
  for (const m of text.matchAll(new RegExp(`(?:^|[\\s{])${type}((?:\\s+"[^"\\n]*"|\\s+[\\w-]+)*)\\s*\\{`, "g"))) {
    const start = m.index! + m[0].length;
    const body = balanced(text, start, "}");
    if (body === null) continue;
    yield { labels: [...m[1]!.matchAll(/"([^"\n]*)"|([\w-]+)/g)].map((l) => l[1] ?? l[2]!), body, at: start };
  }
}

/** A module source as a URL, or null for a local path, a public registry address or a source no URL names (s3::, gcs::). */
function moduleSourceUrl(source: string): string | null {
  if (/^(?:s3|gcs|file)::/.test(source)) return null;
  const s = source.replace(/^(?:git|hg)::/, "");
  if (/^\.{0,2}\//.test(s)) return null;
  if (/^(?:https?|ssh|git):\/\//i.test(s) || /^[\w.-]+@[\w.-]+:/.test(s)) return s;
  // `HOST/namespace/name/system` (a private registry) or `github.com/org/repo`, `bitbucket.org/org/repo`
  const host = /^([\w-]+(?:\.[\w-]+)+)\//.exec(s)?.[1];
  return host ? `https://${s}` : null;
}

/**
 * Terraform/OpenTofu and other HCL. The CLI configuration (`.terraformrc`, `terraform.rc`, `*.tfrc`) decides where
 * every provider binary comes from: a `network_mirror` or a `host` whose provider service is elsewhere stands in for
 * the registry. A configuration's provider and module sources name one package's host. And HCL runs commands:
 * `provisioner "local-exec"` at apply, a `data "external"` program at every plan (`terraform plan` runs it).
 */
export const extractHcl: Extractor = (snippet, analyzer) => {
  const text = blankComments(snippet.text, true);
  const row = (at: number) => text.slice(0, at).split("\n").length - 1;
  const everyProvider = /\bdirect\s*\{[^}]*\bexclude\s*=\s*\[[^\]]*registry\.(?:terraform\.io|opentofu\.org)/.test(text);
  for (const b of hclBlocks(text, "network_mirror")) {
    const url = hclValue(b.body, "url");
    if (url) sourceOverride(snippet, analyzer, "terraform provider_installation network_mirror", url.value, { row: row(b.at + url.at), official: TERRAFORM_REGISTRY_RE, note: everyProvider ? "(direct installs excluded: every provider from it)" : "" });
  }
  for (const b of hclBlocks(text, "host")) {
    for (const m of b.body.matchAll(/"(providers|modules)\.v1"\s*=\s*"([^"\n]+)"/g)) sourceOverride(snippet, analyzer, `terraform host ${b.labels[0] ?? ""} ${m[1]}`, m[2]!, { row: row(b.at + m.index!), official: TERRAFORM_REGISTRY_RE });
  }
  for (const b of hclBlocks(text, "required_providers")) {
    for (const m of b.body.matchAll(/(?:^|[\s{,])source\s*=\s*"([^"\n]+)"/g)) {
      const parts = m[1]!.split("/");
      if (parts.length === 3 && parts[0]!.includes(".") && !TERRAFORM_REGISTRY_RE.test(parts[0]!)) sourceDependency(snippet, analyzer, "terraform-provider", parts.slice(1).join("/"), `https://${m[1]}`, { row: row(b.at + m.index!) });
    }
  }
  for (const b of hclBlocks(text, "module")) {
    const source = hclValue(b.body, "source");
    const url = source ? moduleSourceUrl(source.value) : null;
    if (url && !TERRAFORM_REGISTRY_RE.test(sourceHost(url))) sourceDependency(snippet, analyzer, "terraform-module", b.labels[0] ?? "module", url, { row: row(b.at + source!.at) });
  }
  // `${path.module}/scripts/x.sh` is the module's own folder
  const local = (command: string) => command.replace(/\$\{path\.(?:module|root|cwd)\}\//g, "./");
  for (const b of hclBlocks(text, "provisioner")) {
    if (b.labels[0] !== "local-exec") continue;
    const command = hclValue(b.body, "command");
    const interpreter = hclValue(b.body, "interpreter");
    if (command) shell(snippet, analyzer, interpreter ? `${interpreter.value} '${command.value.replace(/'/g, `'\\''`)}'` : local(command.value), row(b.at + command.at));
  }
  for (const b of hclBlocks(text, "data")) {
    if (b.labels[0] !== "external") continue;
    const program = hclValue(b.body, "program");
    if (program) shell(snippet, analyzer, local(program.value), row(b.at + program.at));
  }
};

/** A `.reg` value as text: strings unescaped, hex(2)/hex(7) decoded from UTF-16LE, dwords as numbers. */
function regValue(raw: string): string | null {
  const v = raw.trim();
  if (v.startsWith('"')) return v.slice(1, v.lastIndexOf('"') > 0 ? v.lastIndexOf('"') : undefined).replace(/\\(["\\])/g, "$1");
  const dword = /^dword:([0-9a-f]{1,8})$/i.exec(v);
  if (dword) return String(parseInt(dword[1]!, 16));
  const hex = /^hex(?:\((2|7|1)\))?:([0-9a-f,\s]*)$/i.exec(v);
  if (!hex) return null;
  const bytes = (hex[2]!.match(/[0-9a-f]{2}/gi) ?? []).slice(0, 8192).map((b) => parseInt(b, 16));
  if (!hex[1]) return bytes.every((b) => b === 0 || (b >= 32 && b < 127) || b === 9 || b === 10 || b === 13) ? String.fromCharCode(...bytes).replace(/\0+$/, "") : null;
  let text = "";
  for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
  return text.replace(/\0+$/, "").replace(/\0/g, "\n");
}

const REG_ROOTS: Readonly<Record<string, string>> = { hkey_current_user: "HKCU", hkey_local_machine: "HKLM", hkey_classes_root: "HKCR", hkey_users: "HKU", hkey_current_config: "HKCC" };

/**
 * Windows registry files (`.reg`, what `reg import` and a double-click apply): each value written under its key. A
 * value in an autostart place (Run keys, Winlogon, the Command Processor's AutoRun, debugger hijacks) is a
 * persistence write whose text is read as the command line it is; switched-off Defender and UAC values are
 * privilege changes.
 */
export const extractRegistry: Extractor = (snippet, analyzer) => {
  const lines = snippet.text.replace(/\\\r?\n\s*/g, "").split(/\r?\n/);
  let key: string | null = null;
  lines.forEach((line, row) => {
    const section = /^\s*\[(-?)([^\]]+)\]\s*$/.exec(line);
    if (section) {
      const [root, ...rest] = section[2]!.split("\\");
      key = section[1] ? null : [REG_ROOTS[root!.toLowerCase()] ?? root!, ...rest].join("\\");
      return;
    }
    const m = key ? /^\s*(?:"((?:[^"\\]|\\.)*)"|(@))\s*=\s*(.+)$/.exec(line) : null;
    if (!m || !key || m[3]!.trim() === "-") return;
    const name = m[2] ? "(default)" : m[1]!.replace(/\\(["\\])/g, "$1");
    const value = regValue(m[3]!);
    const full = `${key}\\${name}`;
    const loc = analyzer.loc(snippet, row);
    const place = placeOfPath(full) ?? placeOfPath(key);
    if (place) {
      analyzer.emit({ kind: "write", path: full, place, content: value === null ? null : known(value), mode: "write", loc } satisfies Fact, snippet);
      if (value && !/^\d+$/.test(value)) analyzer.analyze("batch", value, snippet, row);
    }
    const n = value !== null && /^\d+$/.test(value) ? Number(value) : null;
    if (/\\windows defender(?:\\|$)/i.test(key) && /^disable/i.test(name) && n === 1) analyzer.emit({ kind: "privilege", what: "disable-security", detail: `${full} = 1`, loc } satisfies Fact, snippet);
    if (/\\policies\\system$/i.test(key) && /^(?:enablelua|consentpromptbehavioradmin|promptonsecuredesktop)$/i.test(name) && n === 0) analyzer.emit({ kind: "privilege", what: "uac-bypass", detail: `${full} = 0`, loc } satisfies Fact, snippet);
  });
};
