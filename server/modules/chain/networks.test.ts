// Several USDT networks side by side (issue #36), on two real local chains (two anvil nodes with
// different chain ids) and a real PostgreSQL: a buyer deposits on each and both are credited once,
// each after its own confirmations; a reorg on one network leaves the other untouched; a
// withdrawal on network B is paid from B's hot wallet with B's fee; with network A's node stopped
// only A shows as unavailable and refuses withdrawals, while B still pays; the ledger balances per
// network and in total.
import { eq } from 'drizzle-orm';
import { getAddress, parseAbiItem, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearing } from '../../../domain/ledger/accounts.ts';
import { loadConfig } from '../../config.ts';
import { deposits, ledgerAccounts, withdrawals } from '../../db/schema/wallet.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { expectLedgerClean } from '../../testing/marketplace.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import type { ChainNetworkConfig, WalletEnv } from '../wallet/index.ts';
import { anvilActions, anvilKeys, deployTestUsdt, startAnvil, type Anvil } from './anvil.ts';
import { connectNetwork, type NetworkNode } from './network-family.ts';
import { networkJob } from './network-job.ts';

const usdt = (whole: number) => BigInt(Math.round(whole * 1_000_000));
const payerKey = anvilKeys[2];
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

interface Net {
  code: 'ERC20' | 'BEP20';
  chainId: number;
  confirmations: number;
  hotKey: Hex;
  anvil: Anvil;
  token: Hex;
  chain: ReturnType<typeof anvilActions>;
  config: ChainNetworkConfig;
  node: NetworkNode;
  /** The network's whole chain job: deposits, payouts and the health record. */
  job: () => Promise<void>;
}

let t: TestApp;
let env: WalletEnv;
let admin: Party;
const nets = {} as Record<'A' | 'B', Net>;

async function startNet(
  code: Net['code'],
  chainId: number,
  confirmations: number,
  hotKey: Hex,
): Promise<Omit<Net, 'config' | 'node' | 'job'>> {
  const anvil = await startAnvil({ chainId });
  // A set-up that fails after the node started stops it: nobody else would.
  try {
    const token = await deployTestUsdt(anvil.rpcUrl, chainId);
    const chain = anvilActions(anvil.rpcUrl, token, chainId);
    await chain.mint(privateKeyToAccount(payerKey).address, usdt(1_000_000));
    const hot = privateKeyToAccount(hotKey).address;
    await chain.mint(hot, usdt(1_000_000));
    await chain.setEth(hot, 10n ** 20n); // gas money for a key anvil did not fund
    return { code, chainId, confirmations, hotKey, anvil, token, chain };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

beforeAll(async () => {
  const started = await Promise.allSettled([
    startNet('ERC20', 31337, 3, anvilKeys[1]),
    // Network B: its own chain id, deeper confirmations, its own hot wallet and fee rule.
    startNet('BEP20', 31338, 5, generatePrivateKey()),
  ]);
  const ready = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(ready.map((net) => net.anvil.stop()));
    throw failed.reason;
  }
  const [a, b] = ready as [(typeof ready)[0], (typeof ready)[0]];
  const depositXpub = testChain().depositXpub;
  const configOf = async (net: typeof a, extra: Partial<ChainNetworkConfig>) =>
    testChain({
      code: net.code,
      label: net.code === 'ERC20' ? 'Test network A (local)' : 'Test network B (local)',
      chainId: net.chainId,
      rpcUrl: net.anvil.rpcUrl,
      tokenAddress: net.token,
      confirmations: net.confirmations,
      hotWalletKey: net.hotKey,
      depositXpub,
      startBlock: await net.anvil.publicClient.getBlockNumber(),
      testNetwork: true,
      ...extra,
    });
  const networks = [
    await configOf(a, {}),
    await configOf(b, { withdrawFee: { rate: '0', min: '2' } }),
  ];
  const base = loadConfig({});
  t = await createTestApp({
    config: {
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        chain: networks[0],
        networks,
        withdraw: {
          ...base.wallet.withdraw,
          min: '1',
          feeRate: '0',
          feeMin: '1',
          addressHoldHours: 0,
        },
      },
    },
  });
  env = { config: t.config.wallet, tz: t.config.platformTimeZone };
  for (const [key, net, config] of [
    ['A', a, networks[0]!],
    ['B', b, networks[1]!],
  ] as const) {
    // Through the family's adapter, as the app's chain job does.
    const node = connectNetwork(config);
    nets[key] = {
      ...net,
      config,
      node,
      job: networkJob(t.database.db, env, node, () => new Date()),
    };
  }
  admin = await createParty(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([nets.A?.anvil.stop(), nets.B?.anvil.stop()]);
});

interface Channel {
  blockchain_name: string;
  label: string;
  address: Hex;
  chainId: number;
  confirmations: number;
  available: boolean;
  testNetwork: boolean;
}

async function channels(user: Party): Promise<Channel[]> {
  return expectOk(
    await call<Channel[]>(t, 'channelBlockchain!list', {}, { token: user.token, method: 'GET' }),
  );
}

async function money(user: Party): Promise<string> {
  return expectOk(await call<{ money: string }>(t, 'wallet!getUsdt', {}, { token: user.token }))
    .money;
}

async function depositsOf(user: Party, network: string) {
  return (
    await t.database.db.select().from(deposits).where(eq(deposits.userId, user.userId))
  ).filter((row) => row.network === network);
}

async function clearingBalance(network: string): Promise<string> {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, clearing(network).code));
  return row ? String(Number(row.balance)) : '0';
}

