// Wallet configuration from environment variables: the EVM networks used for USDT deposits and
// payouts (none: no on-chain channel, no watcher, no payouts) and the business limits.

import type { AcceptedPayment } from '../../../domain/brand.ts';
import { intFromEnv } from '../../platform/env.ts';
import { parseChainNetworks } from './chain-networks.ts';
import type { NetworkFamilyName } from './network-family.ts';

export interface ChainNetworkConfig {
  /** Network code shown to users and used as withdrawal `channel`, e.g. `ERC20`. */
  code: string;
  /** How the network is spoken to: its addresses, watcher and payout signer (network-family.ts). */
  family: NetworkFamilyName;
  /** What users read for the network (CHAIN_NETWORKS `label`); absent: the code. */
  label?: string | undefined;
  coin: string;
  chainId: number;
  rpcUrl: string;
  tokenAddress: `0x${string}`;
  decimals: number;
  confirmations: number;
  /** Deposits below this are recorded and shown but not credited. */
  depositMin: string;
  /** Extended public key (xpub) from which per-user deposit addresses are derived. */
  depositXpub: string;
  /** Hot wallet private key paying withdrawals; absent: approved withdrawals wait. */
  hotWalletKey: `0x${string}` | undefined;
  /** An explorer's address page with `{address}` in it (CHAIN_EXPLORER_ADDRESS_URL); none on a test network. */
  explorerAddressUrl?: string | undefined;
  /** An explorer's transaction page with `{tx}` in it (CHAIN_NETWORKS `explorerUrl.tx`). */
  explorerTxUrl?: string | undefined;
  /** This network's withdrawal fee rule (CHAIN_NETWORKS `withdrawFee`); absent: the platform rule. */
  withdrawFee?: { rate: string; min: string } | undefined;
  /** First block the watcher reads when it has no cursor yet. */
  startBlock: bigint | undefined;
  /** Background job period; 0 disables the in-process jobs (tests run sweeps themselves). */
  pollMs: number;
  /** A test network (CHAIN_TEST_NETWORK=local: the local chain of `npm start`): labelled so everywhere. */
  testNetwork: boolean;
}

export interface WalletConfig {
  /**
   * The first network: the default of manual deposits' network and of callers that name none.
   * A configuration given only this (tests) serves it as its one network (`networksOf`).
   */
  chain: ChainNetworkConfig | undefined;
  /** Every configured network (CHAIN_NETWORKS, or the single `CHAIN_*` network as one entry). */
  networks?: ChainNetworkConfig[] | undefined;
  manualDeposit: { enabled: boolean; max: string; network: string };
  withdraw: {
    min: string;
    max: string;
    feeRate: string;
    feeMin: string;
    maxPerDay: number;
    /** `HH:mm-HH:mm` in platform time; equal ends: always open. */
    window: string;
    /** Hours withdrawals wait after the bound address changes. */
    addressHoldHours: number;
  };
  /**
   * Where buyers pay for a proof deposit (the platform's receiving address), shown on the deposit
   * screen. Empty: proof deposits are shown as unavailable.
   */
  manualDepositAddress: string;
  /**
   * The bank account buyers transfer to for a bank-card deposit (bank, account, holder), shown on
   * the deposit screen. Empty: bank deposits are shown as unavailable.
   */
  manualBankAccount: string;
  /**
   * The currencies the bank account takes (WALLET_BANK_CURRENCIES): ISO 4217 fiat codes, each
   * offered while an operator's rate for it is fresh, and `USDT` for transfers stated in USDT and
   * credited as stated (the default, as before rates existed).
   */
  bankCurrencies: string[];
  /** How old an exchange rate may be and still be offered (hours); 0 offers none. */
  rateMaxAgeHours: number;
}

/** Every configured network, in the order of the configuration (the first is the default). */
export function networksOf(config: WalletConfig): ChainNetworkConfig[] {
  if (config.networks && config.networks.length > 0) return config.networks;
  return config.chain ? [config.chain] : [];
}

/** The configured network of a channel name (`ERC20`, `BEP20`, ...), if there is one. */
export function networkOf(config: WalletConfig, code: string): ChainNetworkConfig | undefined {
  return networksOf(config).find((network) => network.code === code);
}

