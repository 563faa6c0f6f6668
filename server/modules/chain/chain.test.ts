// The deposit watcher and the payout job against a real local chain (anvil) and a real PostgreSQL:
// credited after N confirmations and never before, a reorg before confirmation never credits, a
// lookup error never orphans, the same log twice credits once, below-minimum deposits are shown and
// not credited; an approved withdrawal sends exactly one transfer; a lost reply, a failing lookup,
// a refused send, a dropped or stuck transaction and a reorg never pay twice or refund a payout
// that may still be mined.
import { eq } from 'drizzle-orm';
import {
  custom,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseAbiItem,
  parseTransaction,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { chainCursors, deposits, withdrawals } from '../../db/schema/wallet.ts';
import { countJobRuns, pause } from '../../testing/job-runs.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import type { WalletEnv } from '../wallet/index.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { expectLedgerClean } from '../../testing/marketplace.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { anvilActions, anvilKeys, deployTestUsdt, startAnvil, type Anvil } from './anvil.ts';
import { createChainClients, type ChainClients } from './evm/clients.ts';
import { depositSweep } from './evm/deposit-watcher.ts';
import { payoutSweep } from './evm/payout.ts';

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
let admin: Party;

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
        chain: testChain({
          rpcUrl: anvil.rpcUrl,
          tokenAddress: token,
          confirmations: CONFIRMATIONS,
          hotWalletKey: hotKey,
          startBlock: await anvil.publicClient.getBlockNumber(),
          testNetwork: true,
        }),
        withdraw: {
          ...base.wallet.withdraw,
          min: '1',
          feeRate: '0',
          feeMin: '1',
          // Bound addresses may be paid at once here (the hold is tested in wallet.test.ts).
          addressHoldHours: 0,
        },
      },
    },
  });
  env = { config: t.config.wallet, tz: t.config.platformTimeZone };
  clients = createChainClients(t.config.wallet.chain!);
  admin = await createParty(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});
afterEach(async () => {
  await expectLedgerClean(t.database);
});

const sweep = () => depositSweep(t.database.db, env, clients, () => new Date());
const pay = (with_: ChainClients = clients, at: () => Date = () => new Date()) =>
  payoutSweep(t.database.db, with_, at);

/** Clients over a node that misbehaves for the listed methods (the others pass through). */
function flakyClients(
  faults: Partial<Record<string, 'fail' | 'lose-reply' | 'fail-after-send'>>,
  key: Hex = hotKey,
): ChainClients {
  const node = http(anvil.rpcUrl)({ chain: foundry, retryCount: 0 });
  let sent = false;
  return createChainClients(
    { ...t.config.wallet.chain!, hotWalletKey: key },
    {
      transport: custom(
        {
          async request({ method, params }: { method: string; params?: unknown }) {
            const fault = faults[method];
            if (fault === 'fail' || (fault === 'fail-after-send' && sent))
              throw new Error(`injected: ${method} failed`);
            const answer = await node.request({ method, params } as never);
            if (method === 'eth_sendRawTransaction') sent = true;
            if (fault === 'lose-reply') throw new Error(`injected: reply to ${method} lost`);
            return answer;
          },
        },
        { retryCount: 0 },
      ),
    },
  );
}

async function withdrawalRow(id: string) {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row!;
}

async function transfersTo(recipient: Hex) {
  return anvil.publicClient.getLogs({
    address: token,
    event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
    args: { to: recipient },
    fromBlock: 0n,
  });
}

async function depositAddress(user: Party): Promise<Hex> {
  const channels = expectOk(
    await call<Array<{ address: Hex; confirmations: number; testNetwork: boolean }>>(
      t,
      'channelBlockchain!list',
      {},
      { token: user.token, method: 'GET' },
    ),
  );
  expect(channels[0]?.confirmations).toBe(CONFIRMATIONS);
  expect(channels[0]).toMatchObject({ testNetwork: true });
  return channels[0]!.address;
}

async function money(user: Party): Promise<string> {
  return expectOk(await call<{ money: string }>(t, 'wallet!getUsdt', {}, { token: user.token }))
    .money;
}

async function depositsOf(user: Party) {
  return t.database.db.select().from(deposits).where(eq(deposits.userId, user.userId));
}

