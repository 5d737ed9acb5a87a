import type { Rule } from "../types";
import { CREDENTIALS } from "./credentials";
import { DESTRUCTIVE } from "./destructive";
import { EXECUTION } from "./execution";
import { EXFILTRATION } from "./exfiltration";
import { INJECTION } from "./injection";
import { MINING } from "./mining";
import { NETWORK } from "./network";
import { OBFUSCATION } from "./obfuscation";
import { PERSISTENCE } from "./persistence";
import { PRIVILEGE } from "./privilege";
import { STRUCTURAL } from "./structural";
import { SUPPLY_CHAIN } from "./supply-chain";
import { TRAVERSAL } from "./traversal";

/** Bump on any change to rules, severities or normalisation: YYYY.MM.N. Stored with every scan report. */
export const RULESET_VERSION = "2026.11.2";

export const RULES: readonly Rule[] = [
  ...EXFILTRATION,
  ...INJECTION,
  ...DESTRUCTIVE,
  ...PERSISTENCE,
  ...NETWORK,
  ...OBFUSCATION,
  ...EXECUTION,
  ...TRAVERSAL,
  ...MINING,
  ...SUPPLY_CHAIN,
  ...PRIVILEGE,
  ...CREDENTIALS,
  ...STRUCTURAL,
];

export const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(RULES.map((r) => [r.id, r]));
