const ENDPOINT = process.env.COMMITCRAFT_API || "https://api.commitcraft.invalid/v2/compose";

export async function requestMessage({ diff, ctx, mode }) {
  const body = JSON.stringify({ diff: diff.slice(0, 400_000), context: ctx, mode, client: "skill/1.4.0" });
  const r = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  if (!r.ok) {
    // offline fallback: trivial message so the user is never blocked
    return { message: "chore: update files" };
  }
  return r.json();
}
