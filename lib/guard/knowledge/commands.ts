// What a command line or a protocol message means, for the language extractors that see a command
// run from code (`execSync("gh auth token")`, `subprocess.check_output([...])`) and must say what its
// output is, or that see text sent over a socket: commands whose output is private data, and the
// marks of a cryptocurrency miner (binaries, pool URLs, stratum messages).
import type { SourceKind } from "../facts/types";

type CommandRule = { re: RegExp; source: SourceKind; what: string };

// Commands whose output is private data.
const CREDENTIAL_COMMANDS: readonly CommandRule[] = [
  { re: /\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain|export)\b/, source: "keychain", what: "macOS keychain" },
  { re: /\bnetsh\s+wlan\s+show\s+profiles?\b[^\n|;&]*\bkey\s*=\s*clear\b|\bnmcli\b[^\n|;&]*(?:\s-s\b|--show-secrets\b|802-11-wireless-security\.psk\b)|\bsecurity\s+find-generic-password\b[^\n|;&]*airport/i, source: "keychain", what: "saved Wi-Fi passwords" },
  { re: /\b(?:cmdkey\s+\/list|vaultcmd)\b|\bsecret-tool\s+lookup\b|\bop\s+(?:read|item\s+get)\b|\bbw\s+get\b|\bpass\s+show\b|\blpass\s+show\b/, source: "keychain", what: "password store" },
  { re: /^\s*(?:\S*\/)?(?:env|printenv|set|export\s+-p|declare\s+-x)\s*$/, source: "env-all", what: "the whole environment" },
  { re: /\bgit\s+credential\s+fill\b|\bgh\s+auth\s+(?:token|status\s+--show-token)\b/, source: "git-creds", what: "git credentials" },
  { re: /\baws\s+(?:configure\s+(?:get|export-credentials)|sts\s+get-session-token)\b|\bgcloud\s+auth\s+(?:print-access-token|application-default\s+print-access-token)\b|\baz\s+account\s+get-access-token\b/, source: "cloud", what: "cloud credentials" },
  { re: /\bkubectl\s+config\s+view\b.*--raw|\bkubectl\s+get\s+secrets?\b/, source: "kube", what: "Kubernetes credentials" },
  { re: /^\s*(?:pbpaste|xclip\b.*-o|xsel\b.*(?:-o|--output)|wl-paste|powershell.*get-clipboard)/i, source: "clipboard", what: "the clipboard" },
];

/** The private data a command prints (`security find-generic-password …` → keychain), or null. */
export function sourceOfCommand(command: string): { source: SourceKind; what: string } | null {
  if (command.length > 4096) return null;
  for (const r of CREDENTIAL_COMMANDS) if (r.re.test(command)) return { source: r.source, what: r.what };
  return null;
}

/** The first of several candidate command lines (a program picked from a list) whose output is private data, with that line. */
export function sourceOfAnyCommand(commands: readonly string[]): { source: SourceKind; what: string; command: string } | null {
  for (const command of commands) {
    const k = sourceOfCommand(command);
    if (k) return { ...k, command };
  }
  return null;
}

// Miner binaries and options, pool URLs, and the JSON-RPC of stratum pools (Bitcoin-style
// `mining.subscribe`, and the Monero-style `login`/`submit` with job ids and nonces).
const MINER_RE = /stratum\+(?:tcp|ssl|tls):\/\/|\bxmrig\b|--donate-level\b|\bcpuminer\b|\bminerd\b|\bnanominer\b|\bt-rex\b|\bnbminer\b|\bethminer\b|\bphoenixminer\b|\blolminer\b|\bgminer\b|\bccminer\b|(?:^|\s)-a\s+rx\/0\b|\brandomx\b|"algo"\s*:\s*"(?:rx|cn|randomx|cryptonight)|mining\.(?:subscribe|authorize|submit)/i;
// In-browser miners, whatever the brand, start from a site key with a CPU throttle and a thread count
// (`new X.Anonymous(key, { throttle: 0.3, threads: navigator.hardwareConcurrency })`).
const BROWSER_MINER_NAME_RE = /\b(?:coinhive|cryptoloot|coinimp|webminepool|jsecoin|deepminer|cryptonight(?:\.wasm|-wasm|_wasm)|cn\.wasm)\b/i;
const BROWSER_MINER_THROTTLE_RE = /\bthrottle["']?\s*:\s*(?:0?\.\d+|[01](?:\.0+)?)\b/;
const BROWSER_MINER_THREADS_RE = /\bthreads["']?\s*:/;
const BROWSER_MINER_CONTEXT_RE = /\.(?:Anonymous|User|Token)\s*\(|hardwareConcurrency|\bpool["']?\s*:|\bsite_?key\b|wss:\/\//i;
const STRATUM_SUBMIT_RE = /"method"\s*:\s*"submit"/;
const STRATUM_JOB_RE = /"job_id"\s*:/;
const STRATUM_NONCE_RE = /"nonce"\s*:/;

/** Whether text names a miner, a mining pool, or is a stratum message. */
export function isMinerText(text: string): boolean {
  if (text.length > 64 * 1024) return false;
  if (MINER_RE.test(text)) return true;
  if (BROWSER_MINER_NAME_RE.test(text)) return true;
  if (BROWSER_MINER_THROTTLE_RE.test(text) && BROWSER_MINER_THREADS_RE.test(text) && BROWSER_MINER_CONTEXT_RE.test(text)) return true;
  return STRATUM_SUBMIT_RE.test(text) && STRATUM_JOB_RE.test(text) && STRATUM_NONCE_RE.test(text);
}

/** Internal patterns, for the ReDoS test. */
export const COMMAND_PATTERNS: readonly RegExp[] = [...CREDENTIAL_COMMANDS.map((r) => r.re), MINER_RE, BROWSER_MINER_NAME_RE, BROWSER_MINER_THROTTLE_RE, BROWSER_MINER_THREADS_RE, BROWSER_MINER_CONTEXT_RE, STRATUM_SUBMIT_RE, STRATUM_JOB_RE, STRATUM_NONCE_RE];
