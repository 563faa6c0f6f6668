// `/metrics`: behind its token, in Prometheus text format, with the request, pool, event-loop and
// business series; the deposit watcher's lag grows while it does not run and the chain moves on;
// a payout that is held (approved, not sent) and a deposit waiting for review age; the scheduled
// ledger check reports.
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { deposits, withdrawals } from '../db/schema/wallet.ts';
import {
  anvilActions,
  anvilKeys,
  deployTestUsdt,
  startAnvil,
  type Anvil,
  type AnvilActions,
} from '../modules/chain/anvil.ts';
import { createChainClients, type ChainClients } from '../modules/chain/evm/clients.ts';
import { depositSweep } from '../modules/chain/evm/deposit-watcher.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testChain } from '../testing/test-chain.ts';
import { createParty } from '../testing/parties.ts';
import { newId } from './ids.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

let anvil: Anvil;
let chain: AnvilActions;
let clients: ChainClients;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  anvil = await startAnvil();
  const token = await deployTestUsdt(anvil.rpcUrl);
  chain = anvilActions(anvil.rpcUrl, token);
  const base = loadConfig({});
  t = await createTestApp({
    config: {
      metrics: { token: TOKEN, port: 0, host: '127.0.0.1' },
      ledgerCheckIntervalMs: 100,
      wallet: {
        ...base.wallet,
        chain: testChain({
          rpcUrl: anvil.rpcUrl,
          tokenAddress: token,
          hotWalletKey: anvilKeys[1],
          startBlock: await anvil.publicClient.getBlockNumber(),
          testNetwork: true,
        }),
      },
    },
  });
  clients = createChainClients(t.config.wallet.chain!);
});
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** The value of one series (name with its labels as written), or undefined when absent. */
function value(text: string, series: string): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return undefined;
}

describe('/metrics', () => {
  it('is refused without its token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('exposes requests, durations, the pool, the event loop, streams and the business signals', async () => {
    await t.app.inject({ method: 'GET', url: '/api/syspara!getSyspara.action?code=x' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call.action' });
    const text = await scrape();
    expect(
      value(
        text,
        'caravan_http_requests_total{operation="syspara!getSyspara",status="200",code="0"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'caravan_http_requests_total{operation="unknown call",status="404",code="404"}'),
    ).toBe(1);
    expect(
      value(
        text,
        'caravan_http_request_duration_seconds_count{operation="syspara!getSyspara",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    for (const series of [
      'caravan_db_pool_connections{state="max"}',
      'caravan_db_pool_waiting',
      'caravan_db_pool_waits_total',
      'nodejs_eventloop_lag_seconds',
      'caravan_event_streams_open',
      'caravan_chain_rpc_up{network="ERC20"}',
      'caravan_payouts_unsettled{state="approved"}',
      'caravan_payout_oldest_age_seconds{state="broadcast"}',
      'caravan_pending_reviews{kind="deposit"}',
      'caravan_pending_review_oldest_age_seconds{kind="withdrawal"}',
      'caravan_mail_undelivered{status="failed"}',
      'caravan_orders_submitted_total',
      'caravan_order_payments_total',
      'caravan_jobs_leader',
    ]) {
      expect(value(text, series), series).toBeTypeOf('number');
    }
    expect(value(text, 'caravan_jobs_leader')).toBe(1);
  });

  it('shows the deposit watcher falling behind while it is stopped and the chain moves on', async () => {
    await depositSweep(t.database.db, { config: t.config.wallet, tz: 'UTC' }, clients, t.clock.now);
    const caughtUp = value(await scrape(), 'caravan_chain_watcher_blocks_behind{network="ERC20"}');
    expect(caughtUp).toBe(0);
    await chain.mine(5);
    expect(value(await scrape(), 'caravan_chain_watcher_blocks_behind{network="ERC20"}')).toBe(5);
    await chain.mine(7);
    expect(value(await scrape(), 'caravan_chain_watcher_blocks_behind{network="ERC20"}')).toBe(12);
    t.clock.advance(90_000);
    expect(
      value(await scrape(), 'caravan_chain_watcher_last_advance_age_seconds{network="ERC20"}'),
    ).toBeGreaterThanOrEqual(90);
    // It catches up when it runs again.
    await depositSweep(t.database.db, { config: t.config.wallet, tz: 'UTC' }, clients, t.clock.now);
    const after = await scrape();
    expect(value(after, 'caravan_chain_watcher_blocks_behind{network="ERC20"}')).toBe(0);
    expect(
      value(after, 'caravan_chain_watcher_last_advance_age_seconds{network="ERC20"}'),
    ).toBeLessThan(1);
  });

  it('shows a held payout and a waiting deposit growing older', async () => {
    const buyer = await createParty(t);
    const at = t.clock.now();
    // An approved withdrawal the payout job has not sent (its job does not run here), and a
    // payment-proof deposit no operator has looked at.
    await t.database.db.insert(withdrawals).values({
      id: newId(),
      serialNo: `W${Date.now()}`,
      userId: buyer.userId,
      currency: 'USDT',
      network: 'ERC20',
      address: privateKeyToAccount(anvilKeys[2]).address,
      amount: '25',
      fee: '1',
      status: 'approved',
      createdAt: at,
      updatedAt: at,
    });
    await t.database.db.insert(deposits).values({
      id: newId(),
      serialNo: `D${Date.now()}`,
      userId: buyer.userId,
      method: 'proof',
      currency: 'USDT',
      network: 'ERC20',
      amount: '40',
      status: 'pending_review',
      createdAt: at,
      updatedAt: at,
    });
    const first = await scrape();
    expect(value(first, 'caravan_payouts_unsettled{state="approved"}')).toBe(1);
    expect(value(first, 'caravan_payout_oldest_age_seconds{state="approved"}')).toBeLessThan(1);
    expect(value(first, 'caravan_pending_reviews{kind="deposit"}')).toBe(1);
    t.clock.advance(10 * 60_000);
    const later = await scrape();
    expect(value(later, 'caravan_payout_oldest_age_seconds{state="approved"}')).toBeCloseTo(600, 0);
    expect(value(later, 'caravan_pending_review_oldest_age_seconds{kind="deposit"}')).toBeCloseTo(
      600,
      0,
    );
  });

  it('reports the scheduled ledger check', async () => {
    await expect
      .poll(async () => value(await scrape(), 'caravan_ledger_check_last_run_timestamp_seconds'), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(value(await scrape(), 'caravan_ledger_check_problems')).toBe(0);
  });
});
