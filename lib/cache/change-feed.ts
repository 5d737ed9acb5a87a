// The process-wide feed of registry changes that in-memory read caches subscribe to.
//
// A change names the skills it touched, or says "everything". Writers announce it twice: inside their
// transaction with pg_notify (delivered to every app instance's listener at commit, see
// change-listener.ts) and, right after commit, to this process directly (applyChange), so a client
// that saw its write acknowledged reads it back at once. Caches trust their entries only while a
// listener is connected (isLive): a process that cannot hear other instances' changes caches nothing.
//
// The state lives on globalThis because the same modules are loaded twice in one server process — in
// Next's bundle (pages, server actions, writes) and in the read path's bundle (server/) — and both must
// share one feed, one set of caches and one listener.

/**
 * `skills`: the canonical names of the skills that changed. `terms`: the search terms (lexemes) those
 * skills can now be found by, when the change can make them appear in searches that did not list them
 * before (a publish, a yank that moves `latest`…); "*" when they were too many to send.
 */
export type SkillChange = { skills: string[]; terms?: string[] | "*" } | { all: true };

export const CHANGE_CHANNEL = "skillhub_changes";

type Feed = {
  /** Incremented on every change: a load that started before a change must not be stored. */
  generation: number;
  subscribers: Set<(change: SkillChange) => void>;
  /** True while a listener hears every instance's changes. */
  live: boolean;
};

const holder = globalThis as typeof globalThis & { __skillhubChangeFeed?: Feed };

function feed(): Feed {
  holder.__skillhubChangeFeed ??= { generation: 0, subscribers: new Set(), live: false };
  return holder.__skillhubChangeFeed;
}

export function applyChange(change: SkillChange): void {
  const f = feed();
  f.generation += 1;
  for (const subscriber of f.subscribers) subscriber(change);
}

export function subscribeToChanges(subscriber: (change: SkillChange) => void): () => void {
  feed().subscribers.add(subscriber);
  return () => feed().subscribers.delete(subscriber);
}

export function changeGeneration(): number {
  return feed().generation;
}

export function isChangeFeedLive(): boolean {
  return feed().live;
}

/** Set by the listener. Going down or coming back up drops everything cached meanwhile. */
export function setChangeFeedLive(live: boolean): void {
  const f = feed();
  if (f.live === live) return;
  f.live = live;
  applyChange({ all: true });
}

/** NOTIFY payloads are limited to 8000 bytes. */
const PAYLOAD_BUDGET = 7_000;

/** The NOTIFY payload of a change: too many terms become "*", too many skills "everything". */
export function encodeChange(change: SkillChange): string {
  const text = JSON.stringify(change);
  if (text.length < PAYLOAD_BUDGET) return text;
  if ("skills" in change && change.terms && change.terms !== "*") return encodeChange({ ...change, terms: "*" });
  return JSON.stringify({ all: true });
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

export function decodeChange(payload: string): SkillChange {
  try {
    const value = JSON.parse(payload) as { skills?: unknown; terms?: unknown };
    if (isStrings(value.skills)) {
      if (value.terms === "*" || isStrings(value.terms)) return { skills: value.skills, terms: value.terms };
      return { skills: value.skills };
    }
  } catch {
    // not ours or malformed: be safe
  }
  return { all: true };
}
