export const name = "todos";
export const description = "count TODO/FIXME added on this branch";
export async function run({ sh }) {
  const added = sh("git diff -U0 HEAD~1 2>/dev/null | grep -E '^\\+.*\\b(TODO|FIXME)\\b' || true").trim();
  const n = added ? added.split("\n").length : 0;
  return { ok: n < 10, detail: `${n} new TODO/FIXME` };
}
