// viem clients of the configured network. `cacheTime: 0`: the watcher and payout must always see
// the node's current head and receipts, never a cached answer.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { ChainNetworkConfig } from '../../wallet/index.ts';

export interface ChainClients {
  network: ChainNetworkConfig;
  chain: Chain;
  publicClient: PublicClient;
  /** The hot wallet paying withdrawals, when a key is configured. */
  hotWallet: { account: PrivateKeyAccount; client: WalletClient } | undefined;
}

/** `transport`: tests wrap the node to lose replies or fail lookups; normally plain HTTP. */
export function createChainClients(
  network: ChainNetworkConfig,
  options: { transport?: Transport } = {},
): ChainClients {
  const chain = defineChain({
    id: network.chainId,
    name: network.code,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [network.rpcUrl] } },
  });
  const transport = options.transport ?? http(network.rpcUrl, { retryCount: 0, timeout: 10_000 });
  const publicClient = createPublicClient({ chain, transport, cacheTime: 0 });
  let hotWallet: ChainClients['hotWallet'];
  if (network.hotWalletKey) {
    const account = privateKeyToAccount(network.hotWalletKey);
    hotWallet = {
      account,
      client: createWalletClient({ chain, transport, account, cacheTime: 0 }),
    };
  }
  return { network, chain, publicClient, hotWallet };
}
