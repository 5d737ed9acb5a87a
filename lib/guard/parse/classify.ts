// What a file is, by content first and name second: a shebang or a binary header outranks the
// extension (a `.png` holding an ELF is an executable, a `.txt` starting with `#!/bin/bash` is a script).
import { sniffBinary, type BinaryKind } from "./binary";

export type FileKind =
  | "markdown" | "text" | "python" | "javascript" | "typescript" | "tsx" | "shell" | "powershell" | "batch" | "go" | "ruby" | "php" | "perl" | "lua" | "rust" | "csharp"
  | "json" | "yaml" | "toml" | "ini" | "xml" | "html" | "svg" | "dockerfile" | "makefile" | "systemd" | "crontab"
  | "desktop-entry" | "dotenv" | "requirements" | "gomod" | "sql" | "nix" | "gradle" | "registry" | "udev" | "hcl" | "r" | "binary";

/** The kinds whose code the language extractors read. */
export type CodeKind = "python" | "javascript" | "typescript" | "tsx" | "shell" | "powershell" | "batch" | "go" | "ruby" | "php" | "perl" | "lua" | "rust" | "csharp";

export type ClassifiedFile = {
  path: string;
  kind: FileKind;
  /** Set for binary files: what the bytes are. */
  binary: BinaryKind;
  /** The interpreter named by a shebang line, if any (`python3`, `bash`, `node` …). */
  shebang: string | null;
};

const BY_EXT: Record<string, FileKind> = {
  md: "markdown", markdown: "markdown", mdx: "markdown", mdc: "markdown", rst: "text", txt: "text", adoc: "text",
  py: "python", pyw: "python", pyi: "python",
  js: "javascript", mjs: "javascript", cjs: "javascript", jsx: "javascript", gs: "javascript",
  ts: "typescript", mts: "typescript", cts: "typescript", tsx: "tsx",
  sh: "shell", bash: "shell", zsh: "shell", ksh: "shell", command: "shell", zshrc: "shell", bashrc: "shell", profile: "shell",
  ps1: "powershell", psm1: "powershell", psd1: "powershell",
  bat: "batch", cmd: "batch",
  go: "go",
  rs: "rust",
  cs: "csharp", csx: "csharp",
  mk: "makefile",
  rb: "ruby", rake: "ruby", gemspec: "ruby", ru: "ruby",
  pl: "perl", pm: "perl", lua: "lua",
  php: "php", phtml: "php", php3: "php", php4: "php", php5: "php", php7: "php", php8: "php", phps: "php",
  json: "json", jsonc: "json", json5: "json", ipynb: "json", webmanifest: "json",
  yaml: "yaml", yml: "yaml",
  toml: "toml",
  sql: "sql", psql: "sql",
  ini: "ini", cfg: "ini", conf: "ini", properties: "ini", npmrc: "ini", pypirc: "ini", gitconfig: "ini",
  xml: "xml", plist: "xml",
  html: "html", htm: "html", xhtml: "html",
  svg: "svg",
  service: "systemd", timer: "systemd", socket: "systemd", path: "systemd",
  desktop: "desktop-entry",
  env: "dotenv",
  crontab: "crontab", cron: "crontab",
  nix: "nix",
  gradle: "gradle",
  reg: "registry",
  // Terraform/OpenTofu configurations and CLI settings, Packer, Nomad and Terragrunt files
  tf: "hcl", tfvars: "hcl", tfrc: "hcl", hcl: "hcl",
  // R scripts (read textually: facts/r.ts)
  r: "r",
};

const BY_NAME: Record<string, FileKind> = {
  dockerfile: "dockerfile", containerfile: "dockerfile", makefile: "makefile", gnumakefile: "makefile",
  ".bashrc": "shell", ".zshrc": "shell", ".profile": "shell", ".bash_profile": "shell", ".zprofile": "shell",
  ".npmrc": "ini", ".pypirc": "ini", "pip.conf": "ini", "pip.ini": "ini", ".gitconfig": "ini", ".yarnrc": "ini",
  gemfile: "ruby", rakefile: "ruby", "go.mod": "gomod", ".env": "dotenv", crontab: "crontab", "requirements.txt": "requirements", "constraints.txt": "requirements",
  // lockfiles and package-manager settings read by their names
  "nix.conf": "nix", "poetry.lock": "toml", "uv.lock": "toml", "pdm.lock": "toml", pipfile: "toml", "cargo.lock": "toml", ".condarc": "yaml", condarc: "yaml", "nuget.config": "xml",
  // package-source settings under the names a skill ships them by, to be copied into place
  npmrc: "ini", yarnrc: "ini", ".mambarc": "yaml", mambarc: "yaml", ".gemrc": "yaml", gemrc: "yaml",
  // SwiftPM's manifest is Swift, read by pattern (its `.package(url:)` sources) and as text, like a Gradle script
  "package.swift": "gradle",
  // Terraform's CLI configuration (where provider binaries come from)
  ".terraformrc": "hcl", terraformrc: "hcl", "terraform.rc": "hcl",
};

