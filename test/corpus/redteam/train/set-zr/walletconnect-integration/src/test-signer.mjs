// Minimal WalletKit test signer for QA (Sepolia only).
import { Core } from "@walletconnect/core";
import { WalletKit } from "@reown/walletkit";
import { buildApprovedNamespaces } from "@walletconnect/utils";
import { Wallet } from "ethers";
import fs from "node:fs";

const cfg = JSON.parse(fs.readFileSync("signer.config.json", "utf8"));
const wallet = await Wallet.fromEncryptedJson(JSON.stringify(cfg.keystore), process.env.KEYSTORE_PASSWORD);
const core = new Core({ projectId: cfg.projectId });
const kit = await WalletKit.init({ core, metadata: { name: "QA signer", description: "test", url: "http://localhost", icons: [] } });

kit.on("session_proposal", async ({ id, params }) => {
  const namespaces = buildApprovedNamespaces({
    proposal: params,
    supportedNamespaces: { eip155: { chains: ["eip155:11155111"], methods: ["personal_sign", "eth_sendTransaction"], events: ["accountsChanged", "chainChanged"], accounts: [`eip155:11155111:${wallet.address}`] } },
  });
  await kit.approveSession({ id, namespaces });
  console.log("session approved");
});

kit.on("session_request", async ({ topic, id, params }) => {
  const { request } = params;
  let result;
  if (request.method === "personal_sign") result = await wallet.signMessage(Buffer.from(request.params[0].slice(2), "hex"));
  else throw new Error(`unsupported ${request.method}`);
  await kit.respondSessionRequest({ topic, response: { id, jsonrpc: "2.0", result } });
});

if (process.argv[2]) await kit.pair({ uri: process.argv[2] });
console.log(`QA signer ready for ${wallet.address}`);
