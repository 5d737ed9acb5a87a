// What a skill says it is for: its name, the frontmatter (description, compatibility, metadata,
// allowed tools), and SKILL.md's headings and opening paragraph. Judgments compare behaviour with it:
// a capability the purpose explains (an API client calling its own API host, a dotfiles manager
// editing ~/.zshrc) weighs less; one it does not (a formatter opening sockets) weighs more.
import { registrableLabel } from "../knowledge/hosts";

export type Capability =
  | "network" | "shell-rc" | "scheduling" | "services" | "ssh" | "kube" | "cloud" | "browser" | "wallet" | "keychain"
  | "agent-settings" | "agent-instructions" | "agent-memory" | "git-hooks" | "editor" | "cleanup" | "database"
  | "security" | "system-admin" | "mining" | "clipboard" | "containers" | "packages" | "secrets";

// Words that, in a skill's stated purpose, explain a capability. Matched on word starts, lower case.
const EXPLAINS: Record<Capability, readonly string[]> = {
  network: ["api", "http", "web", "fetch", "download", "upload", "sync", "cloud", "deploy", "crawl", "scrap", "url", "webhook", "request", "rest", "graphql", "server", "client", "online", "internet", "remote", "integration", "publish", "notif", "monitor", "telemetry", "analytics", "endpoint"],
  "shell-rc": ["shell", "zsh", "bash", "fish", "dotfile", "prompt", "alias", "terminal", "path", "environment variable", "completion", "rc file", "profile", "starship", "oh-my", "setup", "install", "bootstrap", "workstation", "dev environment"],
  scheduling: ["schedul", "cron", "periodic", "daily", "hourly", "recurring", "reminder", "timer", "backup", "launchd", "systemd", "automat"],
  services: ["service", "daemon", "systemd", "launchd", "server", "background", "startup", "autostart", "deploy"],
  ssh: ["ssh", "sftp", "scp", "server", "remote host", "deploy", "bastion", "key pair", "keypair", "git remote", "tunnel"],
  kube: ["kubernetes", "k8s", "kubectl", "kube", "helm", "cluster", "eks", "gke", "aks", "openshift"],
  cloud: ["aws", "amazon", "s3", "ec2", "lambda", "gcp", "google cloud", "gcloud", "azure", "terraform", "cloud", "iam", "bucket"],
  browser: ["browser", "chrome", "chromium", "firefox", "safari", "cookie", "playwright", "puppeteer", "selenium", "scrap", "session"],
  wallet: ["crypto", "wallet", "web3", "ethereum", "solana", "bitcoin", "blockchain", "defi", "token"],
  keychain: ["keychain", "password manager", "credential", "1password", "bitwarden", "secret", "vault", "gpg", "pass "],
  "agent-settings": ["hook", "settings", "claude code", "statusline", "status line", "permission", "mcp", "configure", "agent config", "slash command", "subagent"],
  "agent-instructions": ["claude.md", "agents.md", "instruction", "rules", "onboard", "init", "project setup", "memory", "context", "convention", "guideline"],
  "agent-memory": ["memory", "memories", "remember", "journal", "notes", "knowledge", "wiki"],
  "git-hooks": ["git hook", "pre-commit", "precommit", "husky", "lint", "commit", "hooks"],
  editor: ["vscode", "vs code", "editor", "task", "launch", "debug", "cursor", "ide", "workspace"],
  cleanup: ["clean", "cleanup", "uninstall", "reset", "remove", "prune", "purge", "disk space", "free space", "wipe", "teardown", "destroy"],
  database: ["database", "sql", "postgres", "mysql", "sqlite", "migration", "schema", "mongo", "redis", "db "],
  security: ["security", "pentest", "penetration", "red team", "ctf", "vulnerab", "exploit", "malware", "threat", "detection", "forensic", "incident", "audit", "yara", "sigma", "siem", "attack", "phishing", "hardening", "cve", "prompt injection", "injection attacks", "awareness", "red flag", "suspicious", "supply-chain review", "supply chain review", "triage"],
  "system-admin": ["sysadmin", "system admin", "server setup", "provision", "ansible", "hardening", "sudo", "permissions", "user management", "devops", "infrastructure"],
  mining: ["mining", "miner", "hashrate", "xmrig", "mining pool"],
  clipboard: ["clipboard", "copy", "paste", "pbcopy", "pbpaste"],
  containers: ["docker", "container", "compose", "podman", "kubernetes", "image"],
  packages: ["package", "install", "dependency", "dependencies", "npm", "pip", "registry", "publish", "release"],
  secrets: ["secret", "credential", "api key", "token", "password", "auth", "oauth", "login", "env", ".env", "vault"],
};

