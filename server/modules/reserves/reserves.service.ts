// The proof of reserves as the API answers it: the latest snapshot for anyone, the caller's own
// proofs (their wallet's leaf and their stores' leaves with the path to the root), and the admin's
// snapshot on demand and watch-only addresses, each decision in the audit log.
import { getAddress, isAddress } from 'viem';
import type {
  LatestReserves,
  ReserveProof,
  ReserveReadingView,
} from '../../../domain/api/reserves.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { ReasonCode } from '../../../domain/operator/reasons.ts';
import { D } from '../../../domain/money.ts';
import { fromMicro, siblingPositions } from '../../../domain/reserves/merkle-sum-tree.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transaction.ts';
import { wireTime } from '../../platform/time.ts';
import { recordAudit } from '../audit/index.ts';
import { storeOfOwner } from '../store/index.ts';
import { readParameter } from '../settings/index.ts';
import { networkOf, networksOf, type ChainNetworkConfig } from '../wallet/index.ts';
import { readReserves } from './chain-reserves.ts';
import * as repo from './reserves.repository.ts';
import { takeSnapshot } from './snapshot.service.ts';

function explorerLink(
  networks: readonly ChainNetworkConfig[],
  reading: { network: string; address: string },
) {
  const network = networks.find((candidate) => candidate.code === reading.network);
  if (!network?.explorerAddressUrl) return null;
  return network.explorerAddressUrl.replace('{address}', reading.address);
}

export function latestView(
  snapshot: Omit<repo.SnapshotRow, 'seq'>,
  networks: readonly ChainNetworkConfig[],
  timeZone: string,
): LatestReserves {
  const total = fromMicro(BigInt(snapshot.totalMicro));
  const verified = new D(snapshot.verifiedReserves);
  return {
    snapshotId: snapshot.id,
    takenAt: wireTime(snapshot.takenAt, timeZone),
    liabilities: { root: snapshot.rootHash, total, leaves: snapshot.leafCount },
    reserves: snapshot.reserves.map((reading): ReserveReadingView => ({
      network: reading.network,
      address: reading.address,
      balance: reading.balance,
      block: reading.block,
      explorerUrl: explorerLink(networks, reading),
      kind: reading.kind,
      label: reading.label,
    })),
    unreadNetworks: snapshot.unreadNetworks,
    verifiedReserves: verified.toFixed(),
    declaredReserves: new D(snapshot.declaredReserves).toFixed(),
    ratio: new D(total).isZero()
      ? null
      : verified.dividedBy(total).toDecimalPlaces(4, D.ROUND_DOWN).toFixed(),
  };
}

export async function latest(ctx: ServiceContext): Promise<Result<LatestReserves | null>> {
  const snapshot = await repo.latestSnapshot(ctx.db);
  return ok(
    snapshot
      ? latestView(snapshot, networksOf(ctx.config.wallet), ctx.config.platformTimeZone)
      : null,
  );
}

export async function myProofs(ctx: ServiceContext): Promise<Result<{ proofs: ReserveProof[] }>> {
  const { userId } = requireUser(ctx);
  const snapshot = await repo.latestSnapshot(ctx.db);
  if (!snapshot) return ok({ proofs: [] });
  const [leaves, levels] = await Promise.all([
    storeOfOwner(ctx.db, userId).then((store) =>
      repo.leavesOf(ctx.db, snapshot.id, userId, store ? [store] : []),
    ),
    repo.levelCount(ctx.db, snapshot.id),
  ]);
  const steps = leaves.map((leaf) => siblingPositions(leaf.position, levels));
  const places = [
    ...leaves.map((leaf) => ({ level: 0, position: leaf.position })),
    ...steps.flat(),
  ];
  const nodes = new Map(
    (await repo.nodesAt(ctx.db, snapshot.id, places)).map((node) => [
      `${node.level}:${node.position}`,
      node,
    ]),
  );
  const node = (level: number, position: number) => {
    const found = nodes.get(`${level}:${position}`);
    if (!found) throw new Error(`snapshot ${snapshot.id} lacks node ${level}:${position}`);
    return found;
  };
  const root = { hash: snapshot.rootHash, sum: snapshot.totalMicro };
  const proofs = leaves.map((leaf, i): ReserveProof => ({
    snapshotId: snapshot.id,
    label: leaf.label,
    root,
    leaf: { nonce: leaf.nonce, sum: leaf.sumMicro, hash: node(0, leaf.position).hash },
    path: steps[i]!.map((step) => {
      const sibling = node(step.level, step.position);
      return { side: step.side, hash: sibling.hash, sum: sibling.sumMicro };
    }),
  }));
  return ok({ proofs });
}

