// The chain settings of the API tests: the network of the local test chain (chain id 31337, a USDT of
// 6 decimals), either without a node (nothing talks to a chain; the in-process jobs are off) or
// pointed at the anvil chain a test started, with its token and hot wallet.
import { randomBytes } from 'node:crypto';
import { HDKey } from 'viem/accounts';
import type { ChainNetworkConfig } from '../modules/wallet/wallet.config.ts';

/** A fresh extended public key (the matching private key is thrown away, as in production). */
export function randomXpub(): { xpub: string; root: HDKey } {
  const root = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'/0");
  return { xpub: root.publicExtendedKey, root };
}

/**
 * The test network's settings. Without overrides it has no node (the RPC port is one nothing listens
 * on) and its jobs are off (`pollMs` 0: tests run the sweeps themselves, step by step).
 */
export function testChain(overrides: Partial<ChainNetworkConfig> = {}): ChainNetworkConfig {
  return {
    code: 'ERC20',
    family: 'evm',
    coin: 'USDT',
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:9',
    tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    decimals: 6,
    confirmations: 3,
    depositMin: '1',
    depositXpub: randomXpub().xpub,
    hotWalletKey: undefined,
    startBlock: undefined,
    pollMs: 0,
    testNetwork: false,
    ...overrides,
  };
}