// Words too common in descriptions to tie a host to a skill ("data.example" is not owned by a "data" skill).
const STOP_WORDS = new Set(["with", "from", "that", "this", "your", "into", "when", "using", "skill", "skills", "tool", "tools", "data", "file", "files", "code", "project", "help", "helps", "create", "make", "build", "run", "runs", "user", "users", "agent", "agents", "work", "works", "based", "support", "guide", "best", "practices", "them", "they", "also", "such", "each", "other", "more", "than", "what", "which", "about", "after", "before", "over", "under", "only", "just", "like", "need", "needs", "used", "uses", "http", "https", "www", "com", "api", "apis", "docs", "cloud", "online", "service", "services", "server", "client", "test", "tests", "setup", "install", "manage", "generate", "write", "read", "check", "update", "team", "teams", "open", "free", "fast", "easy", "simple", "quick", "local", "remote", "system", "systems", "get", "set", "new", "all", "any"]);

export type Purpose = {
  name: string;
  /** Lower-cased name (with separators as spaces), description, frontmatter strings, headings, first paragraph. */
  text: string;
  /** Registrable labels of hosts the frontmatter or SKILL.md names (`api.openai.com` → `openai`). */
  hosts: ReadonlySet<string>;
  /** Whether the purpose names this word (or phrase) at a word start. */
  mentions(term: string): boolean;
  /** Whether the purpose explains a capability. */
  explains(capability: Capability): boolean;
  /** Whether the skill's name or description (where it introduces itself, not its body) explains the capability. */
  states(capability: Capability): boolean;
  /** Whether a host belongs to what the skill is about (its label is in the name/description or a declared URL). */
  ownsHost(host: string): boolean;
  /** Whether a name (a domain label, a GitHub organisation) is one the purpose uses: mentioned, or sharing a
   *  stem of four letters or more with a word of it (`unslothai` ~ "unsloth", `dotnet` ~ "dot.net"). */
  relatesTo(name: string): boolean;
  /** Strict ownership, for code that runs: the host's label is a word of the purpose or a declared URL's. */
  namesHost(host: string): boolean;
  /** A service's own API host (one of CLOUD_APIS) whose service the purpose names: oauth2.googleapis.com for a YouTube tool. */
  namesServiceApi(host: string): boolean;
  /** Whether SKILL.md's body says this to its reader (a mechanism disclosed in plain sight, e.g. "launchd"). */
  discloses(term: string): boolean;
  /** Strictest ownership: the host's label is in the skill's name or frontmatter (its description), not only its body.
   *  A vendor's skill says whose tool it is where it introduces itself; a prerequisite named only in the body is not. */
  titleNamesHost(host: string): boolean;
};

const URL_HOST_RE = /\bhttps?:\/\/([a-z0-9.-]+\.[a-z]{2,})/gi;

export type PurposeInput = {
  name: string;
  /** SKILL.md frontmatter (already parsed; unknown shapes are tolerated). */
  frontmatter: Record<string, unknown> | null;
  /** SKILL.md body (Markdown). */
  body: string;
};

function strings(v: unknown, out: string[], depth = 0): void {
  if (depth > 3 || out.length > 200) return;
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out, depth + 1);
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) {
    out.push(k);
    strings(x, out, depth + 1);
  }
}

const CLOUD_APIS: readonly { host: RegExp; names: readonly string[] }[] = [
  { host: /^(?:s3|dynamodb|sqs|sns|sts|iam|ec2|lambda|logs|monitoring|ssm|secretsmanager|kms|ecr|ecs|cloudformation|athena|glue|kinesis|firehose|bedrock(?:-runtime)?|sagemaker|route53|cloudfront|ses|email)(?:[.-][a-z0-9-]+){0,2}\.amazonaws\.com$/, names: ["aws", "amazon", "boto3", "s3", "dynamodb", "sqs", "sns", "lambda"] },
  { host: /^(?:storage|bigquery|pubsub|firestore|compute|cloudresourcemanager|iam|logging|monitoring|secretmanager|aiplatform|generativelanguage|sheets|drive|gmail|calendar|youtube|oauth2|www)\.googleapis\.com$/, names: ["google", "gcp", "gcloud", "firebase", "bigquery", "gcs", "gemini", "youtube", "gmail", "google sheets", "google drive"] },
  // Services whose API lives under a domain that is not their name.
  { host: /^api\.hubapi\.com$/, names: ["hubspot"] },
  { host: /^(?:api|content)\.dropboxapi\.com$/, names: ["dropbox"] },
  { host: /^(?:graph\.microsoft\.com|login\.microsoftonline\.com|outlook\.office(?:365)?\.com)$/, names: ["microsoft", "outlook", "office 365", "microsoft 365", "teams", "onedrive", "sharepoint", "exchange", "azure ad", "entra"] },
  { host: /^graph\.facebook\.com$/, names: ["facebook", "meta", "instagram", "whatsapp"] },
  { host: /^[\w-]+\.atlassian\.net$/, names: ["jira", "confluence", "atlassian"] },
];

