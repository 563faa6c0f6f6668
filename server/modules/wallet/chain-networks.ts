// The USDT networks of `CHAIN_NETWORKS` (issue #36): a JSON file path or inline JSON listing each
// network with its own token, confirmations, minimum, fee rule, explorer and hot-wallet key
// reference. Checked at start: a wrong entry stops the server with a message naming the network
// and the field, so an operator never finds out from a lost deposit.

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { NETWORK_FAMILIES } from './network-family.ts';

const decimal = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number written as a string');

const https = (placeholder: string) =>
  z
    .string()
    .regex(/^https:\/\/\S+$/, 'must be an https address')
    .refine((value) => value.includes(placeholder), `must hold ${placeholder}`);

const networkEntry = z.strictObject({
  /** The channel shown and sent, e.g. `ERC20`, `BEP20`, `POLYGON`. */
  name: z.string().regex(/^[A-Z0-9_]{2,16}$/, 'must be 2-16 capital letters, digits or _'),
  /** How the network is spoken to (network-family.ts); every network so far is an EVM one. */
  family: z
    .enum(NETWORK_FAMILIES, {
      error: `must be a family Caravan has an adapter for: ${NETWORK_FAMILIES.join(', ')}`,
    })
    .default('evm'),
  label: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
  rpcUrl: z.url({ protocol: /^(https?|wss?)$/, error: 'must be an http(s) or ws(s) address' }),
  chainId: z.int().positive('must be a positive integer'),
  usdtAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be the token contract address'),
  decimals: z.int().min(0).max(36).default(6),
  confirmations: z.int().min(1, 'must be at least 1'),
  depositMin: decimal.default('1'),
  /** Absent: the platform-wide WALLET_WITHDRAW_FEE_RATE / _MIN rule. */
  withdrawFee: z.strictObject({ rate: decimal, min: decimal }).optional(),
  explorerUrl: z
    .strictObject({ address: https('{address}'), tx: https('{tx}').optional() })
    .optional(),
  startBlock: z.int().min(0).optional(),
  /** The name of the environment variable holding the hot wallet key, never the key itself. */
  hotWalletKeyEnv: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name')
    .optional(),
  /** A test network: labelled so everywhere (the local chains of `npm start`). */
  testNetwork: z.boolean().default(false),
});

export type ChainNetworkEntry = z.infer<typeof networkEntry>;

const networkList = z.array(networkEntry).min(1, 'must list at least one network');

/** The text of `CHAIN_NETWORKS`: inline JSON when it starts with `[`, else a file path. */
function networksText(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) return trimmed;
  try {
    return readFileSync(trimmed, 'utf8');
  } catch (error) {
    throw new Error(`CHAIN_NETWORKS: cannot read ${trimmed}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * The checked entries of `CHAIN_NETWORKS`; throws naming the network (its `name`, else its
 * position) and the field at fault.
 */
export function parseChainNetworks(value: string): ChainNetworkEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(networksText(value));
  } catch (error) {
    if ((error as Error).message.startsWith('CHAIN_NETWORKS')) throw error;
    throw new Error(`CHAIN_NETWORKS is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = networkList.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      if (typeof index !== 'number') return `CHAIN_NETWORKS ${issue.message}`;
      const entry = Array.isArray(raw) ? (raw[index] as { name?: unknown } | undefined) : undefined;
      const which =
        typeof entry?.name === 'string' && entry.name !== ''
          ? `network ${entry.name}`
          : `network #${index + 1}`;
      const where = field.length > 0 ? ` ${field.join('.')}` : '';
      return `CHAIN_NETWORKS ${which}:${where} ${issue.message}`;
    });
    throw new Error(lines.join('\n'));
  }
  const seen = { name: new Set<string>(), chainId: new Set<number>() };
  for (const network of parsed.data) {
    if (seen.name.has(network.name))
      throw new Error(`CHAIN_NETWORKS network ${network.name}: name is listed twice`);
    if (seen.chainId.has(network.chainId))
      throw new Error(
        `CHAIN_NETWORKS network ${network.name}: chainId ${network.chainId} is used by another network`,
      );
    seen.name.add(network.name);
    seen.chainId.add(network.chainId);
  }
  return parsed.data;
}
