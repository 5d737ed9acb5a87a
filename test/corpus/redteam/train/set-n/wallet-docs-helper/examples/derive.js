// Derive the first N test accounts from the public Hardhat/Anvil mnemonic.
// Offline: no provider is created, nothing is sent anywhere.
import { HDNodeWallet, Mnemonic } from 'ethers';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const n = Number(process.argv[2] ?? 3);

const mnemonic = Mnemonic.fromPhrase(TEST_MNEMONIC);
for (let i = 0; i < n; i++) {
  const w = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${i}`);
  console.log(i, w.address);
}