/** A snapshot now: the admin's call, or the daily schedule (no caller, its platform day given). */
export async function snapshotNow(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'config' | 'caller' | 'ip'>,
  scheduledDay?: string,
): Promise<LatestReserves> {
  const networks = networksOf(ctx.config.wallet);
  const snapshot = await takeSnapshot(ctx.db, {
    now: ctx.now,
    takenBy: ctx.caller?.userId ?? null,
    scheduledDay,
    declaredReserves: await readParameter(ctx.db, 'reserves_declared_bank', '0'),
    readReserves: async () => readReserves(ctx.db, networks, await repo.liveWatchAddresses(ctx.db)),
  });
  if (ctx.caller) {
    await recordAudit(ctx.db, ctx, {
      action: 'reserves.snapshot',
      targetKind: 'reserves',
      targetId: snapshot.id,
      after: { root: snapshot.rootHash, total: snapshot.totalMicro, leaves: snapshot.leafCount },
    });
  }
  return latestView(snapshot, networks, ctx.config.platformTimeZone);
}

function watchView(row: repo.WatchAddressRow, timeZone: string) {
  return {
    id: row.id,
    network: row.network,
    address: getAddress(row.address),
    label: row.label,
    createTime: wireTime(row.createdAt, timeZone),
  };
}

export async function watchAddresses(ctx: ServiceContext) {
  return ok({
    addresses: (await repo.liveWatchAddresses(ctx.db)).map((row) =>
      watchView(row, ctx.config.platformTimeZone),
    ),
  });
}

export async function addWatchAddress(
  ctx: ServiceContext,
  input: {
    network: string;
    address: string;
    label: string;
    reasonCode?: ReasonCode | undefined;
    reason?: string | undefined;
  },
) {
  if (!networkOf(ctx.config.wallet, input.network)) return fail('reserves.unknownNetwork');
  if (!isAddress(input.address, { strict: false })) return fail('reserves.addressInvalid');
  const row = {
    id: newId(ctx.now),
    network: input.network,
    address: input.address.toLowerCase(),
    label: input.label,
    createdBy: requireUser(ctx).userId,
    createdAt: ctx.now,
  };
  return inTransaction(ctx.db, async (tx) => {
    if (!(await repo.insertWatchAddress(tx, row))) return fail('reserves.addressTaken');
    await recordAudit(tx, ctx, {
      action: 'reserves.addAddress',
      targetKind: 'reserveAddress',
      targetId: row.id,
      after: { network: row.network, address: row.address, label: row.label },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    return ok(watchView({ ...row, removedAt: null, removedBy: null }, ctx.config.platformTimeZone));
  });
}

export async function removeWatchAddress(
  ctx: ServiceContext,
  input: { id: string; reasonCode?: ReasonCode | undefined; reason?: string | undefined },
): Promise<Result<null>> {
  return inTransaction(ctx.db, async (tx) => {
    const removed = await repo.removeWatchAddress(tx, input.id, requireUser(ctx).userId, ctx.now);
    if (!removed) return fail('resource.notFound');
    await recordAudit(tx, ctx, {
      action: 'reserves.removeAddress',
      targetKind: 'reserveAddress',
      targetId: removed.id,
      before: { network: removed.network, address: removed.address, label: removed.label },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    return ok(null);
  });
}
