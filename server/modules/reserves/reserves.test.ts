// The proof of reserves against a real PostgreSQL and a real local chain (anvil): snapshots taken
// while payments, refunds and store transfers run keep the liabilities' total; every user's proof
// verifies with the independent verifier (scripts/verify-reserves.mjs) and fails when a balance or a
// nonce is changed; the reserves equal the chain's balances at the stored block; declared bank
// holdings stay apart; snapshots are never rewritten; the daily schedule takes one a day.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { erc20Abi, getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestReserves, ReserveProof } from '../../../domain/api/reserves.ts';
import { D } from '../../../domain/money.ts';
import { toMicro, verifyProof } from '../../../domain/reserves/merkle-sum-tree.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import { anvilActions, anvilKeys, deployTestUsdt, startAnvil, type Anvil } from '../chain/anvil.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  orderSteps,
  releaseOnReceipt,
  setParameter,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';
import { readReserves } from './chain-reserves.ts';
import { dailySnapshot } from './reserves.routes.ts';
import { sha256hex } from './snapshot.service.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hotKey = anvilKeys[1];
const coldKey = generatePrivateKey();
const usdt = (whole: number) => BigInt(Math.round(whole * 1_000_000));

let anvil: Anvil;
let token: Hex;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Party;

beforeAll(async () => {
  anvil = await startAnvil();
  token = await deployTestUsdt(anvil.rpcUrl);
  const chain = anvilActions(anvil.rpcUrl, token);
  await chain.mint(privateKeyToAccount(hotKey).address, usdt(5_000));
  await chain.mint(privateKeyToAccount(coldKey).address, usdt(20_000));
  const base = loadConfig({});
  t = await createTestApp({
    poolSize: 40,
    config: {
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        chain: testChain({
          rpcUrl: anvil.rpcUrl,
          tokenAddress: token,
          confirmations: 1,
          hotWalletKey: hotKey,
          startBlock: 0n,
          testNetwork: true,
        }),
      },
      reserves: { scheduleCheckMs: 0 },
    },
  });
  admin = await createParty(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

/** What the ledger says the platform owes: users' wallets, stores' balances and escrow. */
async function ledgerLiabilities(): Promise<string> {
  const rows = await t.database.pool.query<{ total: string }>(`
    select coalesce(sum(balance), 0)::text as total from ledger_accounts
    where kind in ('user_available', 'user_held', 'seller', 'escrow')`);
  return new D(rows.rows[0]!.total).toFixed();
}

async function walletOf(party: Party): Promise<string> {
  const rows = await t.database.pool.query<{ total: string }>(
    `select coalesce(sum(balance), 0)::text as total from ledger_accounts
     where owner_id = $1 and kind in ('user_available', 'user_held')`,
    [party.userId],
  );
  return rows.rows[0]!.total;
}

async function proofsOf(party: Party): Promise<ReserveProof[]> {
  return (
    await okCall<{ proofs: ReserveProof[] }>(t.app, 'reserves!myProof', {}, { token: party.token })
  ).proofs;
}

/** The independent verifier, run as a user would run it on a saved answer. */
function verifyWithScript(answer: unknown, extra: string[] = []): { status: number; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-por-'));
  const file = path.join(dir, 'proof.json');
  fs.writeFileSync(file, JSON.stringify(answer));
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/verify-reserves.mjs'), file, ...extra],
    {
      encoding: 'utf8',
    },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
}

describe('proof of reserves', () => {
  it('answers null before the first snapshot, and no proofs', async () => {
    expect(await okCall(t.app, 'reserves!latest', {})).toBeNull();
    expect(await proofsOf(admin)).toEqual([]);
  });

  it('keeps the liabilities total while payments, refunds and transfers run, and every proof verifies', async () => {
    const owners = await Promise.all(
      [1, 2].map(() => createParty(t, { roles: ['user', 'seller'] })),
    );
    const stores = await Promise.all(owners.map((owner) => createStore(t.database, owner)));
    const listings = await Promise.all(
      stores.map((store) =>
        createListing(t.database, store, { sellingPrice: '12.34', stock: 1000 }),
      ),
    );
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createParty(t)));
    await Promise.all(buyers.map((buyer) => fund(t.database, buyer.userId, '500.123456')));
    const steps = await Promise.all(
      buyers.map(async (buyer) => orderSteps(t.app, buyer, await addAddress(t.app, buyer))),
    );
    // Completed orders give the stores earnings (the commission leaves the liabilities here).
    await setParameter(t.database, 'order_commission_rate', '0.05');
    // Receipts release at once here (the first-order hold is tested in payment-step-up.test.ts).
    await releaseOnReceipt(t.database);
    for (const [i, step] of steps.entries()) {
      await step.released(listings[i % 2]!, owners[i % 2]!, 2);
    }
    // Orders to refund while the snapshots run.
    const toRefund = await Promise.all(steps.map((step, i) => step.paid(listings[i % 2]!)));

    const before = await ledgerLiabilities();
    // Payments (wallet → escrow), refunds (escrow → wallet) and store transfers (store → wallet)
    // move money between liabilities only: every snapshot taken meanwhile must see the same total.
    const moving = [
      ...steps.map((step, i) => step.paid(listings[i % 2]!)),
      ...toRefund.map(async (orderId, i) => {
        await okCall(
          t.app,
          'order!returns',
          { orderId, reason: 'dislike', content: 'Changed my mind', imgUrls: [] },
          { token: buyers[i]!.token },
        );
        await okCall(
          t.app,
          'seller/order!acceptRefund',
          { orderId },
          { token: owners[i % 2]!.token },
        );
      }),
      ...owners.map((owner) =>
        okCall(
          t.app,
          'seller/wallet!transfer',
          { amount: '5', safeword: FUND_PASSWORD },
          { token: owner.token },
        ),
      ),
    ];
    const snapshots = [1, 2, 3].map(() =>
      okCall<LatestReserves>(t.app, 'admin/reserves!snapshot', {}, { token: admin.token }),
    );
    await Promise.all(moving);
    const during = await Promise.all(snapshots);
    const after = await ledgerLiabilities();
    expect(after).toBe(before);
    for (const snapshot of during) expect(snapshot.liabilities.total).toBe(before);

    const latest = await okCall<LatestReserves>(
      t.app,
      'admin/reserves!snapshot',
      {},
      { token: admin.token },
    );
    expect(latest.liabilities.total).toBe(after);
    expect(await okCall(t.app, 'reserves!latest', {})).toEqual(latest);

    for (const party of [...buyers, ...owners]) {
      const proofs = await proofsOf(party);
      const isOwner = owners.includes(party);
      // A wallet leaf each, and a store leaf for each owner.
      expect(proofs.map((proof) => proof.label).sort()).toEqual(
        isOwner ? ['store:' + stores[owners.indexOf(party)]!.sellerId, 'wallet'] : ['wallet'],
      );
      const wallet = proofs.find((proof) => proof.label === 'wallet')!;
      expect(wallet.leaf.sum).toBe(toMicro(await walletOf(party)).toString());
      for (const proof of proofs) {
        expect(proof.snapshotId).toBe(latest.snapshotId);
        expect(proof.root.hash).toBe(latest.liabilities.root);
        expect(await verifyProof(sha256hex, proof)).toEqual({ ok: true, total: proof.root.sum });
      }
      const script = verifyWithScript({ code: '0', data: { proofs } }, [
        '--root',
        latest.liabilities.root,
      ]);
      expect(script.out).toContain(`${proofs.length} of ${proofs.length} proofs verified`);
      expect(script.status).toBe(0);
    }
    await expectLedgerClean(t.database);
  });

  it('fails a proof whose balance or nonce was changed', async () => {
    const buyer = await createParty(t);
    await fund(t.database, buyer.userId, '42');
    await okCall(t.app, 'admin/reserves!snapshot', {}, { token: admin.token });
    const [proof] = await proofsOf(buyer);
    expect(verifyWithScript(proof).status).toBe(0);

    const richer = {
      ...proof!,
      leaf: { ...proof!.leaf, sum: String(BigInt(proof!.leaf.sum) + 1n) },
    };
    expect(await verifyProof(sha256hex, richer)).toEqual({ ok: false, reason: 'leafHash' });
    expect(verifyWithScript(richer).status).toBe(1);

    const nonce = proof!.leaf.nonce;
    const otherNonce = {
      ...proof!,
      leaf: { ...proof!.leaf, nonce: (nonce[0] === 'a' ? 'b' : 'a') + nonce.slice(1) },
    };
    expect(await verifyProof(sha256hex, otherNonce)).toEqual({ ok: false, reason: 'leafHash' });
    expect(verifyWithScript(otherNonce).status).toBe(1);

    // A consistent leaf of another amount (hash recomputed) no longer leads to the root.
    const forged = {
      ...proof!,
      leaf: {
        nonce,
        sum: '1',
        hash: await sha256hex(`caravan-por-leaf:${nonce}:1`),
      },
    };
    expect(await verifyProof(sha256hex, forged)).toEqual({ ok: false, reason: 'rootMismatch' });
    expect(verifyWithScript(forged).status).toBe(1);
    // The published root is another one.
    expect(verifyWithScript(proof, ['--root', 'f'.repeat(64)]).status).toBe(1);
  });

  it('reads the reserves at one block: the chain balances at that block, watch-only addresses, declared holdings apart', async () => {
    const cold = privateKeyToAccount(coldKey).address;
    expect(
      await call(
        t.app,
        'admin/reserves!addAddress',
        { network: 'ERC20', address: '0x123', label: 'Cold' },
        { token: admin.token },
      ),
    ).toMatchObject({ errorKey: 'reserves.addressInvalid' });
    expect(
      await call(
        t.app,
        'admin/reserves!addAddress',
        { network: 'TRC20', address: cold, label: 'Cold' },
        { token: admin.token },
      ),
    ).toMatchObject({ errorKey: 'reserves.unknownNetwork' });
    const support = await createParty(t, { roles: ['user', 'support'] });
    expect(
      (
        await call(
          t.app,
          'admin/reserves!addAddress',
          { network: 'ERC20', address: cold, label: 'Cold' },
          { token: support.token },
        )
      ).code,
    ).not.toBe('0');
    const added = await okCall<{ id: string }>(
      t.app,
      'admin/reserves!addAddress',
      { network: 'ERC20', address: cold.toLowerCase(), label: 'Cold storage', reason: 'vault 1' },
      { token: admin.token },
    );
    expect(
      await call(
        t.app,
        'admin/reserves!addAddress',
        { network: 'ERC20', address: cold, label: 'Again' },
        { token: admin.token },
      ),
    ).toMatchObject({ errorKey: 'reserves.addressTaken' });
    await setParameter(t.database, 'reserves_declared_bank', '1000.5');

    const snapshot = await okCall<LatestReserves>(
      t.app,
      'admin/reserves!snapshot',
      {},
      { token: admin.token },
    );
    // Money moves on the chain after the snapshot: the stored readings stay those of their block.
    await anvilActions(anvil.rpcUrl, token).mint(cold, usdt(7));

    expect(snapshot.reserves.map((reading) => reading.kind).sort()).toEqual(['hot', 'watch']);
    for (const reading of snapshot.reserves) {
      const onChain = await anvil.publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [getAddress(reading.address)],
        blockNumber: BigInt(reading.block),
      });
      expect(toMicro(reading.balance)).toBe(onChain);
      expect(reading.explorerUrl).toBeNull();
    }
    expect(new Set(snapshot.reserves.map((reading) => reading.block)).size).toBe(1);
    expect(snapshot.verifiedReserves).toBe('25000');
    expect(snapshot.declaredReserves).toBe('1000.5');
    expect(snapshot.ratio).toBe(
      new D('25000')
        .dividedBy(snapshot.liabilities.total)
        .toDecimalPlaces(4, D.ROUND_DOWN)
        .toFixed(),
    );

    const { addresses } = await okCall<{ addresses: { id: string }[] }>(
      t.app,
      'admin/reserves!addresses',
      {},
      { token: support.token },
    );
    expect(addresses.map((address) => address.id)).toEqual([added.id]);
    await okCall(
      t.app,
      'admin/reserves!removeAddress',
      { id: added.id, reason: 'moved' },
      { token: admin.token },
    );
    const without = await okCall<LatestReserves>(
      t.app,
      'admin/reserves!snapshot',
      {},
      { token: admin.token },
    );
    expect(without.reserves.map((reading) => reading.kind)).toEqual(['hot']);
    const audit = await t.database.pool.query<{ action: string }>(
      `select action from audit_log where action like 'reserves.%' order by created_at`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'reserves.addAddress',
        'reserves.removeAddress',
        'reserves.snapshot',
      ]),
    );
  });

  it('reports a network whose node does not answer as unread, counting nothing of it', async () => {
    const network = { ...t.config.wallet.chain!, rpcUrl: 'http://127.0.0.1:9' };
    const reading = await readReserves(t.database.db, [network], []);
    expect(reading.readings).toEqual([]);
    expect(reading.unread).toEqual([{ network: 'ERC20', reason: expect.any(String) }]);
  });

  it('never rewrites a snapshot', async () => {
    await expect(
      t.database.pool.query(`update reserve_snapshots set total_micro = 0`),
    ).rejects.toThrow(/never rewritten/);
    await expect(t.database.pool.query(`delete from reserve_nodes`)).rejects.toThrow(
      /never rewritten/,
    );
    await expect(t.database.pool.query(`update reserve_leaves set sum_micro = 1`)).rejects.toThrow(
      /never rewritten/,
    );
  });

  it('takes one scheduled snapshot per platform day, however many servers ask at once', async () => {
    const log = { info: () => undefined };
    const at = new Date('2031-03-04T10:00:00Z');
    const taken = await Promise.all(
      [1, 2, 3].map(() => dailySnapshot({ db: t.database.db, config: t.config, now: at, log })),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await dailySnapshot({ db: t.database.db, config: t.config, now: at, log })).toBe(false);
    const rows = await t.database.pool.query(
      `select 1 from reserve_snapshots where scheduled_day is not null`,
    );
    expect(rows.rowCount).toBe(1);
  });
});
