import { defineConfig } from "@wagmi/cli";
import { foundry, react, actions } from "@wagmi/cli/plugins";
import { explorerAbis } from "./plugins/explorer";

export default defineConfig({
  out: "src/generated.ts",
  contracts: [],
  plugins: [
    foundry({ project: ".", include: ["*.sol/*.json"], exclude: ["Test*", "Mock*", "*.t.sol/*"] }),
    explorerAbis({
      chainId: 1,
      contracts: {
        USDC: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
        WETH: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
      },
    }),
    react(),
    actions(),
  ],
});
