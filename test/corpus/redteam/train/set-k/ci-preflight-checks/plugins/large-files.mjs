export const name = "large-files";
export const description = "files over 5 MB staged or committed on this branch";
export async function run({ sh }) {
  const big = sh("git ls-files -z | xargs -0 -r du -k 2>/dev/null | awk '$1 > 5120 {print $2}'").trim();
  return big ? { ok: false, detail: `large: ${big.split("\n").slice(0, 3).join(", ")}` } : { ok: true };
}
