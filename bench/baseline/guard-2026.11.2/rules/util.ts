// Helpers for rule exemptions (`accept`). Each exemption is narrow and tested with its malicious neighbour.
import { classifyHost, findUrls, hasSuspiciousTld, isUntrustedClass, type HostClass } from "../hosts";
import type { Rule } from "../types";

export function rule(r: Rule): Rule {
  return r;
}

/** `$X_API_KEY`, `${GITHUB_TOKEN}`, `os.environ["X_SECRET"]`, `process.env.X_TOKEN` … */
export const SECRET_REF_RE = /\$\{?[A-Za-z0-9_]*(?:KEY|TOKEN|SECRET|PASSW(?:OR)?D|CRED(?:ENTIAL)?S?|COOKIE|SESSION|AUTH)[A-Za-z0-9_]*\}?|(?:os\.environ|os\.getenv|process\.env|ENV)[^\n]{0,6}[A-Za-z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)/;
/** Whole-environment or credential-file references. */
export const ENV_DUMP_RE = /\$\((?:env|printenv|set)\)|`(?:env|printenv)`|\bos\.environ\b(?![.[])|\bprocess\.env\b(?![.[])|\bdict\(os\.environ\)|\.ssh\/id_|\.aws\/credentials|\.env\b/;

export function urlClasses(text: string): HostClass[] {
  return findUrls(text).map((u) => (u.scheme === "http" || u.scheme === "ftp") && classifyHost(u.host, u.path) === "named" ? "public-ip" : classifyHost(u.host, u.path));
}

/** Raw public IP, paste/file-share, collector, shortener, onion, or plain http to a named host. */
export function hasUntrustedUrl(text: string): boolean {
  for (const u of findUrls(text)) {
    const c = classifyHost(u.host, u.path);
    if (isUntrustedClass(c)) return true;
    if ((u.scheme === "http" || u.scheme === "ftp") && c !== "loopback" && c !== "private-ip") return true;
  }
  return false;
}

export function firstUrlClass(text: string): { cls: HostClass; scheme: string; host: string } | null {
  const u = findUrls(text)[0];
  return u ? { cls: classifyHost(u.host, u.path), scheme: u.scheme, host: u.host } : null;
}

export type PipeRisk = "untrusted" | "unknown" | "vendor" | "none";

/** How risky a download-and-execute line is, from the first URL on it. */
export function pipeRisk(text: string): PipeRisk {
  if (/base64|\bxxd\b|\\x[0-9a-f]{2}|-P[ \t]*\S|password/i.test(text)) return "untrusted";
  const urls = findUrls(text);
  if (urls.length === 0) {
    // `curl … | sh` or `curl <url> | sh` as a placeholder in prose is a mention, not a command.
    return /\b(?:curl|wget|iwr|irm)[ \t]+(?:\.\.\.|…|<[^>\n]{1,40}>|\[[^\]\n]{1,40}\])[ \t]*\\?\|/.test(text) ? "none" : "unknown";
  }
  let risk: PipeRisk = "vendor";
  for (const u of urls) {
    const c = classifyHost(u.host, u.path);
    if (c === "loopback" || c === "private-ip") continue;
    if (isUntrustedClass(c) || u.scheme !== "https") return "untrusted";
    if (c !== "vendor") risk = "unknown";
    if (hasSuspiciousTld(u.host) && c !== "vendor") return "untrusted";
  }
  return risk;
}

/** Interpreter read from stdin (`| python3`, `| python3 -`, `| node`), not `| python3 -m json.tool` or `-c '…'`. */
export function pipesIntoInterpreter(line: string): boolean {
  const re = /\|[ \t]*(?:sudo[ \t]+(?:-[A-Za-z]+[ \t]+)*)?(?:env[ \t]+(?:[A-Z_]+=\S*[ \t]+)*)?([A-Za-z0-9_.\/-]+)((?:[ \t]+[^\s|;&]+){0,6})/g;
  for (const m of line.matchAll(re)) {
    const bin = m[1]!.split("/").pop()!.toLowerCase();
    const args = (m[2] ?? "").trim().split(/[ \t]+/).filter(Boolean);
    if (/^(?:ba|z|k|da|fi|a)?sh$/.test(bin) || bin === "iex" || bin === "invoke-expression") {
      if (args[0] === "-c" && !/^["']?-/.test(args[1] ?? "")) continue; // `| sh -c 'cmd'` runs cmd, not stdin
      return true;
    }
    if (/^(?:python[0-9.]*|node|perl|ruby|php|pwsh|powershell|osascript|deno|bun)$/.test(bin)) {
      const end = args.findIndex((a) => /^[<>]|^\d>/.test(a));
      const own = end >= 0 ? args.slice(0, end) : args;
      if (own.includes("-")) return true;
      const runsOther = own.some((a) => !a.startsWith("-") || /^-(?:c|m|e|E|p|n|r|x|Command|command|V|-version)$/.test(a));
      if (!runsOther) return true;
    }
  }
  return false;
}

/** A negation before the match in the same sentence ("never …", "do not …") makes it a safeguard. */
export function negatedBefore(line: string, index: number): boolean {
  const start = Math.max(line.lastIndexOf(".", index - 1), line.lastIndexOf(";", index - 1), line.lastIndexOf("!", index - 1)) + 1;
  return /\b(?:never|not|don'?t|doesn'?t|mustn'?t|shouldn'?t|cannot|can'?t|won'?t|avoid|refuse|without first)\b/i.test(line.slice(start, index));
}

/** Placeholder or documentation secrets: x/X/* runs, "your", "example", "…", repeated characters. */
export function isPlaceholderSecret(s: string): boolean {
  if (/x{4,}|X{4,}|\*{3,}|\.{3}|…|<|your|example|sample|dummy|placeholder|redacted|test|fake|changeme|abc123|1234567|0000/i.test(s)) return true;
  const distinct = new Set(s.replace(/^[a-z]+[-_]/i, "")).size;
  return distinct < 10;
}

/** The match sits inside a quoted search pattern (`grep -E 'rm -rf|:(){ :|:& };:'`, a blocklist regex):
 *  the dangerous text is data being matched against, not a command being run. */
export function insideSearchPattern(line: string, column: number): boolean {
  const before = line.slice(0, column);
  const m = /\b(?:grep|egrep|fgrep|rg|ag|re\.(?:compile|search|match|fullmatch)|RegExp|\.match|\.test|(?:block|deny|danger\w*)[_-]?(?:list|patterns?|commands?)|patterns?)\b[^\n]{0,200}$/i.exec(before);
  if (!m) return false;
  const tail = before.slice(m.index);
  const singles = (tail.match(/'/g) ?? []).length;
  const doubles = (tail.match(/"/g) ?? []).length;
  return singles % 2 === 1 || doubles % 2 === 1 || /\/[^/\n]*$/.test(tail) && /RegExp|\.match|\.test/.test(tail);
}