/** Runs a network's job until it has mined `blocks` more blocks (one sweep after each). */
async function mineAndSweep(net: Net, blocks: number) {
  for (let i = 0; i < blocks; i += 1) {
    await net.chain.mine(1);
    await net.job();
  }
}

describe('several networks', () => {
  it('lists both networks with one address, and credits each deposit once after its own confirmations', async () => {
    const user = await createParty(t);
    const listed = await channels(user);
    expect(listed.map((c) => [c.blockchain_name, c.label, c.chainId, c.confirmations])).toEqual([
      ['ERC20', 'Test network A (local)', 31337, 3],
      ['BEP20', 'Test network B (local)', 31338, 5],
    ]);
    expect(listed.every((c) => c.available && c.testNetwork)).toBe(true);
    // The same derived EVM address serves both networks.
    expect(listed[0]!.address).toBe(listed[1]!.address);
    const address = listed[0]!.address;

    await nets.A.chain.transfer(payerKey, address, usdt(10));
    await nets.B.chain.transfer(payerKey, address, usdt(7));
    await nets.A.job();
    await nets.B.job();
    // Three blocks deep on both: A's three confirmations are there, B's five are not.
    await mineAndSweep(nets.A, 2);
    await mineAndSweep(nets.B, 2);
    expect(await money(user)).toBe('10');
    expect((await depositsOf(user, 'BEP20'))[0]).toMatchObject({ status: 'confirming' });
    await mineAndSweep(nets.B, 2);
    expect(await money(user)).toBe('17');
    // More sweeps on both credit nothing again.
    await mineAndSweep(nets.A, 2);
    await mineAndSweep(nets.B, 2);
    expect(await money(user)).toBe('17');
    expect(await depositsOf(user, 'ERC20')).toHaveLength(1);
    expect(await depositsOf(user, 'BEP20')).toHaveLength(1);
    await expectLedgerClean(t.database);
  });

  it('a reorg on network A orphans its deposit and leaves the deposit on B untouched', async () => {
    const user = await createParty(t);
    const address = (await channels(user))[0]!.address;
    const before = await nets.A.chain.snapshot();
    await nets.A.chain.transfer(payerKey, address, usdt(4));
    await nets.B.chain.transfer(payerKey, address, usdt(6));
    await nets.A.job();
    await nets.B.job();
    expect((await depositsOf(user, 'ERC20'))[0]).toMatchObject({ status: 'confirming' });
    // A's block with the transfer is replaced by other blocks (a reorg), B goes on.
    await nets.A.chain.revert(before);
    await mineAndSweep(nets.A, 4);
    await mineAndSweep(nets.B, 5);
    expect((await depositsOf(user, 'ERC20'))[0]).toMatchObject({ status: 'orphaned' });
    expect((await depositsOf(user, 'BEP20'))[0]).toMatchObject({ status: 'success' });
    expect(await money(user)).toBe('6');
    await expectLedgerClean(t.database);
  });

  it('pays a withdrawal on B from B’s hot wallet with B’s fee; with A’s node down only A is unavailable', async () => {
    const user = await createParty(t);
    const address = (await channels(user))[0]!.address;
    await nets.B.chain.transfer(payerKey, address, usdt(30));
    await mineAndSweep(nets.B, 5);
    expect(await money(user)).toBe('30');
    const clearingA = await clearingBalance('ERC20');
    const clearingB = await clearingBalance('BEP20');

    // Network A's node stops: its job fails and records it; B's job still runs.
    await nets.A.anvil.stop();
    await expect(nets.A.job()).rejects.toThrow();
    await nets.B.job();
    const listed = await channels(user);
    expect(listed.map((c) => [c.blockchain_name, c.available])).toEqual([
      ['ERC20', false],
      ['BEP20', true],
    ]);

    // Operators see which channel is closed, why (the node's own words) and since when.
    const dashboard = expectOk(
      await call<{ networks: Array<Record<string, unknown>> }>(
        t,
        'admin/dashboard!stats',
        {},
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(dashboard.networks).toMatchObject([
      { network: 'ERC20', available: false, reason: 'failing', since: expect.any(String) },
      { network: 'BEP20', available: true, reason: '', failure: '' },
    ]);
    expect(dashboard.networks[0]!.failure).not.toBe('');

    const recipient = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    for (const channel of ['ERC20', 'BEP20'])
      expectOk(
        await call(
          t,
          'user!bindWithdrawAddress',
          { channel, address: recipient, safeword: '123456' },
          { token: user.token },
        ),
      );
    const quote = (channel: string) =>
      call<{ withdraw_fee: string; feeMin: string; available: boolean }>(
        t,
        'withdraw!fee',
        { channel, amount: '10' },
        { token: user.token, method: 'GET' },
      );
    expect(expectOk(await quote('ERC20'))).toMatchObject({ withdraw_fee: '1', available: false });
    expect(expectOk(await quote('BEP20'))).toMatchObject({
      withdraw_fee: '2',
      feeMin: '2',
      available: true,
    });

    const apply = async (channel: string) => {
      const open = expectOk(
        await call<{ session_token: string }>(
          t,
          'withdraw!withdraw_open',
          {},
          { token: user.token },
        ),
      );
      return call<{ id: string }>(
        t,
        'withdraw!apply',
        { channel, amount: '10', safeword: '123456', session_token: open.session_token },
        { token: user.token },
      );
    };
    expectRefused(await apply('ERC20'), 'wallet.networkUnavailable');
    const record = expectOk(await apply('BEP20'));
    expect(await money(user)).toBe('18'); // 10 + B's fee of 2 held
    expectOk(await call(t, 'admin/withdraw!approve', { id: record.id }, { token: admin.token }));

    await nets.B.job(); // signs and sends from B's hot wallet
    await mineAndSweep(nets.B, 5);
    const [row] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, record.id));
    expect(row).toMatchObject({ status: 'success', network: 'BEP20', fee: '2.0000000000' });
    const paid = await nets.B.anvil.publicClient.getLogs({
      address: nets.B.token,
      event: transferEvent,
      args: { to: recipient },
      fromBlock: 0n,
    });
    expect(paid).toHaveLength(1);
    expect(paid[0]!.args.from).toBe(privateKeyToAccount(nets.B.hotKey).address);
    expect(paid[0]!.args.value).toBe(usdt(10));

    // The ledger per network: B's clearing moved by the payout only, A's not at all; in total clean.
    expect(await clearingBalance('ERC20')).toBe(clearingA);
    expect(Number(await clearingBalance('BEP20'))).toBe(Number(clearingB) + 10);
    await expectLedgerClean(t.database);
  });
});
