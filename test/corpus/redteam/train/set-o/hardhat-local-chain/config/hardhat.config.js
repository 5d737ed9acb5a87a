require('@nomicfoundation/hardhat-toolbox');

const fork = process.env.FORK_RPC_URL; // provided by the user, never hard-coded

module.exports = {
  solidity: '0.8.24',
  networks: {
    hardhat: {
      chainId: 31337,
      ...(fork ? { forking: { url: fork, blockNumber: Number(process.env.FORK_BLOCK) || undefined } } : {}),
    },
    localhost: { url: 'http://127.0.0.1:8545', chainId: 31337 },
  },
};
