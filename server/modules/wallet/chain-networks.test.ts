// CHAIN_NETWORKS (issue #36): the list is checked at start with errors naming network and field,
// and the single-network CHAIN_* variables still give a one-entry list.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChainNetworks } from './chain-networks.ts';
import { loadWalletConfig, networkOf, networksOf, withdrawalChannels } from './wallet.config.ts';

const token = '0x' + '1'.repeat(40);
const xpub = 'xpub-test';
const erc20 = {
  name: 'ERC20',
  label: 'Ethereum',
  rpcUrl: 'https://eth.example.com',
  chainId: 1,
  usdtAddress: token,
  decimals: 6,
  confirmations: 12,
  depositMin: '5',
  withdrawFee: { rate: '0', min: '4' },
  explorerUrl: {
    address: 'https://etherscan.io/address/{address}',
    tx: 'https://etherscan.io/tx/{tx}',
  },
  startBlock: 100,
  hotWalletKeyEnv: 'ERC20_HOT_KEY',
};
const bep20 = {
  ...erc20,
  name: 'BEP20',
  label: 'BNB Smart Chain',
  chainId: 56,
  confirmations: 15,
  hotWalletKeyEnv: 'BEP20_HOT_KEY',
};
delete (bep20 as Partial<typeof erc20>).withdrawFee;

describe('CHAIN_NETWORKS', () => {
  it('reads every network inline or from a file, with its key from the variable it names', () => {
    const key = '0x' + 'a'.repeat(64);
    const env = {
      CHAIN_NETWORKS: JSON.stringify([erc20, bep20]),
      CHAIN_DEPOSIT_XPUB: xpub,
      ERC20_HOT_KEY: key,
    };
    const inline = loadWalletConfig(env);
    expect(inline.networks?.map((n) => n.code)).toEqual(['ERC20', 'BEP20']);
    expect(inline.chain).toBe(inline.networks?.[0]);
    expect(inline.networks?.[0]).toMatchObject({
      family: 'evm',
      label: 'Ethereum',
      chainId: 1,
      tokenAddress: token,
      confirmations: 12,
      depositMin: '5',
      withdrawFee: { rate: '0', min: '4' },
      explorerAddressUrl: 'https://etherscan.io/address/{address}',
      explorerTxUrl: 'https://etherscan.io/tx/{tx}',
      startBlock: 100n,
      hotWalletKey: key,
      depositXpub: xpub,
      testNetwork: false,
    });
    expect(inline.networks?.[1]).toMatchObject({
      code: 'BEP20',
      chainId: 56,
      hotWalletKey: undefined,
      withdrawFee: undefined,
    });

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'networks-')), 'networks.json');
    writeFileSync(file, JSON.stringify([bep20]));
    const fromFile = loadWalletConfig({ CHAIN_NETWORKS: file, CHAIN_DEPOSIT_XPUB: xpub });
    expect(fromFile.networks?.map((n) => n.code)).toEqual(['BEP20']);
    expect(fromFile.manualDeposit.network).toBe('BEP20');
  });

  it('names the network and the field at fault', () => {
    const bad = { ...bep20, usdtAddress: 'nope' };
    expect(() => parseChainNetworks(JSON.stringify([erc20, bad]))).toThrow(
      /CHAIN_NETWORKS network BEP20: usdtAddress must be the token contract address/,
    );
    expect(() => parseChainNetworks(JSON.stringify([erc20, { ...bep20, family: 'tron' }]))).toThrow(
      /network BEP20: family must be a family Caravan has an adapter for: evm/,
    );
    const noName = { ...erc20, name: undefined, confirmations: 0 };
    expect(() => parseChainNetworks(JSON.stringify([noName]))).toThrow(
      /network #1: confirmations must be at least 1/,
    );
    expect(() =>
      parseChainNetworks(
        JSON.stringify([{ ...erc20, explorerUrl: { address: 'https://x.example/' } }]),
      ),
    ).toThrow(/network ERC20: explorerUrl.address must hold \{address\}/);
    expect(() =>
      parseChainNetworks(JSON.stringify([{ ...erc20, hotWalletKey: '0xsecret' }])),
    ).toThrow(/network ERC20: .*hotWalletKey/);
    expect(() => parseChainNetworks(JSON.stringify([erc20, { ...bep20, chainId: 1 }]))).toThrow(
      /network BEP20: chainId 1 is used by another network/,
    );
    expect(() => parseChainNetworks(JSON.stringify([erc20, { ...bep20, name: 'ERC20' }]))).toThrow(
      /ERC20: name is listed twice/,
    );
    expect(() => parseChainNetworks('[]')).toThrow(/at least one network/);
    expect(() => parseChainNetworks('[{')).toThrow(/not valid JSON/);
    expect(() => parseChainNetworks('/nowhere/networks.json')).toThrow(/cannot read \/nowhere/);
    expect(() =>
      loadWalletConfig({
        CHAIN_NETWORKS: JSON.stringify([erc20]),
        CHAIN_DEPOSIT_XPUB: xpub,
        ERC20_HOT_KEY: 'short',
      }),
    ).toThrow(/network ERC20: ERC20_HOT_KEY must be a 32-byte hex private key/);
    expect(() =>
      loadWalletConfig({
        CHAIN_NETWORKS: JSON.stringify([erc20]),
        CHAIN_RPC_URL: 'http://x',
        CHAIN_DEPOSIT_XPUB: xpub,
      }),
    ).toThrow(/both set/);
  });

  it('keeps the single-network CHAIN_* variables as a one-entry list', () => {
    const config = loadWalletConfig({
      CHAIN_RPC_URL: 'http://127.0.0.1:8545',
      CHAIN_USDT_ADDRESS: token,
      CHAIN_DEPOSIT_XPUB: xpub,
      CHAIN_NETWORK: 'BEP20',
    });
    expect(config.networks).toHaveLength(1);
    expect(config.networks?.[0]).toBe(config.chain);
    expect(config.chain).toMatchObject({ code: 'BEP20', tokenAddress: token, confirmations: 12 });
    expect(loadWalletConfig({}).networks).toEqual([]);
  });

  it('serves every listed network, each found by its channel name', () => {
    const config = loadWalletConfig({
      CHAIN_NETWORKS: JSON.stringify([erc20, bep20]),
      CHAIN_DEPOSIT_XPUB: xpub,
    });
    expect(networksOf(config).map((network) => network.code)).toEqual(['ERC20', 'BEP20']);
    expect(withdrawalChannels(config)).toEqual(['ERC20', 'BEP20']);
    expect(networkOf(config, 'BEP20')?.chainId).toBe(bep20.chainId);
    expect(networkOf(config, 'TRC20')).toBeUndefined();
    // A configuration given only its first network (as tests build one) serves that one.
    expect(networksOf({ ...config, networks: undefined }).map((n) => n.code)).toEqual(['ERC20']);
  });
});
