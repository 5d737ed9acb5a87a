// lib/guard — the threat scanner, verdicts and the trust-tier install policy (pure TS, Node + browser).
export { RULES, RULES_BY_ID, RULESET_VERSION } from "./rules";
export { scanSkill, redactSecrets, DEFAULT_MAX_DECODE_DEPTH, type ScanInput, type ScanOptions } from "./scan";
export { INSTALL_POLICY, TIER_ORDER, TRUST_TIERS, capTier, decide, decisionReason, verdictOf, type Decision, type TrustTier } from "./policy";
export { formatReport, type FormatOptions } from "./format";
export { MAX_FILE_BYTES, MAX_FILE_COUNT, MAX_TOTAL_BYTES } from "./structure";
export type { Category, DecodedFrom, Finding, Rule, ScanReport, Scope, Severity, Verdict } from "./types";
