// Public types of lib/guard. The JSON shapes here are the stable `skillhub.scan/v1` contract
// (documented in README.md); change them only together with the schema version.

export type Severity = "critical" | "high" | "medium" | "low";

export type Category =
  | "exfiltration"
  | "injection"
  | "destructive"
  | "persistence"
  | "network"
  | "obfuscation"
  | "execution"
  | "traversal"
  | "mining"
  | "supply_chain"
  | "privilege_escalation"
  | "credential_exposure"
  | "structural"
  | "unicode";

export type Verdict = "safe" | "caution" | "dangerous";

export type DecodedFrom = "base64" | "hex" | "escape" | "percent" | "charcode" | "reverse" | "shell-vars" | "unicode-tags";

export type Finding = {
  ruleId: string;
  severity: Severity;
  category: Category;
  file: string;
  /** 1-based line; 0 for findings about a whole file or the whole skill. */
  line: number;
  excerpt: string;
  description: string;
  remediation: string;
  decodedFrom?: DecodedFrom;
};

export type ScanReport = {
  schema: "skillhub.scan/v1";
  rulesetVersion: string;
  skill: string;
  verdict: Verdict;
  findings: Finding[];
  stats: { files: number; bytes: number; durationMs: number };
};

/** Where a rule's pattern is matched: code (fenced blocks, inline code, scripts), prose, everywhere,
 *  or `raw`: everywhere but before evasion rewrites (for rules that detect the evasion itself). */
export type Scope = "any" | "code" | "prose" | "raw";

/** A rule example: text placed in SKILL.md prose (scope any/prose) or in scripts/example.sh (scope code),
 *  or explicit files. Used by the tests and shown in the docs; never by the scanner. */
export type ExampleFile = { path: string; text?: string; bytes?: Uint8Array; isExecutable?: boolean };
export type Example = string | ExampleFile | { files: ExampleFile[] };

export type MatchContext = {
  match: RegExpExecArray;
  /** The whole (normalised) line the match starts on, and the match's column in it. */
  line: string;
  column: number;
  /** The line plus the next `n` lines of the same view, joined with "\n". */
  following: (n: number) => string;
  path: string;
};

export type Rule = {
  id: string;
  severity: Severity;
  category: Category;
  description: string;
  remediation: string;
  /** Absent for structural/unicode checks implemented in code rather than by a pattern. */
  scope?: Scope;
  /** Lower-case substrings; the pattern only runs when the text contains at least one (cheap prefilter). */
  keywords?: readonly string[];
  /** Must be linear-time: no nested unbounded quantifiers; bounded repetitions. Flags other than g are kept. */
  pattern?: RegExp;
  /** The pattern spans lines (runs over the whole text instead of the lines holding a keyword). */
  multiline?: boolean;
  /** Narrow exemption: return false to drop a match. Every exemption has a malicious-neighbour test. */
  accept?: (ctx: MatchContext) => boolean;
  /** The matched text is a secret: excerpts show only its first characters. */
  redact?: boolean;
  examples: { hit: readonly Example[]; miss: readonly Example[] };
};
