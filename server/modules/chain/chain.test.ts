// The deposit watcher and the payout job against a real local chain (anvil) and a real PostgreSQL:
// credited after N confirmations and never before, a reorg before confirmation never credits, the
// same log twice credits once, below-minimum deposits are shown and not credited, an approved
// withdrawal sends exactly one transfer, and a refused broadcast releases the funds exactly once.
import { eq } from 'drizzle-orm';
import { getAddress, parseAbiItem, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { chainCursors, deposits, withdrawals } from '../../db/schema/wallet.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { WalletEnv } from '../wallet/index.ts';
import {
  call,
  expectLedgerClean,
  expectOk,
  expectRefused,
  makeUser,
  randomXpub,
  type TestApp,
  type TestUser,
} from '../wallet/wallet.testing.ts';
import { anvilActions, anvilKeys, deployTestUsdt, startAnvil, type Anvil } from './anvil.ts';
import { createChainClients, type ChainClients } from './chain.clients.ts';
import { depositSweep } from './deposit-watcher.ts';
import { payoutSweep } from './payout.ts';

const CONFIRMATIONS = 3;
const usdt = (whole: number) => BigInt(Math.round(whole * 1_000_000));
const payerKey = anvilKeys[2];
const hotKey = anvilKeys[1];

let anvil: Anvil;
let token: Hex;
let chain: ReturnType<typeof anvilActions>;
let t: TestApp;
let env: WalletEnv;
let clients: ChainClients;
let admin: TestUser;

beforeAll(async () => {
  anvil = await startAnvil();
  token = await deployTestUsdt(anvil.rpcUrl);
  chain = anvilActions(anvil.rpcUrl, token);
  await chain.mint(privateKeyToAccount(payerKey).address, usdt(1_000_000));
  await chain.mint(privateKeyToAccount(hotKey).address, usdt(1_000_000));
  const base = loadConfig({});
  t = await createTestApp({
    config: {
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        chain: {
          code: 'ERC20',
          coin: 'USDT',
          chainId: 31337,
          rpcUrl: anvil.rpcUrl,
          tokenAddress: token,
          decimals: 6,
          confirmations: CONFIRMATIONS,
          depositMin: '1',
          depositXpub: randomXpub().xpub,
          hotWalletKey: hotKey,
          startBlock: await anvil.publicClient.getBlockNumber(),
          // The tests run the sweeps themselves, step by step.
          pollMs: 0,
        },
        withdraw: { ...base.wallet.withdraw, min: '1', feeRate: '0', feeMin: '1' },
      },
    },
  });
  env = { config: t.config.wallet, tz: t.config.platformTimeZone };
  clients = createChainClients(t.config.wallet.chain!);
  admin = await makeUser(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});
afterEach(async () => {
  await expectLedgerClean(t.database.db);
});

const sweep = () => depositSweep(t.database.db, env, clients, () => new Date());

async function depositAddress(user: TestUser): Promise<Hex> {
  const channels = expectOk(
    await call<Array<{ address: Hex; confirmations: number }>>(
      t,
      'channelBlockchain!list',
      {},
      { token: user.token, method: 'GET' },
    ),
  );
  expect(channels[0]?.confirmations).toBe(CONFIRMATIONS);
  return channels[0]!.address;
}

async function money(user: TestUser): Promise<string> {
  return expectOk(await call<{ money: string }>(t, 'wallet!getUsdt', {}, { token: user.token }))
    .money;
}

async function depositsOf(user: TestUser) {
  return t.database.db.select().from(deposits).where(eq(deposits.userId, user.id));
}

describe('deposit watcher', () => {
  it('credits after N confirmations, never before, and the same log only once', async () => {
    const user = await makeUser(t);
    const address = await depositAddress(user);
    await chain.transfer(payerKey, address, usdt(15.5));
    await sweep(); // 1 confirmation
    const [seen] = await depositsOf(user);
    expect(seen).toMatchObject({ status: 'confirming', amount: '15.5000000000' });
    expect(await money(user)).toBe('0');
    await chain.mine(1);
    await sweep(); // 2 confirmations
    expect(await money(user)).toBe('0');
    await chain.mine(1);
    const report = await sweep(); // 3 confirmations
    expect(report.credited).toBe(1);
    expect(await money(user)).toBe('15.5');

    // Reading the same blocks again (cursor moved back) finds the same log: nothing more.
    await t.database.db
      .update(chainCursors)
      .set({
        blockNumber: seen!.blockNumber! - 2n,
        blockHash: (await anvil.publicClient.getBlock({ blockNumber: seen!.blockNumber! - 2n }))
          .hash,
      })
      .where(eq(chainCursors.network, 'ERC20'));
    await sweep();
    await sweep();
    expect(await depositsOf(user)).toHaveLength(1);
    expect(await money(user)).toBe('15.5');

    const list = expectOk(
      await call<{ pageList: Array<Record<string, unknown>> }>(
        t,
        'rechargeBlockchain!list',
        {},
        { token: user.token },
      ),
    );
    expect(list.pageList[0]).toMatchObject({
      method: 'chain',
      status: 1,
      amount: '15.5',
      arrivalAmount: '15.5',
      txHash: seen!.txHash,
    });
  });

  it('records a below-minimum deposit and shows it, but never credits it', async () => {
    const user = await makeUser(t);
    const address = await depositAddress(user);
    await chain.transfer(payerKey, address, usdt(0.5));
    await chain.mine(CONFIRMATIONS + 1);
    await sweep();
    await sweep();
    expect(await money(user)).toBe('0');
    const list = expectOk(
      await call<{ pageList: Array<Record<string, unknown>> }>(
        t,
        'rechargeBlockchain!list',
        {},
        { token: user.token },
      ),
    );
    expect(list.pageList).toHaveLength(1);
    expect(list.pageList[0]).toMatchObject({
      status: 2,
      statusDetail: 'below_minimum',
      amount: '0.5',
      arrivalAmount: '0',
    });
  });

  it('never credits a deposit whose block vanished in a reorg before confirmation', async () => {
    const user = await makeUser(t);
    const address = await depositAddress(user);
    await chain.mine(1);
    const snapshot = await chain.snapshot();
    await chain.transfer(payerKey, address, usdt(7));
    await sweep();
    expect((await depositsOf(user))[0]?.status).toBe('confirming');
    // The block with the transfer is replaced by a longer chain without it.
    await chain.revert(snapshot);
    await chain.mine(CONFIRMATIONS + 3);
    const report = await sweep();
    expect(report.orphaned).toBe(1);
    await chain.mine(CONFIRMATIONS);
    await sweep();
    expect(await money(user)).toBe('0');
    const [row] = await depositsOf(user);
    expect(row?.status).toBe('orphaned');
    // Deposits after the reorg are still picked up.
    await chain.transfer(payerKey, address, usdt(2));
    await chain.mine(CONFIRMATIONS);
    await sweep();
    expect(await money(user)).toBe('2');
  });
});

describe('payout', () => {
  const transferEvent = parseAbiItem(
    'event Transfer(address indexed from, address indexed to, uint256 value)',
  );

  async function fundedUserWithAddress(amount: number) {
    const user = await makeUser(t);
    await chain.transfer(payerKey, await depositAddress(user), usdt(amount));
    await chain.mine(CONFIRMATIONS);
    await sweep();
    expect(await money(user)).toBe(String(amount));
    const recipient = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    expectOk(
      await call(
        t,
        'user!bindWithdrawAddress',
        { channel: 'ERC20', address: recipient, safeword: '123456' },
        { token: user.token },
      ),
    );
    return { user, recipient };
  }

  async function applyAndApprove(user: TestUser, amount: string) {
    const open = expectOk(
      await call<{ session_token: string }>(t, 'withdraw!withdraw_open', {}, { token: user.token }),
    );
    const record = expectOk(
      await call<{ id: string }>(
        t,
        'withdraw!apply',
        { channel: 'ERC20', amount, safeword: '123456', session_token: open.session_token },
        { token: user.token },
      ),
    );
    expectOk(await call(t, 'admin/withdraw!approve', { id: record.id }, { token: admin.token }));
    return record.id;
  }

  it('an approved withdrawal sends exactly one transfer and settles after the confirmations', async () => {
    const { user, recipient } = await fundedUserWithAddress(20);
    const id = await applyAndApprove(user, '12');
    expect(await money(user)).toBe('7');
    // Two workers at once: still one payout.
    await Promise.all([
      payoutSweep(t.database.db, env, clients, () => new Date()),
      payoutSweep(t.database.db, env, clients, () => new Date()),
    ]);
    await payoutSweep(t.database.db, env, clients, () => new Date());
    let [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('broadcast');
    expect(await chain.balanceOf(recipient)).toBe(usdt(12));
    await chain.mine(CONFIRMATIONS);
    await payoutSweep(t.database.db, env, clients, () => new Date());
    await payoutSweep(t.database.db, env, clients, () => new Date());
    [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('success');
    const logs = await anvil.publicClient.getLogs({
      address: token,
      event: transferEvent,
      args: { to: recipient },
      fromBlock: 0n,
    });
    expect(logs).toHaveLength(1);
    expect(await chain.balanceOf(recipient)).toBe(usdt(12));
    const got = expectOk(
      await call<Record<string, unknown>>(t, 'withdraw!get', { id }, { token: user.token }),
    );
    expect(got).toMatchObject({
      status: 1,
      statusDetail: 'success',
      txHash: logs[0]!.transactionHash,
      fee: '1',
      arrivalAmount: '12',
    });
    const balances = expectOk(
      await call<{ money: string; frozen: string }>(t, 'wallet!getUsdt', {}, { token: user.token }),
    );
    expect(balances).toMatchObject({ money: '7', frozen: '0' });
  });

  it('1.50 USDT, under the smallest normal debit (minimum 1 + fee 1), leaves whole without a fee; then the account can be cancelled', async () => {
    const { user, recipient } = await fundedUserWithAddress(1.5);
    expectRefused(
      await call(t, 'user!logoff', { reason: 'done here' }, { token: user.token }),
      'cancel.balanceRemains',
    );
    const id = await applyAndApprove(user, '1.5');
    expect(await money(user)).toBe('0');
    await payoutSweep(t.database.db, env, clients, () => new Date());
    await payoutSweep(t.database.db, env, clients, () => new Date());
    await chain.mine(CONFIRMATIONS);
    await payoutSweep(t.database.db, env, clients, () => new Date());
    await payoutSweep(t.database.db, env, clients, () => new Date());
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('success');
    expect(Number(row?.fee)).toBe(0);
    expect(await chain.balanceOf(recipient)).toBe(usdt(1.5));
    expectOk(await call(t, 'user!logoff', { reason: 'done here' }, { token: user.token }));
  });

  it('a refused broadcast fails the withdrawal and releases the held funds exactly once', async () => {
    const { user, recipient } = await fundedUserWithAddress(30);
    const id = await applyAndApprove(user, '10');
    expect(await money(user)).toBe('19');
    // A hot wallet with no gas money: the node refuses the transaction.
    const broke = createChainClients({
      ...t.config.wallet.chain!,
      hotWalletKey: generatePrivateKey(),
    });
    const report = await payoutSweep(t.database.db, env, broke, () => new Date());
    expect(report.failed).toBe(1);
    await payoutSweep(t.database.db, env, broke, () => new Date());
    await payoutSweep(t.database.db, env, clients, () => new Date());
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('failed');
    expect(row?.failureReason).toMatch(/broadcast refused/);
    const balances = expectOk(
      await call<{ money: string; frozen: string }>(t, 'wallet!getUsdt', {}, { token: user.token }),
    );
    expect(balances).toMatchObject({ money: '30', frozen: '0' });
    expect(await chain.balanceOf(recipient)).toBe(0n);
  });
});

describe('the running app', () => {
  it('watches the chain by itself when a network is configured, and stops on close', async () => {
    const running = await createTestApp({
      config: {
        ...t.config,
        wallet: {
          ...t.config.wallet,
          chain: {
            ...t.config.wallet.chain!,
            startBlock: await anvil.publicClient.getBlockNumber(),
            pollMs: 100,
          },
        },
      },
    });
    try {
      const user = await makeUser(running);
      const channels = expectOk(
        await call<Array<{ address: Hex }>>(
          running,
          'channelBlockchain!list',
          {},
          { token: user.token },
        ),
      );
      await chain.transfer(payerKey, channels[0]!.address, usdt(3));
      await chain.mine(CONFIRMATIONS);
      let credited = '0';
      for (let i = 0; i < 100 && credited === '0'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        credited = expectOk(
          await call<{ money: string }>(running, 'wallet!getUsdt', {}, { token: user.token }),
        ).money;
      }
      expect(credited).toBe('3');
      await expectLedgerClean(running.database.db);
    } finally {
      await running.close();
    }
  });
});