describe('deposit watcher', () => {
  it('credits after N confirmations, never before, and the same log only once', async () => {
    const user = await createParty(t);
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
    const user = await createParty(t);
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
    const user = await createParty(t);
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

describe('deposit watcher on a node in trouble', () => {
  it('a failing block lookup never orphans a deposit: it is credited once the node answers', async () => {
    const user = await createParty(t);
    const address = await depositAddress(user);
    await chain.transfer(payerKey, address, usdt(4));
    await sweep();
    expect((await depositsOf(user))[0]?.status).toBe('confirming');
    await chain.mine(CONFIRMATIONS);
    const blind = flakyClients({ eth_getBlockByNumber: 'fail', eth_getBlockByHash: 'fail' });
    for (let i = 0; i < 2; i++) {
      await depositSweep(t.database.db, env, blind, () => new Date()).catch(() => undefined);
    }
    expect((await depositsOf(user))[0]?.status).toBe('confirming');
    const report = await sweep();
    expect(report.orphaned).toBe(0);
    expect((await depositsOf(user))[0]?.status).toBe('success');
    expect(await money(user)).toBe('4');
  });
});

describe('payout', () => {
  const transferEvent = parseAbiItem(
    'event Transfer(address indexed from, address indexed to, uint256 value)',
  );

  async function fundedUserWithAddress(amount: number) {
    const user = await createParty(t);
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

  async function applyAndApprove(user: Party, amount: string) {
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
    await Promise.all([pay(), pay()]);
    await pay();
    let [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('broadcast');
    expect(await chain.balanceOf(recipient)).toBe(usdt(12));
    await chain.mine(CONFIRMATIONS);
    await pay();
    await pay();
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
      await call(
        t,
        'user!logoff',
        { reason: 'done here', password: user.password },
        { token: user.token },
      ),
      'cancel.unsettled',
    );
    const id = await applyAndApprove(user, '1.5');
    expect(await money(user)).toBe('0');
    await pay();
    await pay();
    await chain.mine(CONFIRMATIONS);
    await pay();
    await pay();
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.status).toBe('success');
    expect(Number(row?.fee)).toBe(0);
    expect(await chain.balanceOf(recipient)).toBe(usdt(1.5));
    expectOk(
      await call(
        t,
        'user!logoff',
        { reason: 'done here', password: user.password },
        { token: user.token },
      ),
    );
  });

  async function balances(user: Party) {
    return expectOk(
      await call<{ money: string; frozen: string }>(t, 'wallet!getUsdt', {}, { token: user.token }),
    );
  }

  it('a refused send proves nothing: the payout keeps its nonce and the funds stay held until another transaction uses that nonce; then it fails and releases once', async () => {
    const { user, recipient } = await fundedUserWithAddress(30);
    const id = await applyAndApprove(user, '10');
    // A hot wallet with no gas money: the node refuses the transaction.
    const brokeKey = generatePrivateKey();
    const broke = flakyClients({}, brokeKey);
    let report = await pay(broke);
    expect(report).toMatchObject({ signed: 1, broadcast: 0, failed: 0 });
    report = await pay(broke);
    expect(report.failed).toBe(0);
    expect(await withdrawalRow(id)).toMatchObject({ status: 'signed', nonce: 0 });
    expect(await balances(user)).toMatchObject({ money: '19', frozen: '11' });
    // Someone spends nonce 0 of that wallet on something else; once that is confirmed, the
    // payout can never be mined.
    await chain.setEth(privateKeyToAccount(brokeKey).address, 10n ** 18n);
    await chain.spendNonce(brokeKey, 0);
    expect((await pay(broke)).failed).toBe(0); // not deep enough yet
    await chain.mine(CONFIRMATIONS);
    expect((await pay(broke)).failed).toBe(1);
    expect((await pay(broke)).failed).toBe(0);
    expect(await withdrawalRow(id)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/nonce used by another transaction/),
    });
    expect(await balances(user)).toMatchObject({ money: '30', frozen: '0' });
    expect(await chain.balanceOf(recipient)).toBe(0n);
  });

  it('a send whose reply is lost but which is mined, and lookups that fail, never refund it: it settles once', async () => {
    const { user, recipient } = await fundedUserWithAddress(25);
    const id = await applyAndApprove(user, '10');
    // The node takes (and mines) the payout but the reply never arrives, and from then on the
    // node cannot be asked about it.
    await pay(
      flakyClients({
        eth_sendRawTransaction: 'lose-reply',
        eth_getTransactionByHash: 'fail-after-send',
        eth_getTransactionReceipt: 'fail-after-send',
      }),
    );
    expect((await withdrawalRow(id)).status).toBe('signed');
    expect(await chain.balanceOf(recipient)).toBe(usdt(10));
    // Every lookup fails for a while: nothing is decided.
    const blind = flakyClients({
      eth_getTransactionReceipt: 'fail',
      eth_getTransactionByHash: 'fail',
      eth_getTransactionCount: 'fail',
    });
    await chain.mine(CONFIRMATIONS);
    for (let i = 0; i < 3; i++) expect((await pay(blind)).failed).toBe(0);
    expect(await balances(user)).toMatchObject({ money: '14', frozen: '11' });
    // The node answers again: the mined payout is found and settled, once.
    expect((await pay()).succeeded).toBe(1);
    expect((await pay()).succeeded).toBe(0);
    const row = await withdrawalRow(id);
    const logs = await transfersTo(recipient);
    expect(logs).toHaveLength(1);
    expect(row).toMatchObject({ status: 'success', txHash: logs[0]!.transactionHash });
    expect(await balances(user)).toMatchObject({ money: '14', frozen: '0' });
  });

  it('a payout the node dropped is sent again with the same nonce and settles once', async () => {
    const { user, recipient } = await fundedUserWithAddress(22);
    const id = await applyAndApprove(user, '10');
    await chain.setAutomine(false);
    try {
      expect((await pay()).broadcast).toBe(1);
      const sent = await withdrawalRow(id);
      await chain.drop(sent.txHash as Hex);
      expect((await pay()).broadcast).toBe(1);
      expect(await withdrawalRow(id)).toMatchObject({ nonce: sent.nonce, txHash: sent.txHash });
      await chain.mine(CONFIRMATIONS);
    } finally {
      await chain.setAutomine(true);
    }
    expect((await pay()).succeeded).toBe(1);
    expect(await transfersTo(recipient)).toHaveLength(1);
    expect(await chain.balanceOf(recipient)).toBe(usdt(10));
    expect(await balances(user)).toMatchObject({ money: '11', frozen: '0' });
  });

  it('a payout left unmined is signed again with a higher fee and the same nonce; only one of the two is mined', async () => {
    const { user, recipient } = await fundedUserWithAddress(21);
    const id = await applyAndApprove(user, '10');
    await chain.setAutomine(false);
    let first;
    try {
      await pay();
      first = await withdrawalRow(id);
      expect(first.status).toBe('broadcast');
      // Not mined after STUCK_AFTER_MS: replaced.
      const later = () => new Date(Date.now() + 11 * 60_000);
      expect((await pay(clients, later)).replaced).toBe(1);
      const second = await withdrawalRow(id);
      expect(second.txHash).not.toBe(first.txHash);
      expect(second.replacedTxHashes).toEqual([first.txHash]);
      expect(second.nonce).toBe(first.nonce);
      await chain.mine(CONFIRMATIONS);
    } finally {
      await chain.setAutomine(true);
    }
    expect((await pay()).succeeded).toBe(1);
    const logs = await transfersTo(recipient);
    expect(logs).toHaveLength(1);
    expect((await withdrawalRow(id)).txHash).toBe(logs[0]!.transactionHash);
    expect(logs[0]!.transactionHash).not.toBe(first.txHash);
    expect(await balances(user)).toMatchObject({ money: '10', frozen: '0' });
  });

  it('a replacement is committed before it is sent: a process killed between the two steps leaves it paid once, never refunded', async () => {
    const { user, recipient } = await fundedUserWithAddress(23);
    const id = await applyAndApprove(user, '10');
    await chain.setAutomine(false);
    let first;
    try {
      await pay();
      first = await withdrawalRow(id);
      expect(first.status).toBe('broadcast');
      // Stuck: the sweep signs a replacement, commits it, and the process dies before sending it.
      const later = () => new Date(Date.now() + 11 * 60_000);
      const killed = new Error('process killed between commit and send');
      await expect(
        payoutSweep(t.database.db, clients, later, {
          beforeSend: () => Promise.reject(killed),
        }),
      ).rejects.toBe(killed);
      const stored = await withdrawalRow(id);
      expect(stored.txHash).not.toBe(first.txHash);
      expect(stored.replacedTxHashes).toEqual([first.txHash]);
      expect(stored.sentAt).toBeNull();
      // The old transaction leaves the pool (a node restarted); the restarted sweep sends the
      // stored replacement.
      await chain.drop(first.txHash as Hex);
      expect((await pay()).broadcast).toBe(1);
      await chain.mine(CONFIRMATIONS);
    } finally {
      await chain.setAutomine(true);
    }
    expect((await pay()).succeeded).toBe(1);
    expect((await pay()).failed).toBe(0);
    const logs = await transfersTo(recipient);
    expect(logs).toHaveLength(1);
    expect(await withdrawalRow(id)).toMatchObject({
      status: 'success',
      txHash: logs[0]!.transactionHash,
    });
    expect(await balances(user)).toMatchObject({ money: '12', frozen: '0' });
  });

  it('a signing the database lost (broadcast, then a crash before its commit) is found at its nonce and settles the payout: never refunded', async () => {
    const { user, recipient } = await fundedUserWithAddress(24);
    const id = await applyAndApprove(user, '10');
    await chain.setAutomine(false);
    try {
      await pay();
      const stored = await withdrawalRow(id);
      expect(stored.status).toBe('broadcast');
      // What the earlier code could leave: a replacement signed and sent, its row never committed.
      const hot = privateKeyToAccount(hotKey);
      const old = parseTransaction(stored.rawTx as Hex);
      const lost = await hot.signTransaction({
        type: 'eip1559',
        chainId: foundry.id,
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [stored.address as Hex, usdt(Number(stored.amount))],
        }),
        nonce: stored.nonce!,
        gas: old.gas!,
        maxFeePerGas: old.maxFeePerGas! * 2n,
        maxPriorityFeePerGas: old.maxPriorityFeePerGas! * 2n,
      });
      await clients.publicClient.sendRawTransaction({ serializedTransaction: lost });
      await chain.mine(CONFIRMATIONS + 1);
    } finally {
      await chain.setAutomine(true);
    }
    expect(await withdrawalRow(id)).toMatchObject({ status: 'broadcast', replacedTxHashes: [] });
    const report = await pay();
    expect(report).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await pay()).failed).toBe(0);
    const logs = await transfersTo(recipient);
    expect(logs).toHaveLength(1);
    expect(await withdrawalRow(id)).toMatchObject({
      status: 'success',
      txHash: logs[0]!.transactionHash,
    });
    expect(await balances(user)).toMatchObject({ money: '13', frozen: '0' });
  });

  it('a reverted payout waits for the confirmations: a reorg that re-includes it after the hot wallet is topped up settles it, and a reverted one that stays fails once', async () => {
    // A hot wallet with gas but no USDT: its transfer reverts.
    const dryKey = generatePrivateKey();
    const dry = flakyClients({}, dryKey);
    await chain.setEth(privateKeyToAccount(dryKey).address, 10n ** 18n);
    const { user, recipient } = await fundedUserWithAddress(40);
    const id = await applyAndApprove(user, '10');
    const beforeReorg = await chain.snapshot();
    await pay(dry); // sent and mined at once: reverted, one block deep
    expect((await withdrawalRow(id)).status).toBe('broadcast');
    expect((await pay(dry)).failed).toBe(0);
    expect(await balances(user)).toMatchObject({ money: '29', frozen: '11' });
    // The block with the reverted payout is replaced; the wallet now has the money.
    await chain.revert(beforeReorg);
    await chain.setEth(privateKeyToAccount(dryKey).address, 10n ** 18n);
    await chain.mint(privateKeyToAccount(dryKey).address, usdt(100));
    await pay(dry); // not in the chain any more, nonce unused: sent again
    await chain.mine(CONFIRMATIONS);
    expect((await pay(dry)).succeeded).toBe(1);
    expect(await chain.balanceOf(recipient)).toBe(usdt(10));
    expect(await balances(user)).toMatchObject({ money: '29', frozen: '0' });

    // A second payout from an empty wallet reverts and stays reverted: failed and released once.
    const emptyKey = generatePrivateKey();
    const empty = flakyClients({}, emptyKey);
    await chain.setEth(privateKeyToAccount(emptyKey).address, 10n ** 18n);
    const second = await applyAndApprove(user, '5');
    await pay(empty);
    await chain.mine(CONFIRMATIONS);
    expect((await pay(empty)).failed).toBe(1);
    expect((await pay(empty)).failed).toBe(0);
    expect(await withdrawalRow(second)).toMatchObject({
      status: 'failed',
      failureReason: 'payout transaction reverted',
    });
    expect(await balances(user)).toMatchObject({ money: '29', frozen: '0' });
  });
});

describe('the running app', () => {
  it('watches the chain by itself when a network is configured, and stops on close', async () => {
    const jobRuns = countJobRuns();
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
    let closed = false;
    try {
      const user = await createParty(running);
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
      await expectLedgerClean(running.database);

      await running.close();
      closed = true;
      const runsAtClose = jobRuns.runs('chain sweep ERC20');
      expect(runsAtClose).toBeGreaterThan(0);
      // Five polls later the watcher has not run again.
      await pause(500);
      expect(jobRuns.runs('chain sweep ERC20')).toBe(runsAtClose);
    } finally {
      jobRuns.restore();
      if (!closed) await running.close();
    }
  });
});
