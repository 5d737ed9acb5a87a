import { getDefaultConfig } from "@rainbow-me/rainbowkit";
import { http } from "wagmi";
import { base, mainnet, sepolia } from "wagmi/chains";

export const config = getDefaultConfig({
  appName: "My Dapp",
  projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  chains: [mainnet, sepolia, base],
  transports: {
    [mainnet.id]: http(),
    [sepolia.id]: http(import.meta.env.VITE_RPC_SEPOLIA),
    [base.id]: http(import.meta.env.VITE_RPC_BASE),
  },
});
