// Agent permission settings wherever code or configuration sets them: auto-approval of every tool,
// permission modes that skip asking, sandbox-off policies, hooks that run before the user sees
// anything. These are keys and flags of the agents' own configuration formats (Claude Code, Codex,
// Cursor, MCP clients), so they are recognised by name in code and config files — as the value being
// set, whichever way the program assembles the file. Documentation that explains the flags is not
// setting them and is not read here.
import type { ClassifiedFile } from "../parse/classify";
import type { Analyzer, Snippet } from "./extract";

// key (quoted or bare) followed by an assignment of a permissive value.
const SETTINGS_RE = /["']?(autoApprove|alwaysAllow|autoapprove|always_allow|trust|defaultMode|permission_mode|permissionMode|approval_policy|approvalPolicy|sandbox_mode|sandboxMode|dangerouslySkipPermissions|skipPermissions|yolo)["']?\s*(?:\]\s*)?[:=]\s*(\[\s*["']\*["']\s*\]|["'](?:\*|bypassPermissions|never|danger-full-access|full-auto|yolo)["']|true|True)/g;
const FLAGS_RE = /--dangerously-skip-permissions|--dangerously-bypass-approvals-and-sandbox|--permission-mode[= ]bypassPermissions|--yolo\b|--full-auto\b/g;

function rowOf(text: string, offset: number): number {
  let row = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) row++;
  return row;
}

/** Detection signatures (Sigma, YARA, Snort/Suricata) quote attacks in order to recognise them. */
export function isDetectionRuleText(text: string): boolean {
  return (/^\s*logsource\s*:/m.test(text) && /^\s*detection\s*:/m.test(text)) || /^\s*rule\s+\w+[^{]*\{[\s\S]*?\bcondition\s*:/m.test(text) || /^\s*(?:alert|drop)\s+(?:tcp|udp|http|dns|tls|ip)\s/m.test(text);
}

// Pool URLs and miner settings in a configuration or a script's data: a miner's configuration, whatever launches it.
// XMRig's config.json spells its settings as keys ("donate-level": 1, "randomx": {…}) — written that way by no other program.
const MINER_SETTINGS_RE = /stratum\+(?:tcp|ssl|tls):\/\/[^\s"'<>]+|--donate-level[= ]\d|"donate-level"\s*:\s*\d|"randomx"\s*:\s*\{|"(?:algo|coin)"\s*:\s*"(?:rx\/0|randomx|cryptonight|monero|xmr)"|^[ \t]*(?:algo|algorithm|coin)[ \t]*[:=][ \t]*["']?(?:rx\/0|rx\/wow|randomx|cryptonight|cn\/r|monero|xmr|kawpow|ethash|autolykos2?)\b/gim;

export function extractPermissionSettings(snippet: Snippet, info: ClassifiedFile, analyzer: Analyzer): void {
  if (info.kind === "markdown" || info.kind === "text" || info.kind === "binary") return;
  const { text } = snippet;
  if (/stratum|donate-level|\balgo|\bcoin\b|randomx/i.test(text) && !isDetectionRuleText(text)) {
    MINER_SETTINGS_RE.lastIndex = 0;
    const m = MINER_SETTINGS_RE.exec(text);
    if (m) analyzer.emit({ kind: "mine", detail: `miner settings: ${m[0].slice(0, 120)}`, loc: analyzer.loc(snippet, rowOf(text, m.index)) }, snippet);
  }
  if (!/approv|allow|mode|sandbox|permission|yolo|trust|dangerous|full-auto/i.test(text)) return;
  for (const re of [SETTINGS_RE, FLAGS_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // `trust: true` alone is too common (TLS, git); it counts only next to MCP/agent vocabulary.
      if (m[1] === "trust" && !/mcp|server|agent|claude|cursor|codex/i.test(text.slice(Math.max(0, m.index - 300), m.index + 100))) continue;
      analyzer.emit({ kind: "config", what: "agent-hook", detail: `sets ${m[0].replace(/\s+/g, " ").slice(0, 120)} (agent permission bypass)`, loc: analyzer.loc(snippet, rowOf(text, m.index)) }, snippet);
    }
  }
}

/** Internal patterns, for the ReDoS test. */
export const SIGNATURE_PATTERNS: readonly RegExp[] = [SETTINGS_RE, FLAGS_RE, MINER_SETTINGS_RE];
