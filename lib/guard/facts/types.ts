// Facts: what a skill's files do, stated once, with where they say it. Every analysis (a language
// extractor, the Markdown reader, the config-file reader, the binary sniffer) turns files into facts;
// judgments (judge/) read facts, never text. A fact carries the value that made it (folded and
// decoded: the URL a string concatenation builds, the command a base64 literal hides) and its place.
import type { DecodedFrom } from "../types";

/** A place in the skill: POSIX path inside the skill and 1-based line (0 = the whole file). */
export type Loc = { file: string; line: number };

/** How a value was recovered from what the file literally says (the report's `decodedFrom` values). */
export type Decoding = DecodedFrom;

/** Where private data comes from. */
export type SourceKind =
  | "env-all"         // the whole environment (os.environ, process.env, `env`, printenv, Get-ChildItem env:)
  | "env-secret"      // one variable whose name says secret (…_TOKEN, …_KEY, PASSWORD…), detail = name
  | "ssh"             // ~/.ssh keys and config, ssh-agent
  | "cloud"           // ~/.aws, ~/.config/gcloud, ~/.azure, service-account JSON, instance metadata (169.254.169.254)
  | "kube"            // ~/.kube/config, service-account tokens
  | "git-creds"       // ~/.git-credentials, ~/.gitconfig credentials, gh hosts.yml, `git credential fill`
  | "pkg-creds"       // ~/.npmrc, ~/.pypirc, ~/.docker/config.json, ~/.cargo/credentials, ~/.netrc
  | "browser"         // browser profiles, cookies, Login Data, local storage
  | "wallet"          // crypto wallets, seed phrases, keystores
  | "keychain"        // macOS keychain / `security find-*`, Windows credential manager, gnome-keyring, /etc/shadow, SAM, lsass
  | "clipboard"       // pbpaste, xclip, Get-Clipboard, pyperclip
  | "dotenv"          // .env files
  | "agent-data"      // the agent's own config, memory, transcripts, sessions (~/.claude, ~/.codex, ~/.hermes …)
  | "shell-history"   // ~/.bash_history, ~/.zsh_history
  | "home-bulk"       // whole home directory / Documents / Desktop archived or walked
  | "host-info"       // hostname, user name, IP, OS — weak on its own
  | "file";           // contents of a file that is not itself sensitive (detail = path); linked across files

/** A source of tainted data that reached a value. */
export type Taint = { source: SourceKind; detail: string; loc: Loc };

/**
 * A value folded from an expression: the known parts, with `HOLE` where a part is unknown.
 * `exact` is true when nothing is unknown. `via` lists the decodings that produced it.
 */
export type Folded = { text: string; exact: boolean; via: Decoding[]; taint: Taint[] };

/** Stands for an unknown part of a folded value ("⟨?⟩"). */
export const HOLE = "\u27e8?\u27e9";
/** The hole's first character: a URL's host is cut at its `?`, so a host with a hole in it shows only this. */
export const HOLE_START = "\u27e8";

export type Channel =
  | "http" | "socket" | "dns" | "smtp" | "ftp" | "git-push" | "scp" | "webhook" | "markdown-image" | "websocket" | "other"
  // What a script prints for the agent to read; a send only where the skill has the agent paste it somewhere public (scan.ts).
  | "agent-output";

/** Persistence places: where a write makes code run again later or changes the agent. */
export type PersistPlace =
  | "shell-rc" | "cron" | "launchd" | "systemd" | "autostart" | "windows-run" | "scheduled-task" | "authorized-keys"
  | "git-hook" | "editor-task" | "agent-settings" | "agent-instructions" | "agent-memory" | "mcp-config"
  | "python-startup" | "node-startup" | "profile-script" | "sudoers" | "hosts-file" | "ld-preload" | "pam";

/**
 * `parent`: a folder above the one the program works in (`rm -rf ..`, a target that resolves to `<root>/..`): every project beside it.
 * `home-computed`: everything in `~/X` with all of X computed at run time (`rm -rf "$HOME/$NS"/*`), or `~/X` where X is
 * empty in one case the code allows (`$(test -d x && echo x)`): the home folder whenever X comes out empty.
 * `root-computed`: everything in a folder named only by variables one of which nothing in the script sets or checks
 * (`rm -rf "$ROOT/$SUB"/*` with ROOT from a config file): everything under `/` when they are unset.
 * `cwd`: everything in the current folder after a `cd` to a folder known only at run time whose failure the script
 * ignores (`cd "$CACHE" 2>/dev/null; rm -rf *`): the folder the script was started in when the `cd` fails.
 */
export type DeleteScope = "home" | "home-computed" | "root-computed" | "root" | "system" | "database" | "git-history" | "disk" | "cloud" | "backups" | "credentials" | "parent" | "cwd" | "other";

export type PrivilegeKind =
  | "sudoers" | "setuid" | "nopasswd" | "sudo-pipe" | "world-writable-system" | "disable-security"
  | "add-admin-user" | "capabilities" | "container-escape" | "kernel-module" | "uac-bypass";

