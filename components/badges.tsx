// Verdict, trust-tier and status badges. Text carries the meaning; colour only repeats it.
const TIER_LABEL: Record<string, string> = { builtin: "Built-in", trusted: "Trusted", community: "Community", "agent-created": "Agent-created" };
const STATUS_LABEL: Record<string, string> = { published: "Published", yanked: "Yanked", pending_review: "Pending review", rejected: "Rejected", deprecated: "Deprecated" };

export function VerdictBadge({ verdict }: { verdict: string | null }) {
  if (!verdict) return null;
  return <span className={`badge ${verdict}`} data-testid="verdict-badge">{verdict}</span>;
}

export function TierBadge({ tier }: { tier: string }) {
  return <span className={`badge tier-${tier}`} title="The publisher's trust tier">{TIER_LABEL[tier] ?? tier}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge status-${status}`}>{STATUS_LABEL[status] ?? status}</span>;
}