/** The ways money can leave a wallet: withdrawals go out on the configured networks only. */
export function withdrawalChannels(config: WalletConfig): string[] {
  return networksOf(config).map((network) => network.code);
}

/**
 * Manual deposits switched on with a place to pay to, but no way for the money to leave (issue
 * #33): they stay closed, and a deposit is refused saying why (`wallet.noWayOut`).
 */
export function manualWithoutWayOut(config: WalletConfig): boolean {
  const configured = config.manualDepositAddress !== '' || config.manualBankAccount !== '';
  return config.manualDeposit.enabled && configured && withdrawalChannels(config).length === 0;
}

/** Which manual deposit methods are open: each needs the place buyers pay to and a way out. */
export function manualMethods(config: WalletConfig): { proof: boolean; bank: boolean } {
  const on = config.manualDeposit.enabled && !manualWithoutWayOut(config);
  return {
    proof: on && config.manualDepositAddress !== '',
    bank: on && config.manualBankAccount !== '',
  };
}

/** WALLET_BANK_CURRENCIES: comma-separated ISO 4217 codes and/or USDT, each once. */
export function parseBankCurrencies(value: string): string[] {
  const codes = value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  for (const code of codes)
    if (code !== 'USDT' && !/^[A-Z]{3}$/.test(code))
      throw new Error(
        `WALLET_BANK_CURRENCIES: ${code} is neither an ISO 4217 currency code nor USDT`,
      );
  if (new Set(codes).size !== codes.length)
    throw new Error('WALLET_BANK_CURRENCIES names a currency twice');
  return codes;
}

