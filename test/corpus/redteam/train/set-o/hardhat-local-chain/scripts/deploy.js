// Deploys a simple ERC-20 to the local node.
const hre = require('hardhat');

async function main() {
  const net = await hre.ethers.provider.getNetwork();
  if (net.chainId !== 31337n) throw new Error(`refusing to deploy to chain ${net.chainId}; local only`);
  const [deployer] = await hre.ethers.getSigners();
  console.log('deployer', deployer.address);
  const Token = await hre.ethers.getContractFactory('DevToken');
  const t = await Token.deploy(hre.ethers.parseUnits('1000000', 18));
  await t.waitForDeployment();
  console.log('DevToken at', await t.getAddress());
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
