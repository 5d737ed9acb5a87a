// One LISTEN connection per server process: every committed registry change, from any app instance
// (or from the admin CLI and the tests' in-process writers), reaches this process's caches through it.
// It reconnects by itself; while it is down the caches are bypassed, so nothing stale is served.
import pg from "pg";
import { CHANGE_CHANNEL, applyChange, decodeChange, setChangeFeedLive } from "@/lib/cache/change-feed";

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

export type ChangeListener = { stop: () => Promise<void> };

export function startChangeListener(databaseUrl: string, log: (message: string) => void = console.error): ChangeListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  };

  const lost = (current: pg.Client, reason: string) => {
    if (client !== current) return;
    client = null;
    setChangeFeedLive(false);
    current.removeAllListeners();
    current.on("error", () => {});
    current.end().catch(() => {});
    if (!stopped) {
      log(`skillhub: change listener lost (${reason}); read caches are off until it reconnects`);
      schedule();
    }
  };

  async function connect() {
    const current = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = current;
    current.on("error", (error) => lost(current, error.message));
    current.on("end", () => lost(current, "connection closed"));
    current.on("notification", (message) => {
      if (message.channel === CHANGE_CHANNEL) applyChange(decodeChange(message.payload ?? ""));
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== current) return;
      retryMs = RETRY_MIN_MS;
      setChangeFeedLive(true);
    } catch (error) {
      lost(current, (error as Error).message);
    }
  }

  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      setChangeFeedLive(false);
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
