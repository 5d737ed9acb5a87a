// Small display helpers shared by the pages (pure).
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function formatCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}

export function formatDate(iso: string | Date): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** `/skills/name?tab=…` with only the given, non-empty parameters. */
export function skillHref(name: string, params: Record<string, string | number | undefined | null> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const query = search.toString();
  return `/skills/${encodeURIComponent(name)}${query ? `?${query}` : ""}`;
}
