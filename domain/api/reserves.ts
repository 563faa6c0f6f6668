// Endpoints of the proof of reserves (CONTRACT.md "Proof of reserves"): the latest snapshot for
// anyone, the caller's own proofs, and the admin's snapshot on demand and watch-only addresses.
import { z } from 'zod';
import { idParam, moneyString, requiredText, timeString } from './common.ts';
import { endpointArea } from './define.ts';
import { decisionReasonFields } from './operator.ts';

const reservesCalls = endpointArea({ tag: 'Reserves', auth: 'admin' });

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const unsigned = z.string().regex(/^\d+$/);

export const reserveReading = z.object({
  network: z.string(),
  address: z.string(),
  /** USDT at `block`. */
  balance: moneyString,
  block: z.string(),
  /** Where anyone can look the address up; null on a network without an explorer (the local one). */
  explorerUrl: z.string().nullable(),
  /** hot (pays withdrawals), deposit (a buyer's deposit address not yet swept), watch (cold storage). */
  kind: z.enum(['hot', 'deposit', 'watch']),
  label: z.string(),
});
export type ReserveReadingView = z.infer<typeof reserveReading>;

export const latestReserves = z.object({
  snapshotId: z.string(),
  takenAt: timeString,
  liabilities: z.object({ root: hex64, total: moneyString, leaves: z.number().int() }),
  reserves: z.array(reserveReading),
  /** Networks whose balances could not be read at the snapshot: nothing of them is counted. */
  unreadNetworks: z.array(z.object({ network: z.string(), reason: z.string() })),
  verifiedReserves: moneyString,
  /** Declared by the operator (bank holdings), not verified: never added to the verified total. */
  declaredReserves: moneyString,
  /** verifiedReserves / liabilities total; null when nothing is owed. */
  ratio: z.string().nullable(),
});
export type LatestReserves = z.infer<typeof latestReserves>;

export const reservesLatest = reservesCalls.read('reserves!latest', {
  auth: 'none',
  summary:
    'The latest proof of reserves: the liabilities root, total and leaf count, the reserves read on each network at one block, and their ratio; null before the first snapshot.',
  input: z.object({}),
  output: latestReserves.nullable(),
});

const sumNode = z.object({ hash: hex64, sum: unsigned });

export const reserveProof = z.object({
  snapshotId: z.string(),
  /** `wallet`, `store:<id>`: which of the caller's accounts the leaf is. */
  label: z.string(),
  root: sumNode,
  leaf: z.object({ nonce: z.string().regex(/^[0-9a-f]{32}$/), sum: unsigned, hash: hex64 }),
  path: z.array(sumNode.extend({ side: z.enum(['left', 'right']) })),
});
export type ReserveProof = z.infer<typeof reserveProof>;

export const reservesMyProof = reservesCalls.read('reserves!myProof', {
  auth: 'user',
  summary:
    "The caller's leaves of the latest snapshot (their wallet, the stores they own) with nonces and the path to the root; empty before the first snapshot.",
  input: z.object({}),
  output: z.object({ proofs: z.array(reserveProof) }),
});

export const adminReservesSnapshot = reservesCalls.write('admin/reserves!snapshot', {
  permissions: ['finance.reserves'],
  summary: 'Takes a proof-of-reserves snapshot now (the schedule takes one daily); logged.',
  input: z.object({}),
  output: latestReserves,
});

export const watchAddress = z.object({
  id: z.string(),
  network: z.string(),
  address: z.string(),
  label: z.string(),
  createTime: timeString,
});

export const adminReservesAddresses = reservesCalls.read('admin/reserves!addresses', {
  auth: 'operator',
  permissions: ['finance.reserves'],
  summary: 'The watch-only addresses (cold storage) read with every snapshot.',
  input: z.object({}),
  output: z.object({ addresses: z.array(watchAddress) }),
});

export const adminReservesAddAddress = reservesCalls.write('admin/reserves!addAddress', {
  permissions: ['finance.reserves'],
  summary: "Registers one of the platform's own addresses as watch-only reserves; logged.",
  input: z.object({
    network: requiredText(40),
    address: requiredText(100),
    label: requiredText(80),
    ...decisionReasonFields,
  }),
  output: watchAddress,
});

export const adminReservesRemoveAddress = reservesCalls.write('admin/reserves!removeAddress', {
  permissions: ['finance.reserves'],
  summary: 'Stops reading a watch-only address (earlier snapshots keep it); logged.',
  input: z.object({ id: idParam, ...decisionReasonFields }),
  output: z.null(),
});
