// Validates the configuration once at server start (Node runtime only), so a bad setting stops the
// server with a clear message instead of failing the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./instrumentation-node");
  }
}