/** An https address page pattern holding `{address}`, or undefined when not set. */
function explorerUrl(pattern: string | undefined): string | undefined {
  if (!pattern) return undefined;
  if (!/^https:\/\/[^\s]+$/.test(pattern) || !pattern.includes('{address}'))
    throw new Error('CHAIN_EXPLORER_ADDRESS_URL must be an https address holding {address}');
  return pattern;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function decimal(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  if (!/^\d+(\.\d+)?$/.test(value)) throw new Error(`${name} must be a decimal number`);
  return value;
}

/** The networks of CHAIN_NETWORKS, with their keys read from the variables they name. */
function networksFromList(env: NodeJS.ProcessEnv, value: string): ChainNetworkConfig[] {
  if (env.CHAIN_RPC_URL)
    throw new Error(
      'CHAIN_NETWORKS and CHAIN_RPC_URL are both set: list every network in CHAIN_NETWORKS',
    );
  const depositXpub = env.CHAIN_DEPOSIT_XPUB;
  if (!depositXpub) throw new Error('CHAIN_DEPOSIT_XPUB must be an extended public key');
  const pollMs = intFromEnv(env, 'CHAIN_POLL_MS', 4000);
  return parseChainNetworks(value).map((entry) => {
    const key = entry.hotWalletKeyEnv ? env[entry.hotWalletKeyEnv] : undefined;
    if (key && !/^0x[0-9a-fA-F]{64}$/.test(key))
      throw new Error(
        `CHAIN_NETWORKS network ${entry.name}: ${entry.hotWalletKeyEnv} must be a 32-byte hex private key`,
      );
    return {
      code: entry.name,
      family: entry.family,
      label: entry.label,
      coin: 'USDT',
      chainId: entry.chainId,
      rpcUrl: entry.rpcUrl,
      tokenAddress: entry.usdtAddress as `0x${string}`,
      decimals: entry.decimals,
      confirmations: entry.confirmations,
      depositMin: entry.depositMin,
      depositXpub,
      hotWalletKey: key ? (key as `0x${string}`) : undefined,
      explorerAddressUrl: entry.explorerUrl?.address,
      explorerTxUrl: entry.explorerUrl?.tx,
      withdrawFee: entry.withdrawFee,
      startBlock: entry.startBlock === undefined ? undefined : BigInt(entry.startBlock),
      pollMs,
      testNetwork: entry.testNetwork,
    };
  });
}

export function loadWalletConfig(env: NodeJS.ProcessEnv = process.env): WalletConfig {
  const rpcUrl = env.CHAIN_RPC_URL;
  let chain: ChainNetworkConfig | undefined;
  let networks: ChainNetworkConfig[] = [];
  if (env.CHAIN_NETWORKS) {
    networks = networksFromList(env, env.CHAIN_NETWORKS);
    chain = networks[0];
  } else if (rpcUrl) {
    const tokenAddress = env.CHAIN_USDT_ADDRESS;
    const depositXpub = env.CHAIN_DEPOSIT_XPUB;
    if (!tokenAddress || !/^0x[0-9a-fA-F]{40}$/.test(tokenAddress))
      throw new Error('CHAIN_USDT_ADDRESS must be the token contract address');
    if (!depositXpub) throw new Error('CHAIN_DEPOSIT_XPUB must be an extended public key');
    const hotWalletKey = env.CHAIN_HOT_WALLET_KEY;
    if (hotWalletKey && !/^0x[0-9a-fA-F]{64}$/.test(hotWalletKey))
      throw new Error('CHAIN_HOT_WALLET_KEY must be a 32-byte hex private key');
    chain = {
      code: text(env, 'CHAIN_NETWORK', 'ERC20'),
      family: 'evm',
      coin: 'USDT',
      chainId: intFromEnv(env, 'CHAIN_ID', 31337),
      rpcUrl,
      tokenAddress: tokenAddress as `0x${string}`,
      decimals: intFromEnv(env, 'CHAIN_USDT_DECIMALS', 6),
      confirmations: Math.max(1, intFromEnv(env, 'CHAIN_CONFIRMATIONS', 12)),
      depositMin: decimal(env, 'CHAIN_DEPOSIT_MIN', '1'),
      depositXpub,
      hotWalletKey: hotWalletKey ? (hotWalletKey as `0x${string}`) : undefined,
      explorerAddressUrl: explorerUrl(env.CHAIN_EXPLORER_ADDRESS_URL),
      startBlock: env.CHAIN_START_BLOCK ? BigInt(env.CHAIN_START_BLOCK) : undefined,
      pollMs: intFromEnv(env, 'CHAIN_POLL_MS', 4000),
      testNetwork: env.CHAIN_TEST_NETWORK === 'local',
    };
    networks = [chain];
  }
  return {
    chain,
    networks,
    manualDeposit: {
      enabled: text(env, 'WALLET_MANUAL_DEPOSIT', 'on') !== 'off',
      max: decimal(env, 'WALLET_DEPOSIT_MAX', '1000000'),
      network: text(env, 'WALLET_MANUAL_NETWORK', chain?.code ?? 'ERC20'),
    },
    manualDepositAddress: text(env, 'WALLET_MANUAL_DEPOSIT_ADDRESS', ''),
    manualBankAccount: text(env, 'WALLET_MANUAL_BANK_ACCOUNT', '').slice(0, 300),
    bankCurrencies: parseBankCurrencies(text(env, 'WALLET_BANK_CURRENCIES', 'USDT')),
    rateMaxAgeHours: intFromEnv(env, 'WALLET_RATE_MAX_AGE_HOURS', 24),
    withdraw: {
      min: decimal(env, 'WALLET_WITHDRAW_MIN', '10'),
      max: decimal(env, 'WALLET_WITHDRAW_MAX', '100000'),
      feeRate: decimal(env, 'WALLET_WITHDRAW_FEE_RATE', '0.001'),
      feeMin: decimal(env, 'WALLET_WITHDRAW_FEE_MIN', '1'),
      maxPerDay: intFromEnv(env, 'WALLET_WITHDRAW_MAX_PER_DAY', 3),
      window: text(env, 'WALLET_WITHDRAW_WINDOW', '00:00-00:00'),
      addressHoldHours: intFromEnv(env, 'WALLET_ADDRESS_HOLD_HOURS', 24),
    },
  };
}

/** The ways to pay in that are really open, for the storefront's footer. */
export function acceptedPayments(config: WalletConfig): AcceptedPayment[] {
  const accepted: AcceptedPayment[] = [];
  for (const network of networksOf(config)) {
    accepted.push({
      kind: 'chain',
      coin: network.coin,
      network: network.code,
      testNetwork: network.testNetwork,
    });
  }
  const manual = manualMethods(config);
  const network = config.manualDeposit.network;
  if (manual.proof) accepted.push({ kind: 'proof', coin: 'USDT', network, testNetwork: false });
  if (manual.bank) accepted.push({ kind: 'bank', coin: 'USDT', network, testNetwork: false });
  return accepted;
}
