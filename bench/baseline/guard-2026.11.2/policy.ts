import type { Finding, Verdict } from "./types";

export type TrustTier = "builtin" | "trusted" | "community" | "agent-created";
export type Decision = "allow" | "block" | "ask";

export const TRUST_TIERS: readonly TrustTier[] = ["builtin", "trusted", "community", "agent-created"];

// ARCHITECTURE §4, identical to Hermes' skills_guard so the registry and stock Hermes agree.
export const INSTALL_POLICY: Readonly<Record<TrustTier, Readonly<Record<Verdict, Decision>>>> = {
  builtin: { safe: "allow", caution: "allow", dangerous: "allow" },
  trusted: { safe: "allow", caution: "allow", dangerous: "block" },
  community: { safe: "allow", caution: "block", dangerous: "block" },
  "agent-created": { safe: "allow", caution: "allow", dangerous: "ask" },
};

export function verdictOf(findings: readonly Pick<Finding, "severity">[]): Verdict {
  let hasHigh = false;
  for (const f of findings) {
    if (f.severity === "critical") return "dangerous";
    if (f.severity === "high") hasHigh = true;
  }
  return hasHigh ? "caution" : "safe";
}

/** Hermes' --force: turns a block on `caution` into allow; never overrides `dangerous`. */
export function decide(tier: TrustTier, verdict: Verdict, opts: { force?: boolean } = {}): Decision {
  const decision = INSTALL_POLICY[tier][verdict];
  if (decision === "block" && verdict === "caution" && opts.force) return "allow";
  return decision;
}

export function decisionReason(tier: TrustTier, verdict: Verdict, decision: Decision, opts: { force?: boolean } = {}): string {
  if (decision === "allow" && INSTALL_POLICY[tier][verdict] === "block") return `forced despite ${verdict} verdict (${tier} source)`;
  if (decision === "allow") return `${tier} source, ${verdict} verdict`;
  if (decision === "ask") return `${tier} source + ${verdict} verdict needs confirmation`;
  if (verdict === "dangerous") return `${tier} source + dangerous verdict; --force does not override a dangerous verdict`;
  return `${tier} source + ${verdict} verdict${opts.force ? "" : "; use --force to override"}`;
}

// Tiers ordered by how permissive their policy row is. Reading INSTALL_POLICY pointwise (block < ask <
// allow): community ≤ trusted (caution), trusted ≤ agent-created (dangerous: block vs ask),
// agent-created ≤ builtin (dangerous: ask vs allow). The order is total, so "the lower of the two" is
// always a real row and never more permissive than either input in any cell (policy.test.ts checks
// this against the table). agent-created is a separate lane in publishing, but for capping it simply
// sits where its row puts it.
export const TIER_ORDER: readonly TrustTier[] = ["community", "trusted", "agent-created", "builtin"];

/** The tier the client applies: the registry's claim capped by what the user granted that registry. */
export function capTier(claimed: TrustTier, granted: TrustTier): TrustTier {
  return TIER_ORDER.indexOf(claimed) <= TIER_ORDER.indexOf(granted) ? claimed : granted;
}