/**
 * Settings files named for the tool, with a suffix that says which variant or that it is a template to copy
 * (`npmrc.electron`, `.npmrc.example`, `npmrc.tmpl`, `yarnrc.classic`): read as the INI they are. A suffix that is a
 * known extension (`npmrc.md`, `yarnrc.yml`, `.yarnrc.yml.tmpl`) keeps its kind.
 */
const RC_VARIANT_RE = /^\.?(?:npmrc|yarnrc)(?:[.-][\w-]+)+$/;
/** Settings files without an extension, known by their folder: `.cargo/config` (TOML), `.bundle/config` (YAML). */
const BY_FOLDER: readonly [RegExp, FileKind][] = [
  [/(?:^|\/)\.?cargo\/config$/i, "toml"],
  [/(?:^|\/)\.?bundle\/config$/i, "yaml"],
];

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function extension(base: string): string {
  const dot = base.lastIndexOf(".");
  return dot <= 0 ? "" : base.slice(dot + 1).toLowerCase();
}

/** Lower-case extension of a path's file name (`makefile`/`dockerfile` for those names), or "". */
export function extOf(path: string): string {
  const base = baseName(path).toLowerCase();
  if (base === "makefile" || base === "dockerfile") return base;
  return extension(base);
}

const SHEBANG_RE = /^#!\s*(?:\S*\/)?(?:env\s+(?:-\S+\s+)*)?([A-Za-z0-9_.+-]+)/;

export function kindOfInterpreter(name: string): FileKind | null {
  if (/^python[0-9.]*$|^pypy/.test(name)) return "python";
  if (/^(?:node|nodejs|deno|bun|tsx|ts-node)$/.test(name)) return name === "tsx" || name === "ts-node" ? "typescript" : "javascript";
  if (/^(?:sh|bash|zsh|ksh|dash|ash|mksh|busybox|fish)$/.test(name)) return "shell";
  if (/^(?:pwsh|powershell)/.test(name)) return "powershell";
  if (/^(?:ruby|jruby|truffleruby)[0-9.]*$/.test(name)) return "ruby";
  if (/^perl[0-9.]*$/.test(name)) return "perl";
  if (/^(?:lua[0-9.]*|luajit)$/.test(name)) return "lua";
  if (/^php[0-9.]*(?:-cli)?$/.test(name)) return "php";
  return null;
}

/** `Makefile.cache` (run with `make -f`), `GNUmakefile.local`: a Makefile under a variant name (not its notes). */
const MAKEFILE_VARIANT_RE = /^(?:gnu)?makefile\.(?!(?:md|txt|rst|html?|bak|orig)$)[\w-]+$/;

const TEMPLATE_SUFFIX_RE = /\.(?:in|tmpl|tpl|template|j2|jinja2?|erb|mustache|hbs|dist|example|sample)$/;

