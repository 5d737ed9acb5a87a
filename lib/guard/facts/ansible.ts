// Ansible playbooks, roles and task files, read as the commands they run. Each task's module is what it does on
// the managed host: `shell`/`command` run their text, `copy`/`template`/`lineinfile` write files, `authorized_key`
// appends a key, `get_url` downloads, `uri` sends, `cron` schedules, `file: state=absent` deletes, `find` + a loop
// of deletes removes what the find matched. Each task is written as the equivalent shell command and handed to the
// shell reader, so one set of judgments weighs a playbook and a script alike.
//
// Variables are resolved the way Ansible resolves the common cases: the play's `vars` and `vars_files`, the role's
// `defaults/main.yml` and `vars/main.yml`, `group_vars/all`, `include_vars` files and `set_fact`, with Jinja's
// `default(…)`/`d(…)`, `join`, `lower`/`upper`/`trim`. A variable nothing defines is unknown (⟨?⟩), except under
// `default(…)`, which is what Ansible uses then — `{{ app_log_root | default('') }}/` is `/`.
import { parse as parseYaml } from "yaml";
import { HOLE } from "./types";
import type { Analyzer, Snippet } from "./extract";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Vars = Map<string, Json>;

const isObject = (v: unknown): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Modules whose key marks a list item as an Ansible task. */
const MODULES = new Set([
  "shell", "command", "raw", "script", "copy", "template", "lineinfile", "blockinfile", "authorized_key", "get_url", "uri", "unarchive", "git",
  "cron", "file", "user", "pip", "apt_repository", "apt_key", "yum_repository", "rpm_key", "systemd", "systemd_service", "service", "find", "apt", "yum",
  "dnf", "package", "debug", "set_fact", "include_vars", "include_tasks", "import_tasks", "include_role", "import_role", "assert", "stat", "fail",
  "wait_for", "archive", "npm", "gem", "sysctl", "mount", "ufw", "firewalld", "seboolean", "selinux", "known_hosts", "slurp", "fetch", "synchronize",
]);

/** `ansible.builtin.copy`, `community.general.archive`, `ansible.posix.authorized_key` → the module's short name. */
function moduleOf(task: Record<string, Json>): [string, Json] | null {
  for (const [k, v] of Object.entries(task)) {
    const short = k.replace(/^(?:ansible\.(?:builtin|posix|windows)|community\.[\w]+)\./, "");
    if (MODULES.has(short)) return [short, v];
  }
  return null;
}

function looksLikeTasks(list: Json[]): boolean {
  return list.some((t) => isObject(t) && (moduleOf(t) !== null || (t.hosts !== undefined && (t.tasks !== undefined || t.roles !== undefined || t.pre_tasks !== undefined)) || Array.isArray(t.block)));
}

// ── Jinja ──────────────────────────────────────────────────────────────────────────────────────────────────────

const UNDEFINED = Symbol("undefined");
type Value = Json | typeof UNDEFINED;

