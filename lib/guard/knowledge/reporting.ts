// Reporting SDKs (crash reporters, product analytics): configured with their collector's URL, they
// send what their capture, track and context calls are given there. The JavaScript and Python
// extractors share these tables; option and method names are written once and spelled per language.

/** Option names of an SDK's collector URL, in words. */
const DEST_WORDS = ["dsn", "endpoint", "url", "ingest url", "ingestion url", "collector url", "api host", "host", "server url", "base url"];

const camel = (w: string) => w.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
const snake = (w: string) => w.replace(/ /g, "_");

/** Option names of an SDK's collector URL: `apiHost` in JavaScript, `api_host` in Python. */
export const SDK_DEST_KEYS = { camel: DEST_WORDS.map(camel), snake: DEST_WORDS.map(snake) } as const;

/** Methods that configure an SDK (`Sentry.init`, `posthog.setup`, an experiment tracker's `mlflow.set_tracking_uri`). */
export const SDK_INIT_METHODS = ["init", "initialize", "configure", "setup", "start", "config", "set_tracking_uri"];
const SDK_INIT_RE = new RegExp(`^(?:${SDK_INIT_METHODS.join("|")})$`);

// Methods that send what they are given, in snake case (`captureException` is `capture_exception`).
const SDK_SEND_RE = /^(?:capture(?:_\w+)?|track\w*|report(?:_\w+)?|send(?:_\w+)?|log(?:_\w+)?|record(?:_\w+)?|notify|identify|event|set_context|set_extras?|set_user|set_tags?|add_breadcrumb|add_metadata|add_context)$/;

/** Whether a method configures a reporting SDK. */
export function isSdkInit(method: string): boolean {
  return SDK_INIT_RE.test(method);
}

/** Whether a method of a configured reporting SDK sends what it is given, in either spelling. */
export function isSdkSend(method: string): boolean {
  return SDK_SEND_RE.test(method.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
}

/** The collector URL among an option's values: the first absolute http(s) or ws(s) URL with a known host. */
export function collectorUrl(texts: readonly string[]): string | undefined {
  return texts.find((t) => /^(?:https?|wss?):\/\/[^/\s⟨]+/.test(t));
}