export function classifyFile(path: string, bytes: Uint8Array, text: string | null): ClassifiedFile {
  const binary = sniffBinary(bytes);
  if (binary && binary !== "data") return { path, kind: "binary", binary, shebang: null };
  if (text === null) return { path, kind: "binary", binary: binary ?? "data", shebang: null };
  const base = baseName(path).toLowerCase();
  const m = text.startsWith("#!") ? SHEBANG_RE.exec(text.slice(0, 200)) : null;
  const shebang = m ? m[1]! : null;
  const fromShebang = shebang ? kindOfInterpreter(shebang) : null;
  if (fromShebang) return { path, kind: fromShebang, binary: null, shebang };
  const byName = BY_NAME[base] ?? (base.startsWith("dockerfile") || base.endsWith(".dockerfile") ? "dockerfile" : MAKEFILE_VARIANT_RE.test(base) ? "makefile" : base.startsWith("requirements") && base.endsWith(".txt") ? "requirements" : undefined);
  if (byName) return { path, kind: byName, binary: null, shebang };
  const byFolder = BY_FOLDER.find(([re]) => re.test(path))?.[1] ?? (RC_VARIANT_RE.test(base) && !BY_EXT[extension(base.replace(TEMPLATE_SUFFIX_RE, ""))] ? "ini" : undefined);
  if (byFolder) return { path, kind: byFolder, binary: null, shebang };
  if (base.startsWith(".env")) return { path, kind: "dotenv", binary: null, shebang };
  // udev rules: `*.rules` that match devices (a Falco or Snort `.rules` file does not say SUBSYSTEM== or KERNEL==)
  if (base.endsWith(".rules") && /^\s*(?:ACTION|SUBSYSTEMS?|KERNEL|ATTRS?\{[\w.-]+\}|ENV\{[\w.-]+\})\s*[!=]=/m.test(text.slice(0, 20_000))) return { path, kind: "udev", binary: null, shebang };
  if (base.endsWith(".gradle.kts")) return { path, kind: "gradle", binary: null, shebang };
  // A template a build fills in (`bag_sync.sh.in`, `hook.py.tmpl`, `setup.sh.j2`) is the file it becomes.
  const inner = TEMPLATE_SUFFIX_RE.test(base) ? base.replace(TEMPLATE_SUFFIX_RE, "") : base;
  const byExt = BY_EXT[extension(inner)] ?? (extension(base) === "inc" && /^\s*<\?php\b/i.test(text) ? "php" : undefined);
  if (byExt) return { path, kind: byExt, binary: null, shebang };
  // a Perl test script (`.t`) says so in its first lines; other `.t` files stay text
  if (extension(base) === "t" && /^\s*use\s+(?:strict|warnings|Test::)/m.test(text.slice(0, 2000))) return { path, kind: "perl", binary: null, shebang };
  return { path, kind: "text", binary: null, shebang };
}

export function isCodeKind(kind: FileKind): kind is CodeKind {
  return kind === "python" || kind === "javascript" || kind === "typescript" || kind === "tsx" || kind === "shell" || kind === "powershell" || kind === "batch" || kind === "go" || kind === "ruby" || kind === "php" || kind === "perl" || kind === "lua" || kind === "rust" || kind === "csharp";
}

/** The kind of a fenced code block's info string (```bash, ```py, ```console …), or null for prose/data. */
export function kindOfFence(info: string): CodeKind | "json" | "yaml" | "toml" | "dockerfile" | "xml" | "html" | "ini" | "sql" | "hcl" | null {
  const lang = info.trim().split(/[\s{,]/)[0]!.toLowerCase();
  switch (lang) {
    case "sh": case "bash": case "shell": case "zsh": case "console": case "shell-session": case "shellsession": case "terminal": case "ksh": case "fish":
      return "shell";
    case "py": case "python": case "python3": case "pycon": case "ipython":
      return "python";
    case "js": case "javascript": case "node": case "mjs": case "cjs": case "jsx":
      return "javascript";
    case "ts": case "typescript": case "mts":
      return "typescript";
    case "tsx":
      return "tsx";
    case "ps": case "ps1": case "powershell": case "pwsh":
      return "powershell";
    case "bat": case "batch": case "cmd": case "dos":
      return "batch";
    case "go": case "golang":
      return "go";
    case "rust": case "rs":
      return "rust";
    case "csharp": case "cs": case "c#": case "csx":
      return "csharp";
    case "rb": case "ruby": case "irb":
      return "ruby";
    case "perl": case "pl": case "pm":
      return "perl";
    case "lua": case "luau":
      return "lua";
    case "php": case "php5": case "php7": case "php8": case "phtml":
      return "php";
    case "json": case "jsonc": case "json5":
      return "json";
    case "yaml": case "yml":
      return "yaml";
    case "toml":
      return "toml";
    case "sql": case "psql": case "pgsql": case "postgresql": case "postgres": case "mysql": case "sqlite": case "tsql": case "plpgsql":
      return "sql";
    case "dockerfile": case "docker":
      return "dockerfile";
    case "xml": case "plist":
      return "xml";
    case "html": case "svg":
      return "html";
    case "ini": case "cfg": case "conf": case "systemd": case "desktop":
      return "ini";
    case "hcl": case "terraform": case "tf": case "opentofu": case "tofu":
      return "hcl";
    default:
      return null;
  }
}
