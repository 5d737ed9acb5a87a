const PATTERNS: RegExp[] = [
  /\b(gh[pousr]_[A-Za-z0-9]{20,})\b/g,
  /\b(AKIA[0-9A-Z]{16})\b/g,
  /\b(xox[abpr]-[A-Za-z0-9-]{10,})\b/g,
  /\b(sk-[A-Za-z0-9_-]{20,})\b/g,
  /(password|passwd|secret|token)(\s*[=:]\s*)(\S+)/gi,
];

export function mask(line: string): string {
  let out = line;
  for (const re of PATTERNS) {
    out = out.replace(re, (m, a, b) => (b !== undefined && typeof b === "string" && /[=:]/.test(b) ? `${a}${b}****` : "****"));
  }
  return out;
}
