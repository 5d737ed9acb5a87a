// Public types of lib/guard. The JSON shapes here are the stable `skillhub.scan/v1` contract
// (documented in README.md); change them only together with the schema version.
import type { Judge } from "./judge/types";

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

export type DecodedFrom =
  | "base64" | "hex" | "escape" | "percent" | "charcode" | "reverse" | "shell-vars" | "unicode-tags"
  | "concat" | "format" | "join" | "slice" | "replace" | "rot13" | "compress" | "xor" | "variable" | "ifs" | "quote-splice" | "words"
  // data the code encodes itself (hex, base32, base64 of a value not known here): nothing is hidden from a reader,
  // but the value is shaped to travel where raw bytes cannot (a DNS label)
  | "encode";

/** One place that contributed to a finding: where private data is read, where it leaves, the steps between. */
export type TraceStep = { role: "source" | "sink" | "step"; file: string; line: number; note: string };

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
  /** The facts behind the finding (source → sink for a flow), each with its place. */
  trace?: TraceStep[];
};

export type ScanReport = {
  schema: "skillhub.scan/v1";
  rulesetVersion: string;
  skill: string;
  verdict: Verdict;
  findings: Finding[];
  /** `incomplete`: files an analysis failed on (the rest of the skill was judged); absent when none. */
  stats: { files: number; bytes: number; durationMs: number; incomplete?: string[] };
};

/** A rule example: text placed in SKILL.md prose (scope any/prose) or in scripts/example.sh (scope code),
 *  or explicit files. Used by the tests and shown in the docs; never by the scanner. */
export type ExampleFile = { path: string; text?: string; bytes?: Uint8Array; isExecutable?: boolean };
export type Example = string | ExampleFile | { files: ExampleFile[] };

export type Rule = {
  id: string;
  severity: Severity;
  category: Category;
  description: string;
  remediation: string;
  /** The judgment: reads the skill's facts and reports hits. Absent for the structural and Unicode
   *  checks, which scan.ts runs on the raw files. */
  judge?: Judge;
  examples: { hit: readonly Example[]; miss: readonly Example[] };
};