function lookup(expr: string, vars: Vars): Value {
  const path = expr.trim().split(/\.|\[['"]?|['"]?\]/).filter(Boolean);
  if (!path.length || !/^[A-Za-z_]\w*$/.test(path[0]!)) return UNDEFINED;
  let v: Value = vars.has(path[0]!) ? vars.get(path[0]!)! : UNDEFINED;
  for (const key of path.slice(1)) {
    if (v === UNDEFINED) return UNDEFINED;
    v = isObject(v) ? (key in v ? v[key]! : UNDEFINED) : Array.isArray(v) && /^\d+$/.test(key) ? (v[Number(key)] ?? UNDEFINED) : UNDEFINED;
  }
  return v;
}

/** `lookup('file', P)` and `lookup('env', N)` (read on the control node) stand for the shell's `$(cat P)` and `$N`. */
const LOOKUP_OPEN = "\u0001";
const LOOKUP_CLOSE = "\u0002";

function lookupCall(expr: string): string | null {
  const m = /^\s*(?:lookup|query)\(\s*['"](file|env|pipe)['"]\s*,\s*['"]([^'"]+)['"]\s*\)\s*$/.exec(expr);
  if (!m) return null;
  const shell = m[1] === "file" ? `$(cat ${m[2]!.startsWith("~/") ? `"$HOME"/${m[2]!.slice(2)}` : `'${m[2]}'`})` : m[1] === "env" ? `\${${m[2]}}` : `$(${m[2]})`;
  return `${LOOKUP_OPEN}${shell}${LOOKUP_CLOSE}`;
}

function literal(arg: string): Value {
  const a = arg.trim();
  const str = /^(['"])(.*)\1$/s.exec(a);
  if (str) return str[2]!;
  if (/^-?\d+(?:\.\d+)?$/.test(a)) return Number(a);
  if (a === "[]") return [];
  if (a === "true" || a === "True") return true;
  if (a === "false" || a === "False") return false;
  return UNDEFINED;
}

/** One `{{ … }}` expression: a variable or literal with filters. */
function evalExpr(expr: string, vars: Vars, depth: number): Value {
  const [head, ...filters] = expr.split(/\|(?![^(]*\))/);
  let v: Value = lookupCall(head!) ?? literal(head!);
  if (v === UNDEFINED) v = lookup(head!, vars);
  if (typeof v === "string" && v.includes("{{") && depth < 4) v = render(v, vars, depth + 1);
  for (const f of filters) {
    const m = /^\s*(\w+)\s*(?:\((.*)\))?\s*$/s.exec(f);
    if (!m) return UNDEFINED;
    const [, name, args = ""] = m;
    if (name === "default" || name === "d") {
      if (v === UNDEFINED || (/,\s*(?:true|True)\s*$/.test(args) && !v)) v = literal(args.replace(/,\s*(?:true|True|false|False)\s*$/, ""));
      if (typeof v === "string" && v.includes("{{") && depth < 4) v = render(v, vars, depth + 1);
    } else if (v === UNDEFINED) return UNDEFINED;
    else if (name === "join" && Array.isArray(v)) {
      const sep = literal(args || "''");
      v = v.map(String).join(typeof sep === "string" ? sep : "");
    }
    else if (name === "lower" && typeof v === "string") v = v.toLowerCase();
    else if (name === "upper" && typeof v === "string") v = v.toUpperCase();
    else if (name === "trim" && typeof v === "string") v = v.trim();
    else if (name === "string" || name === "quote" || name === "list") v = name === "string" ? String(v) : v;
    else if (name === "dict2items" && isObject(v)) v = Object.entries(v).map(([key, value]) => ({ key, value }));
    else if (name === "b64decode" && typeof v === "string") v = atob(v.replace(/\s+/g, ""));
    else return UNDEFINED;
  }
  return v;
}

/** A string with its `{{ … }}` expressions rendered; a whole-string expression keeps its value's type (a list, a dict). */
function render(text: string, vars: Vars, depth = 0): Json {
  const whole = /^\s*\{\{(.*?)\}\}\s*$/s.exec(text);
  if (whole && !whole[1]!.includes("}}")) {
    const v = evalExpr(whole[1]!, vars, depth);
    return v === UNDEFINED ? HOLE : v;
  }
  return text.replace(/\{\{(.*?)\}\}/gs, (_, e: string) => {
    const v = evalExpr(e, vars, depth);
    return v === UNDEFINED ? HOLE : typeof v === "string" ? v : JSON.stringify(v);
  });
}

function str(v: Json | undefined, vars: Vars): string | null {
  if (v === undefined || v === null) return null;
  const r = typeof v === "string" ? render(v, vars) : v;
  return typeof r === "string" ? r : typeof r === "number" || typeof r === "boolean" ? String(r) : JSON.stringify(r);
}

// ── Variables ──────────────────────────────────────────────────────────────────────────────────────────────────

function yamlObject(text: string | null): Record<string, Json> | null {
  if (!text) return null;
  try {
    const doc = parseYaml(text, { maxAliasCount: 50, uniqueKeys: false, logLevel: "silent" }) as Json;
    return isObject(doc) ? doc : null;
  } catch {
    return null;
  }
}

const dirOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "");

function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") out.pop();
    else if (part && part !== ".") out.push(part);
  }
  return out.join("/");
}

/** `managed`: the tasks configure the servers a playbook manages, not the machine it runs on. */
type Where = { file: string; role: string | null; analyzer: Analyzer; managed: boolean };

/** A path a task names, as a skill file: as written, beside the task file, in the role's `sub` folder, beside the playbook. */
function resolveFile(path: string, sub: string, at: Where): string | null {
  const p = path.replace(/^\{\{\s*(?:role_path|playbook_dir)\s*\}\}\/?/, "");
  const candidates = [p, dirOf(at.file) + p, ...(at.role ? [`${at.role}${sub}/${p}`, `${at.role}${p}`] : []), `${dirOf(at.file)}${sub}/${p}`, `${dirOf(at.file)}../${sub}/${p}`];
  for (const c of candidates) {
    const n = normalise(c);
    if (at.analyzer.files.has(n)) return n;
  }
  return null;
}

function addVars(vars: Vars, doc: Record<string, Json> | null): void {
  if (doc) for (const [k, v] of Object.entries(doc).slice(0, 500)) if (!vars.has(k)) vars.set(k, v);
}

/** Variables every task of the file sees: the role's own, then the inventory's `group_vars/all`. */
function baseVars(at: Where): Vars {
  const vars: Vars = new Map();
  if (at.role) {
    for (const f of ["vars/main.yml", "vars/main.yaml"]) addVars(vars, yamlObject(at.analyzer.fileText(at.role + f)));
  }
  for (const f of at.analyzer.files) if (/(?:^|\/)group_vars\/all(?:\.ya?ml|\/[^/]+\.ya?ml)$/.test(f)) addVars(vars, yamlObject(at.analyzer.fileText(f)));
  if (at.role) for (const f of ["defaults/main.yml", "defaults/main.yaml"]) addVars(vars, yamlObject(at.analyzer.fileText(at.role + f)));
  return vars;
}

// ── Tasks as shell ─────────────────────────────────────────────────────────────────────────────────────────────

/** A shell word for a value: quoted as it is, with the lookups in it left to expand (`'a'"$(cat ~/.x)"'b'`). */
const q = (s: string) =>
  s
    .split(new RegExp(`${LOOKUP_OPEN}([^${LOOKUP_CLOSE}]*)${LOOKUP_CLOSE}`))
    .map((part, i) => (i % 2 ? `"${part}"` : part ? `'${part.replace(/'/g, `'\\''`)}'` : ""))
    .join("") || "''";

/** Module arguments: a dict, or `key=value` free form (with the rest of the line as the command). */
function argsOf(v: Json): { args: Record<string, Json>; free: string | null } {
  if (isObject(v)) return { args: v, free: typeof v.cmd === "string" ? v.cmd : null };
  if (typeof v !== "string") return { args: {}, free: null };
  const args: Record<string, Json> = {};
  const free = v.replace(/(?:^|\s)(\w+)=("[^"]*"|'[^']*'|\S+)/g, (all, k: string, val: string) => {
    if (!/^(?:creates|removes|chdir|executable|warn|stdin|src|dest|path|state|mode|owner|group|url|line|regexp|content|name|key|user|job|minute|hour)$/.test(k)) return all;
    args[k] = val.replace(/^["']|["']$/g, "");
    return "";
  });
  return { args, free: free.trim() || null };
}

/** The loop items of a task (at most 16), or [undefined] for a task without a loop. */
function loopItems(task: Record<string, Json>, vars: Vars): Value[] {
  const loop = task.loop ?? task.with_items ?? task.with_list;
  if (loop === undefined) return [UNDEFINED];
  const v = typeof loop === "string" ? render(loop, vars) : loop;
  if (Array.isArray(v)) return v.slice(0, 16).map((x) => (typeof x === "string" ? render(x, vars) : x));
  return [HOLE];
}

function homeOf(user: string): string {
  return user === "root" ? "/root" : user === HOLE ? `~${HOLE}` : `/home/${user}`;
}

/**
 * What an administrator's playbook does to the servers it manages as a matter of course: accounts in the sudo group,
 * sudoers entries, their own keys (a variable, a `lookup` of their key file) in authorized_keys. On the managed hosts
 * these are the job, not an escalation; on the machine the agent runs on (`hosts: localhost`, `connection: local`)
 * they are read like any script's.
 */
function adminsOwn(module: string, a: (k: string) => string | null, managed: boolean): boolean {
  if (!managed) return false;
  if (module === "user") return true;
  if (module === "copy" || module === "template" || module === "lineinfile" || module === "blockinfile") return /^\/etc\/sudoers(?:\.d\/|$)/.test(a("dest") ?? a("path") ?? "");
  if (module === "authorized_key") return (a("key") ?? "").includes(HOLE);
  return false;
}

/** The shell command a task amounts to, or null. `finds` maps a registered `find` task's name to its command line. */
function taskCommand(module: string, raw: Json, vars: Vars, at: Where, finds: Map<string, string>, task: Record<string, Json>): string | null {
  const { args, free } = argsOf(raw);
  const a = (k: string) => str(args[k], vars);
  if (adminsOwn(module, a, at.managed)) return null;
  const mode = a("mode");
  const chmod = (path: string) => (mode && /^0?[4267]\d{3}$|[ugo]*\+[rwx]*s/.test(mode) ? `\nchmod ${mode} ${q(path)}` : mode && /[1357]\d\d$|\+x/.test(mode) ? `\nchmod +x ${q(path)}` : "");
  switch (module) {
    case "shell":
    case "command":
    case "raw": {
      const argv = Array.isArray(args.argv) ? args.argv.map((x) => str(x, vars) ?? "").map(q).join(" ") : null;
      const text = argv ?? (free !== null ? str(free, vars) : a("cmd"));
      return text;
    }
    case "script": {
      const cmd = free !== null ? str(free, vars) : a("cmd");
      if (!cmd) return null;
      const [file, ...rest] = cmd.split(/\s+/);
      const local = resolveFile(file!, "files", at);
      return `bash ${local ?? file} ${rest.join(" ")}`.trim();
    }
    case "copy":
    case "template": {
      const dest = a("dest");
      if (!dest) return null;
      const content = a("content");
      if (content !== null) return `cat > ${q(dest)} <<'ANSIBLE_EOF'\n${content}\nANSIBLE_EOF${chmod(dest)}`;
      const src = a("src");
      if (!src) return null;
      if (args.remote_src === true || args.remote_src === "yes") return `cp -r ${q(src)} ${q(dest)}${chmod(dest)}`;
      const local = resolveFile(src, module === "copy" ? "files" : "templates", at);
      return `cp -r ${q(local ?? src)} ${q(dest)}${chmod(dest)}`;
    }
    case "lineinfile":
    case "blockinfile": {
      const path = a("path") ?? a("dest");
      const line = a(module === "lineinfile" ? "line" : "block");
      if (!path || line === null || a("state") === "absent") return null;
      return `cat >> ${q(path)} <<'ANSIBLE_EOF'\n${line}\nANSIBLE_EOF`;
    }
    case "authorized_key": {
      const user = a("user") ?? HOLE;
      const key = a("key");
      if (!key || a("state") === "absent") return null;
      const file = a("path") ?? `${homeOf(user)}/.ssh/authorized_keys`;
      if (/^https?:\/\//.test(key)) return `curl -fsSL ${q(key)} >> ${q(file)}`;
      return `echo ${q(key)} >> ${q(file)}`;
    }
    case "get_url": {
      const url = a("url");
      const dest = a("dest");
      return url && dest ? `curl -fsSL -o ${q(dest)} ${q(url)}${chmod(dest)}` : null;
    }
    case "uri": {
      const url = a("url");
      if (!url) return null;
      const method = (a("method") ?? "GET").toUpperCase();
      const body = args.body !== undefined ? (typeof args.body === "string" ? a("body") : JSON.stringify(renderDeep(args.body, vars))) : null;
      const headers = isObject(args.headers) ? Object.entries(args.headers).map(([k, v]) => `-H ${q(`${k}: ${str(v, vars) ?? ""}`)}`).join(" ") : "";
      return `curl -fsS -X ${method} ${headers} ${body !== null ? `--data ${q(body)}` : ""} ${q(url)}`.replace(/\s+/g, " ");
    }
    case "unarchive": {
      const src = a("src");
      const dest = a("dest") ?? ".";
      return src && /^https?:\/\//.test(src) ? `curl -fsSL ${q(src)} | tar -xz -C ${q(dest)}` : null;
    }
    case "git": {
      const repo = a("repo");
      return repo ? `git clone ${q(repo)} ${q(a("dest") ?? "repo")}` : null;
    }
    case "cron": {
      const job = a("job");
      if (!job || a("state") === "absent") return null;
      const when = a("special_time") ? `@${a("special_time")}` : ["minute", "hour", "day", "month", "weekday"].map((k) => a(k) ?? "*").join(" ");
      const user = a("user");
      return `(crontab ${user ? `-u ${user} ` : ""}-l; echo ${q(`${when} ${job}`)}) | crontab ${user ? `-u ${user} ` : ""}-`;
    }
    case "file": {
      const path = a("path") ?? a("dest") ?? a("name");
      if (!path) return null;
      const state = a("state");
      if (state === "absent") {
        // `path: "{{ item.path }}"` over the files a `find` task registered: what the find matched goes
        const loop = String(task.loop ?? task.with_items ?? "");
        const reg = /\{\{\s*(\w+)\.files\s*\}\}/.exec(loop)?.[1];
        if (reg && finds.has(reg) && /\{\{\s*item\.path\s*\}\}/.test(String(args.path ?? args.dest ?? ""))) return `${finds.get(reg)} -delete`;
        return `rm -rf ${q(path)}`;
      }
      if (state === "link" && a("src")) return `ln -sf ${q(a("src")!)} ${q(path)}`;
      return mode ? `chmod ${mode} ${q(path)}` : null;
    }
    case "find": {
      const paths = args.paths ?? args.path ?? args.name;
      const list = (Array.isArray(paths) ? paths : [paths]).map((p) => (typeof p === "string" ? render(p, vars) : p)).flat().filter((p): p is string => typeof p === "string");
      if (!list.length) return null;
      const patterns = args.patterns !== undefined ? [args.patterns].flat().map((p) => (typeof p === "string" ? render(p, vars) : p)).flat().filter((p): p is string => typeof p === "string") : [];
      const type = a("file_type") === "directory" ? "d" : a("file_type") === "any" ? null : "f";
      const recurse = args.recurse === true || args.recurse === "yes" || a("recurse") === "true";
      const names = patterns.flatMap((p) => p.split(",")).filter(Boolean);
      const name = names.length === 1 ? `-name ${q(names[0]!)}` : names.length ? `\\( ${names.map((n) => `-name ${q(n)}`).join(" -o ")} \\)` : "";
      return `find ${list.map(q).join(" ")}${recurse ? "" : " -maxdepth 1"}${type ? ` -type ${type}` : ""} ${name}`.trim();
    }
    case "user": {
      const name = a("name");
      const groups = a("groups");
      return name && groups ? `usermod -aG ${q(groups)} ${q(name)}` : null;
    }
    case "pip": {
      const names = args.name !== undefined ? [args.name].flat().map((n) => str(n, vars) ?? "").join(" ") : "";
      const req = a("requirements");
      const extra = a("extra_args") ?? "";
      return names || req ? `pip install ${extra} ${req ? `-r ${q(req)}` : names}`.replace(/\s+/g, " ") : null;
    }
    case "apt_repository": {
      const repo = a("repo");
      return repo && a("state") !== "absent" ? `echo ${q(repo)} > /etc/apt/sources.list.d/${a("filename") ?? "ansible"}.list` : null;
    }
    case "apt_key":
    case "rpm_key": {
      const url = a("url") ?? a("key");
      return url && /^https?:\/\//.test(url) ? `curl -fsSL ${q(url)} | ${module === "apt_key" ? "apt-key add -" : "rpm --import /dev/stdin"}` : null;
    }
    case "yum_repository": {
      const url = a("baseurl");
      return url ? `printf '[${a("name") ?? "repo"}]\\nbaseurl=%s\\ngpgcheck=${a("gpgcheck") ?? "1"}\\n' ${q(url)} > /etc/yum.repos.d/${a("name") ?? "ansible"}.repo` : null;
    }
    case "systemd":
    case "systemd_service":
    case "service": {
      const name = a("name");
      return name && (args.enabled === true || a("enabled") === "yes" || a("enabled") === "true") ? `systemctl enable ${q(name)}` : null;
    }
    default:
      return null;
  }
}

function renderDeep(v: Json, vars: Vars): Json {
  if (typeof v === "string") {
    return render(v, vars);
  }
  if (Array.isArray(v)) return v.slice(0, 200).map((x) => renderDeep(x, vars));
  if (isObject(v)) return Object.fromEntries(Object.entries(v).slice(0, 200).map(([k, x]) => [k, renderDeep(x, vars)]));
  return v;
}

function rowOfTask(text: string, task: Record<string, Json>, module: string, from: number): number {
  const name = typeof task.name === "string" ? task.name : null;
  let at = name ? text.indexOf(name, from) : -1;
  if (at < 0) at = text.search(new RegExp(`(?:^|\\s)(?:[\\w.]+\\.)?${module}:`, "m"));
  if (at < 0) return 0;
  return text.slice(0, at).split("\n").length - 1;
}

/** Reads a YAML file's (or fence's) top-level list as Ansible plays or tasks, if it is one. */
export function readAnsible(list: Json[], snippet: Snippet, analyzer: Analyzer, shell: (command: string, row: number) => void): void {
  if (!looksLikeTasks(list)) return;
  const role = /^(.*?roles\/[^/]+\/)(?:tasks|handlers)\//.exec(snippet.path)?.[1] ?? null;
  // A play names its hosts; a role or task file runs wherever the playbooks that use it say (remote unless local).
  const local = (p: Record<string, Json>) => p.connection === "local" || /^(?:localhost|127\.0\.0\.1)$/.test(String(p.hosts ?? ""));
  const plays = list.filter(isObject).filter((p) => p.hosts !== undefined);
  const localElsewhere = !plays.length && [...analyzer.files].some((f) => /\.ya?ml$/.test(f) && /^\s*-?\s*hosts:\s*["']?(?:localhost|127\.0\.0\.1)|connection:\s*local/m.test(analyzer.fileText(f) ?? ""));
  const at: Where = { file: snippet.path, role, analyzer, managed: plays.length ? !plays.every(local) : !localElsewhere };
  const fileVars = baseVars(at);
  if (role) fileVars.set("role_path", role.slice(0, -1));
  fileVars.set("playbook_dir", dirOf(snippet.path).replace(/\/$/, "") || ".");
  const finds = new Map<string, string>();
  let budget = 400;
  let cursor = 0;
  const runTasks = (tasks: Json, vars: Vars, depth: number) => {
    if (!Array.isArray(tasks) || depth > 4) return;
    for (const t of tasks.slice(0, 300)) {
      if (!isObject(t) || --budget < 0) continue;
      for (const key of ["block", "rescue", "always"]) if (Array.isArray(t[key])) runTasks(t[key], vars, depth + 1);
      if (isObject(t.vars)) for (const [k, v] of Object.entries(t.vars)) vars.set(k, v);
      const m = moduleOf(t);
      if (!m) continue;
      const [module, raw] = m;
      const row = rowOfTask(snippet.text, t, module, cursor);
      if (row > 0) cursor = snippet.text.split("\n").slice(0, row).join("\n").length;
      if (module === "set_fact" && isObject(raw)) {
        for (const [k, v] of Object.entries(raw)) vars.set(k, typeof v === "string" ? render(v, vars) : v);
        continue;
      }
      if (module === "include_vars") {
        const file = str(isObject(raw) ? raw.file : raw, vars);
        const local = file ? resolveFile(file, "vars", at) : null;
        if (local) for (const [k, v] of Object.entries(yamlObject(analyzer.fileText(local)) ?? {})) vars.set(k, v);
        continue;
      }
      for (const item of loopItems(t, vars)) {
        const scoped: Vars = new Map(vars);
        if (item !== UNDEFINED) scoped.set("item", item);
        const command = taskCommand(module, raw, scoped, at, finds, t);
        if (module === "find") {
          if (command && typeof t.register === "string") finds.set(t.register, command);
          continue;
        }
        if (command && command.trim()) shell(command, row);
      }
      if (typeof t.register === "string" && module !== "find") vars.delete(t.register);
    }
  };
  for (const entry of list.slice(0, 100)) {
    if (!isObject(entry)) continue;
    if (entry.hosts !== undefined || entry.tasks !== undefined || entry.pre_tasks !== undefined) {
      const vars: Vars = new Map(fileVars);
      if (isObject(entry.vars)) for (const [k, v] of Object.entries(entry.vars)) vars.set(k, v);
      for (const f of [entry.vars_files].flat()) {
        if (typeof f !== "string") continue;
        const local = resolveFile(f, "vars", at);
        if (local) for (const [k, v] of Object.entries(yamlObject(analyzer.fileText(local)) ?? {})) if (!vars.has(k)) vars.set(k, v);
      }
      for (const key of ["pre_tasks", "tasks", "post_tasks", "handlers"]) runTasks(entry[key] as Json, vars, 0);
    }
  }
  if (list.some((t) => isObject(t) && moduleOf(t))) runTasks(list, new Map(fileVars), 0);
}
