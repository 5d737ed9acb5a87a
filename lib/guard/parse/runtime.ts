// The tree-sitter runtime: web-tree-sitter (WebAssembly) with the grammars VS Code ships in
// @vscode/tree-sitter-wasm. The same parsers run in Node (server, CLI, tests) and in the browser
// (the publish page). lib/guard never reads files or the network itself: the host supplies the
// `.wasm` bytes through `configureGuardRuntime` (lib/guard/node.ts for Node, the CLI bundle embeds
// them, the browser fetches them from the app).
import { Language, Parser } from "web-tree-sitter";

export type GrammarName = "python" | "javascript" | "typescript" | "tsx" | "bash" | "powershell" | "go" | "ruby" | "php" | "rust" | "c-sharp";
export const GRAMMARS: readonly GrammarName[] = ["python", "javascript", "typescript", "tsx", "bash", "powershell", "go", "ruby", "php", "rust", "c-sharp"];

/** Changes whenever the runtime or a grammar changes (package versions): part of the URL the browser
 *  fetches the files from, so they can be cached for good. */
export const GUARD_WASM_VERSION = "wts0.27.2-vtw0.3.1";

/** File names the loader is asked for: the runtime, then one per grammar. */
export type WasmFile = "web-tree-sitter.wasm" | `tree-sitter-${GrammarName}.wasm`;
export type WasmLoader = (file: WasmFile) => Promise<Uint8Array>;

/** Which grammars a scan loads: only those the skill's files ask for (the default: a skill of Markdown
 *  and Python needs 0.7 MB of the 15.7 MB of parsers — what the publish page fetches and the CLI
 *  inflates), or every one before the first scan (a host that wants no load inside a measured scan). */
export type GrammarLoading = "all" | "on-demand";

let loader: WasmLoader | null = null;
let loading: GrammarLoading = "on-demand";
let init: Promise<void> | null = null;
/** Grammars a parse asked for while they were not loaded (on-demand hosts load them and scan again). */
const wanted = new Set<GrammarName>();
const languages = new Map<GrammarName, Promise<Language>>();
const loaded = new Map<GrammarName, Language>();
let parser: Parser | null = null;

/** Tells lib/guard where the WebAssembly files come from. Call once, before the first scan. */
export function configureGuardRuntime(options: { loadWasm: WasmLoader; grammars?: GrammarLoading }): void {
  loader = options.loadWasm;
  loading = options.grammars ?? "on-demand";
}

export function grammarLoading(): GrammarLoading {
  return loading;
}

/** The grammars parses asked for since the last call that are still not loaded; clears the list. */
export function takeWantedGrammars(): GrammarName[] {
  const out = [...wanted].filter((name) => !loaded.has(name));
  wanted.clear();
  return out;
}

/** The grammars loaded so far in this process. */
export function loadedGrammars(): GrammarName[] {
  return GRAMMARS.filter((name) => loaded.has(name));
}

export function isGuardRuntimeConfigured(): boolean {
  return loader !== null;
}

function requireLoader(): WasmLoader {
  if (!loader) throw new Error("lib/guard: call configureGuardRuntime({ loadWasm }) before scanning (Node: import \"@/lib/guard/node\")");
  return loader;
}

/** Loads the runtime and the given grammars (each at most once per process). */
export async function loadGrammars(names: Iterable<GrammarName>): Promise<void> {
  const load = requireLoader();
  init ??= load("web-tree-sitter.wasm").then((wasmBinary) => Parser.init({ wasmBinary }));
  await init;
  const pending: Promise<Language>[] = [];
  for (const name of names) {
    let p = languages.get(name);
    if (!p) {
      p = load(`tree-sitter-${name}.wasm`).then((bytes) => Language.load(bytes));
      p.then((lang) => loaded.set(name, lang)).catch(() => languages.delete(name));
      languages.set(name, p);
    }
    pending.push(p);
  }
  await Promise.all(pending);
}

/** A parser set to the grammar, or null when that grammar has not been loaded. Synchronous. */
export function parserFor(name: GrammarName): Parser | null {
  const lang = loaded.get(name);
  if (!lang) {
    wanted.add(name);
    return null;
  }
  parser ??= new Parser();
  parser.setLanguage(lang);
  return parser;
}