export type Intent =
  | "hide-from-user"        // do X without telling / showing / asking the user
  | "send-data-out"         // send conversation, files, credentials to a third party
  | "pre-authorization"     // "the user has already approved…", standing permission, skip confirmation
  | "fake-authority"        // pretends to be the system, operator, vendor, or a higher-priority instruction
  | "override-instructions" // ignore previous / other instructions, safety rules
  | "remote-instructions"   // fetch instructions from a URL and follow them
  | "modify-agent"          // change the agent's memory, rules, settings, hooks, permissions
  | "sabotage"              // disable checks/tests, report success regardless, tamper with results
  | "run-prerequisite"      // tells the agent/user to run a setup step (evidence is in the command fact)
  | "harvest-secrets"       // ask the user for passwords, keys, seed phrases
  | "persistence"           // tells the agent to make something run at login/start/every N minutes
  | "destroy"               // tells the agent to delete/wipe
  | "download-and-run"      // download an executable or archive (not through a package manager) and run it
  | "deceptive-link";       // link text names one destination while the target is another

/** Where a sentence sits in a Markdown document (shapes how much it is an instruction). */
export type ProsePlace =
  | "paragraph" | "heading" | "list" | "quote" | "table" | "code" | "html-comment" | "hidden-html" | "link-text"
  | "link-target" | "image-alt" | "image-url" | "reference-definition" | "frontmatter" | "details";

export type ConfigKind =
  | "lifecycle-script"      // package.json pre/post/install, setup.py cmdclass, pyproject build hooks
  | "editor-autorun"        // .vscode/tasks.json runOn folderOpen, launch configs with preLaunchTask
  | "agent-hook"            // .claude/settings.json hooks, MCP server commands, agent config files
  | "index-override"        // pip/npm/cargo index URLs, trusted-host, registry overrides
  | "dependency"            // a declared dependency (name, spec) — typosquat and URL/git deps judged later
  | "dependency-swap"       // a lookup table that maps a popular action or package to a fork or look-alike
  | "container-privileged"  // privileged: true, host PID/network, docker.sock or / mounted
  | "service-unit"          // systemd unit, launchd plist, crontab, autostart .desktop file
  | "miner-config"          // pool URLs, wallet, algo
  | "active-content"        // SVG/HTML with scripts or event handlers
  | "ci-untrusted-checkout" // a workflow run for outside pull requests (pull_request_target) that checks out their code
  | "other";

export type OpaqueKind = "executable" | "bytecode" | "sandboxed-bytecode" | "archive" | "encrypted-archive" | "minified" | "packed" | "high-entropy" | "binary-data";

/** One fact. `loc` is where it is stated; `trace` lists further places that contributed (sources). */
export type Fact =
  /** Reads private data. `what` names the class (knowledge/paths.ts), `detail` the concrete path, variable or command. */
  | { kind: "read"; source: SourceKind; what: string; detail?: string; via?: Decoding[]; loc: Loc }
  | { kind: "send"; channel: Channel; dest: string; host: string | null; data: Folded | null; loc: Loc }
  | { kind: "fetch"; url: string; host: string | null; saveTo: string | null; loc: Loc }
  | {
      kind: "exec";
      /** Interpreter the command runs in; "shell" for sh/bash/zsh, "binary" for a file executed directly. */
      lang: "shell" | "python" | "js" | "powershell" | "binary" | "other";
      command: Folded;
      /** The code executed is not a literal in the file (built at run time, decoded, or downloaded). */
      dynamic: boolean;
      /** The URL whose response is executed (download-then-execute), when known. */
      fetched: string | null;
      loc: Loc;
    }
  | { kind: "write"; path: string; place: PersistPlace | null; content: Folded | null; mode: "write" | "append" | "copy" | "link" | "chmod"; loc: Loc }
  | { kind: "delete"; path: string; scope: DeleteScope; loc: Loc }
  | { kind: "privilege"; what: PrivilegeKind; detail: string; loc: Loc }
  | { kind: "remote-shell"; detail: string; loc: Loc }
  | { kind: "mine"; detail: string; loc: Loc }
  | { kind: "obfuscation"; how: Decoding; detail: string; loc: Loc }
  | { kind: "instruct"; intent: Intent; text: string; place: ProsePlace; dest: string | null; loc: Loc }
  | { kind: "config"; what: ConfigKind; detail: string; loc: Loc }
  | { kind: "opaque"; what: OpaqueKind; detail: string; loc: Loc }
  /** This file runs, imports or sources another file of the skill (target = skill path); `inputs`: private data the invocation hands it (arguments, standard input). */
  | { kind: "invoke"; target: string; how: "run" | "import" | "source" | "mention"; inputs?: Taint[]; loc: Loc };

export type FactKind = Fact["kind"];
export type FactOf<K extends FactKind> = Extract<Fact, { kind: K }>;

/** Where a fact was found, for judgments that weigh context (a command in SKILL.md vs in a reference). */
export type FactContext = {
  /** The code is an example in documentation (a fenced block or inline code), not a script file. */
  inDocs: boolean;
  /** The Markdown section headings above it, outermost first (lower-cased). */
  headings: readonly string[];
  /** The fenced block's info string, when the fact comes from one. */
  fence: string | null;
  /**
   * The surrounding prose presents the code as something to recognise or avoid (an attack sample in
   * security training, a detection signature, "never run this"), not as something to do.
   */
  illustrative: boolean;
};

export type ContextFact = Fact & { ctx: FactContext };
