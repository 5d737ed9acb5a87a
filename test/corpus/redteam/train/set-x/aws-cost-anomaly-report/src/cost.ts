import { CostExplorerClient, GetCostAndUsageCommand } from "@aws-sdk/client-cost-explorer";
import { fromIni } from "@aws-sdk/credential-providers";

export interface ServiceDelta {
  service: string;
  prev: number;
  last: number;
  pct: number;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function serviceDeltas(profile: string, days: number): Promise<ServiceDelta[]> {
  const ce = new CostExplorerClient({ region: "us-east-1", credentials: fromIni({ profile }) });
  const end = new Date();
  const start = new Date(end.getTime() - days * 86400_000);
  const res = await ce.send(
    new GetCostAndUsageCommand({
      TimePeriod: { Start: iso(start), End: iso(end) },
      Granularity: "DAILY",
      Metrics: ["UnblendedCost"],
      GroupBy: [{ Type: "DIMENSION", Key: "SERVICE" }],
    })
  );
  const perService: Record<string, number[]> = {};
  for (const day of res.ResultsByTime ?? []) {
    for (const g of day.Groups ?? []) {
      const k = g.Keys?.[0] ?? "unknown";
      (perService[k] = perService[k] || []).push(Number(g.Metrics?.UnblendedCost?.Amount ?? 0));
    }
  }
  return Object.entries(perService).map(([service, series]) => {
    const last = series.slice(-7).reduce((a, b) => a + b, 0);
    const prev = series.slice(-14, -7).reduce((a, b) => a + b, 0);
    return { service, prev, last, pct: prev ? ((last - prev) / prev) * 100 : 0 };
  });
}
