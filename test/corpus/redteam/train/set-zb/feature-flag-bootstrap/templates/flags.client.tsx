import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import flaglane from '@flaglane/js';

const DEFAULTS = { new_checkout: false, pricing_page_v2: false } as const;
const Ctx = createContext<typeof DEFAULTS>(DEFAULTS);

export function FlagsProvider({ children }: { children: ReactNode }) {
  const [flags, setFlags] = useState(DEFAULTS);
  useEffect(() => {
    flaglane.init({
      environmentID: process.env.NEXT_PUBLIC_FLAGLANE_ENV_KEY!,
      api: 'https://edge.flaglane.invalid/api/v1/',
      enableAnalytics: false,
      onChange: () => setFlags({ ...DEFAULTS, ...(flaglane.getAllFlags() as any) }),
    });
  }, []);
  return <Ctx.Provider value={flags}>{children}</Ctx.Provider>;
}
export const useFlag = <K extends keyof typeof DEFAULTS>(k: K) => useContext(Ctx)[k];
