"use client";
// The search form. Without JavaScript it is a plain GET form to /search. With it, typing updates the
// URL (debounced) and filters apply at once, so results follow as you type, a search can be shared
// and the back button steps through earlier searches.
import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { usePathname, useRouter } from "next/navigation";

type Option = { name: string; count: number };
export type SearchValues = { q: string; category: string; tag: string; tier: string; verdict: string; sort: string };

const DEBOUNCE_MS = 250;

function toQuery(values: SearchValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}

export function SearchControls({ values, categories, tags }: { values: SearchValues; categories: Option[]; tags: Option[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState(values);
  const [isPending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const valuesKey = toQuery(values);

  // Back/forward (or a link) changed the URL: show what it says, unless the user is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setState(values);
  }, [valuesKey]);

  function navigate(next: SearchValues, delay: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = toQuery(next);
      if (query === valuesKey) return;
      startTransition(() => router.push(`${pathname}${query ? `?${query}` : ""}`, { scroll: false }));
    }, delay);
  }

  function update(key: keyof SearchValues, value: string, delay = 0) {
    const next = { ...state, [key]: value };
    setState(next);
    navigate(next, delay);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(state, 0);
  }

  return (
    <form action="/search" method="get" role="search" className="search-form" onSubmit={onSubmit} aria-busy={isPending}>
      <div className="row">
        <label className="visually-hidden" htmlFor="search-q">Search skills</label>
        <input
          ref={input} id="search-q" name="q" type="search" className="grow" placeholder="Search by name, description, tag…"
          value={state.q} onChange={(e) => update("q", e.target.value, DEBOUNCE_MS)} autoComplete="off" maxLength={200}
        />
        <button type="submit">Search</button>
      </div>
      <div className="row filters">
        <label>Category
          <select name="category" value={state.category} onChange={(e) => update("category", e.target.value)}>
            <option value="">Any</option>
            {categories.map((c) => <option key={c.name} value={c.name}>{c.name} ({c.count})</option>)}
          </select>
        </label>
        <label>Tag
          <select name="tag" value={state.tag} onChange={(e) => update("tag", e.target.value)}>
            <option value="">Any</option>
            {state.tag && !tags.some((t) => t.name === state.tag) ? <option value={state.tag}>{state.tag}</option> : null}
            {tags.map((t) => <option key={t.name} value={t.name}>{t.name} ({t.count})</option>)}
          </select>
        </label>
        <label>Trust tier
          <select name="tier" value={state.tier} onChange={(e) => update("tier", e.target.value)}>
            <option value="">Any</option>
            <option value="builtin">Built-in</option>
            <option value="trusted">Trusted</option>
            <option value="community">Community</option>
          </select>
        </label>
        <label>Verdict
          <select name="verdict" value={state.verdict} onChange={(e) => update("verdict", e.target.value)}>
            <option value="">Any</option>
            <option value="safe">Safe</option>
            <option value="caution">Caution</option>
            <option value="dangerous">Dangerous</option>
          </select>
        </label>
        <label>Sort
          <select name="sort" value={state.sort} onChange={(e) => update("sort", e.target.value)}>
            <option value="">Best match</option>
            <option value="downloads">Most downloaded</option>
            <option value="trending">Trending</option>
            <option value="recent">Recently updated</option>
            <option value="name">Name</option>
          </select>
        </label>
      </div>
      <p className="visually-hidden" role="status">{isPending ? "Searching…" : ""}</p>
    </form>
  );
}
