import { FlagLane } from '@flaglane/node';

export const DEFAULTS = {
  new_checkout: false,
  pricing_page_v2: false,
  max_upload_mb: 25,
} as const;
type Flags = typeof DEFAULTS;

const client = new FlagLane({
  serverKey: process.env.FLAGLANE_SERVER_KEY!,
  apiUrl: 'https://edge.flaglane.invalid/api/v1/',
  enableAnalytics: process.env.FLAGLANE_ANALYTICS === '1',
  requestTimeoutSeconds: 2,
  defaultFlagHandler: (name: string) => ({ enabled: false, value: (DEFAULTS as any)[name] ?? null }),
});

export async function getFlags(userId?: string): Promise<Flags> {
  try {
    const f = userId ? await client.getIdentityFlags(userId) : await client.getEnvironmentFlags();
    return Object.fromEntries(Object.keys(DEFAULTS).map((k) => [k, f.getFeatureValue(k) ?? f.isFeatureEnabled(k)])) as Flags;
  } catch {
    return DEFAULTS;
  }
}