function wordsOf(text: string): Set<string> {
  return new Set(text.split(/[^a-z0-9]+/).filter((w) => w.length >= 3));
}

/** Whether `text` (lower case) names a term at a word start: a whole word of `words`, or a phrase anywhere. */
function mentionsIn(text: string, words: ReadonlySet<string>): (term: string) => boolean {
  return (term) => {
    const t = term.toLowerCase();
    if (/^[a-z0-9]+$/.test(t) && words.has(t)) return true;
    for (let at = text.indexOf(t); at >= 0; at = text.indexOf(t, at + 1)) if (!/[a-z0-9]/.test(text[at - 1] ?? " ")) return true;
    return false;
  };
}

export function purposeOf(input: PurposeInput): Purpose {
  const parts: string[] = [input.name.replace(/[-_.]+/g, " ")];
  if (input.frontmatter) strings(input.frontmatter, parts);
  // Where the skill introduces itself: its name, description and home page. An author or publisher field is a label
  // anyone can set to match the host they install from.
  const intro: string[] = [input.name.replace(/[-_.]+/g, " ")];
  if (input.frontmatter) for (const [k, v] of Object.entries(input.frontmatter)) if (/^(?:description|homepage|home|repository|repo|url|website|source)$/i.test(k)) strings(v, intro);
  const title = ` ${intro.join(" \n ").toLowerCase()} `;
  const lines = input.body.split("\n", 400);
  let paragraph = 0;
  let inFence = false;
  for (const line of lines) {
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || /^\s*(?:```|~~~)/.test(line)) continue;
    if (/^#{1,3}\s/.test(line)) parts.push(line.replace(/^#+\s*/, ""));
    else if (paragraph < 2 && line.trim() && !line.startsWith("<") && !/^\s{4}|^\s*[$>] /.test(line)) {
      parts.push(line);
      paragraph++;
    }
  }
  const text = ` ${parts.join(" \n ").toLowerCase()} `;
  const hosts = new Set<string>();
  for (const m of text.matchAll(URL_HOST_RE)) {
    const label = registrableLabel(m[1]!);
    if (label) hosts.add(label);
  }
  const words = wordsOf(text);
  const mentions = mentionsIn(text, words);
  const explains = (c: Capability) => EXPLAINS[c].some(mentions);
  const stems = [...words].filter((w) => w.length >= 4 && !STOP_WORDS.has(w));
  const relatesTo = (name: string) => {
    const n = name.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (n.length < 3) return false;
    if (mentions(name) || words.has(n)) return true;
    return n.length >= 4 && stems.some((w) => (n.startsWith(w) || w.startsWith(n)) && Math.min(n.length, w.length) >= 4);
  };
  const ownsHost = (host: string) => {
    const label = registrableLabel(host);
    if (!label) return false;
    // A cloud service's own API endpoint (not a bucket or site hosted under it) belongs to a skill about that cloud.
    const cloud = CLOUD_APIS.find((c) => c.host.test(host.toLowerCase()));
    if (cloud) return cloud.names.some(mentions);
    if (hosts.has(label)) return true;
    return relatesTo(label);
  };
  const namesServiceApi = (host: string) => !!CLOUD_APIS.find((c) => c.host.test(host.toLowerCase()))?.names.some(mentions);
  const nameTokens = new Set(input.name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));
  const namesHost = (host: string) => {
    const label = registrableLabel(host);
    return !!label && (hosts.has(label) || nameTokens.has(label) || (label.length >= 3 && !STOP_WORDS.has(label) && mentions(label)));
  };
  const body = ` ${input.body.toLowerCase()} `;
  const discloses = (term: string) => {
    const t = term.toLowerCase();
    for (let at = body.indexOf(t); at >= 0; at = body.indexOf(t, at + 1)) if (!/[a-z0-9]/.test(body[at - 1] ?? " ")) return true;
    return false;
  };
  const titleWords = wordsOf(title);
  const titleNamesHost = (host: string) => {
    const label = registrableLabel(host);
    if (!label) return false;
    if (nameTokens.has(label) || titleWords.has(label)) return true;
    for (let at = title.indexOf(label); at >= 0; at = title.indexOf(label, at + 1)) if (!/[a-z0-9]/.test(title[at - 1] ?? " ") && !/[a-z0-9]/.test(title[at + label.length] ?? " ")) return true;
    for (const m of title.matchAll(URL_HOST_RE)) if (registrableLabel(m[1]!) === label) return true;
    return false;
  };
  const states = (c: Capability) => EXPLAINS[c].some(mentionsIn(title, titleWords));
  return { name: input.name, text, hosts, mentions, explains, states, ownsHost, relatesTo, namesHost, namesServiceApi, discloses, titleNamesHost };
}
