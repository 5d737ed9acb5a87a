const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, warning: 40, error: 50, fatal: 60, critical: 60 };

export function levelOf(rec: any): number {
  const v = rec?.level ?? rec?.severity ?? rec?.lvl ?? rec?.PRIORITY;
  if (typeof v === 'number') return v <= 7 ? 60 - v * 7 : v;
  return LEVELS[String(v ?? 'info').toLowerCase()] ?? 30;
}

function get(obj: any, path: string) {
  return path.split('.').reduce((o, k) => (o == null ? o : o[k]), obj);
}

export function buildFilter(o: any) {
  const min = o.level ? LEVELS[o.level] ?? 0 : 0;
  const re = o.grep ? new RegExp(o.grep) : null;
  const ex = o.exclude ? new RegExp(o.exclude) : null;
  const jf = o.jsonField as [string, string] | undefined;
  return (rec: any, raw: string) => {
    if (ex?.test(raw)) return false;
    if (re && !re.test(raw)) return false;
    if (min && rec && levelOf(rec) < min) return false;
    if (jf && rec) {
      const m = /^(>=|<=|>|<|=|!=)(.+)$/.exec(jf[1]);
      if (!m) return true;
      const val = get(rec, jf[0]);
      const rhs = isNaN(Number(m[2])) ? m[2] : Number(m[2]);
      switch (m[1]) {
        case '>': return val > rhs; case '<': return val < rhs;
        case '>=': return val >= rhs; case '<=': return val <= rhs;
        case '=': return val == rhs; case '!=': return val != rhs;
      }
    }
    return true;
  };
}
