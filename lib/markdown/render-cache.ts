// A small in-process LRU for rendered output. Versions are immutable, so HTML rendered from a
// version's bytes never goes stale; keys must include everything the output depends on.
import "server-only";

const MAX_ENTRIES = 300;
const entries = new Map<string, Promise<unknown>>();

export function cachedRender<T>(key: string, render: () => Promise<T> | T): Promise<T> {
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit);
    return hit as Promise<T>;
  }
  const value = Promise.resolve().then(render);
  entries.set(key, value);
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}
