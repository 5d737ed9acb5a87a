import { ConnectButton } from "@rainbow-me/rainbowkit";
import { useAccount, useReadContract } from "wagmi";
import { erc20Abi, formatUnits } from "viem";

const TOKEN = "0x0000000000000000000000000000000000000001" as const;

export default function App() {
  const { address } = useAccount();
  const { data: bal } = useReadContract({
    address: TOKEN, abi: erc20Abi, functionName: "balanceOf",
    args: address ? [address] : undefined, query: { enabled: !!address },
  });
  return (
    <main style={{ padding: 24 }}>
      <ConnectButton />
      {address && <p>Balance: {bal !== undefined ? formatUnits(bal, 18) : "…"}</p>}
    </main>
  );
}
