// The catalogue: every judgment (and the structural and Unicode checks), with its id, severity,
// category, description, remediation and examples. Judgments read facts; see types.ts.
import type { Rule } from "../types";
import { AGENT } from "./agent";
import { ARTIFACTS } from "./artifacts";
import { EXECUTION } from "./execution";
import { EXFILTRATION, NETWORK } from "./exfiltration";
import { PERSISTENCE } from "./persistence";
import { STRUCTURAL } from "./structure";
import { SYSTEM } from "./system";

/** Bump on any change to judgments, extractors or severities: YYYY.MM.N. Stored with every scan report. */
export const RULESET_VERSION = "2026.12.18";

export const JUDGMENTS: readonly Rule[] = [...EXFILTRATION, ...NETWORK, ...EXECUTION, ...PERSISTENCE, ...SYSTEM, ...AGENT, ...ARTIFACTS];

export const RULES: readonly Rule[] = [...JUDGMENTS, ...STRUCTURAL];

export const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((r) => [r.id, r]));
