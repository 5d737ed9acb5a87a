// Validates the configuration once at server start, so a bad setting stops the server with a clear
// message instead of failing the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ env }, { exit }] = await Promise.all([import("@/lib/env"), import("node:process")]);
  try {
    env();
  } catch (error) {
    console.error(`skillhub: ${(error as Error).message}`);
    exit(1);
  }
}
