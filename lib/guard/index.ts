// lib/guard — the threat scanner, verdicts and the trust-tier install policy (pure TS, Node + browser).
// Hosts configure where the WebAssembly parsers come from first: Node imports "@/lib/guard/node".
export { RULES, RULES_BY_ID, RULESET_VERSION } from "./judge";
export { scanSkill, redactSecrets, type ScanInput, type ScanOptions } from "./scan";
export { configureGuardRuntime, type GrammarLoading, type WasmFile, type WasmLoader } from "./parse/runtime";
export { INSTALL_POLICY, TIER_ORDER, TRUST_TIERS, capTier, decide, decisionReason, verdictOf, type Decision, type TrustTier } from "./policy";
export { formatReport, type FormatOptions } from "./format";
export { MAX_FILE_BYTES, MAX_FILE_COUNT, MAX_TOTAL_BYTES } from "./structure";
export type { Category, DecodedFrom, Finding, Rule, ScanReport, Severity, TraceStep, Verdict } from "./types";
