// `npm run test:crash -- --payouts` (docs/security.md "Proofs"): crash with payouts in flight. The
// real server pays withdrawals on a local anvil chain of the test's own, through an RPC proxy of the
// test's: buyers with balances bind a new address for each withdrawal (so every payment on chain
// names its withdrawal) and apply, an operator approves, the server's chain job signs, sends,
// replaces and settles. The proxy sees every transaction the server sends and, at random:
// - kills the server with SIGKILL the moment it sends (before the node has it, or after the node
//   took it and before the server hears so), also when what it sends is a fee replacement;
// - answers "underpriced" (without passing it on, or after passing it on: the node has the old
//   signing while the server signs a replacement), or loses the answer.
// The test mines the blocks itself (anvil without automine) and now and then makes the node drop
// a pending payout, as a restarted node does. After every kill, with the server stopped, the chain
// and the database are compared: no withdrawal paid twice (Transfer logs from the hot wallet per
// recipient), none refunded or rejected that was paid, every settled one paid exactly once with its
// amount and its hash, nothing paid to an address no withdrawal names, every answered application
// present, each buyer's balances what the withdrawals say, the ledger clean. At the end the server
// runs without kills until every withdrawal is final, and the same checks run once more.
import { createServer as createHttpServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import {
  keccak256,
  parseAbiItem,
  parseTransaction,
  type Hex,
  type Log,
  type TransactionSerialized,
} from 'viem';
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { toUnits } from '../domain/wallet/amounts.ts';
import type { DemoAccounts } from '../server/demo/demo-accounts.ts';
import { createUserAccount } from '../server/modules/account/users.service.ts';
import {
  anvilKeys,
  deployTestUsdtInOneBlock,
  freePort,
  rpcCall,
  startAnvil,
} from '../server/modules/chain/anvil.ts';
import { developmentXpub } from '../server/modules/chain/local-chain.ts';
import { checkLedger } from '../server/modules/ledger/index.ts';
import { postmasterOf } from './bench-cpu.ts';
import {
  crashCall,
  crashServer,
  openCrashDatabase,
  pick,
  rand,
  sleep,
  type CrashServer,
} from './crash-server.ts';

const BUYERS = 8;
const DEPOSIT = '100000';
const PROOF = '/uploads/recharge/06earhgn02m53edjpk5jjmjnp0.png';
const SAFEWORD = '135790';
const NETWORK = 'ERC20';
const CHAIN_ID = 31337;
const CONFIRMATIONS = 2;
const HOT_KEY = anvilKeys[1];
const HOT = privateKeyToAccount(HOT_KEY).address.toLowerCase();
const HOT_KEY_ENV = 'CHAIN_LOCAL_HOT_WALLET_KEY';
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

type KillMode = 'timer' | 'before-send' | 'after-send' | 'before-replacement';
/** What the proxy does with one transaction the server sends. */
type SendPlan = 'pass' | 'refuse' | 'lie' | 'lose' | 'kill-before' | 'kill-after';

export interface PayoutCrashOptions {
  rounds: number;
  /** Chain and database compared after every this many rounds (and always at the end). */
  checkEvery: number;
  port: number;
  runDir: string;
  dataDir: string;
  logFile: string;
  say: (message: string) => void;
}

interface Buyer {
  id: string;
  username: string;
  token: string;
}

interface Application {
  buyer: Buyer;
  key: string;
  params: Record<string, unknown>;
  state: 'acked' | 'refused' | 'doubt';
  id?: string;
}

const stats = {
  rounds: 0,
  kills: {
    timer: 0,
    'before-send': 0,
    'after-send': 0,
    'before-replacement': 0,
    postmaster: 0,
  } as Record<KillMode | 'postmaster', number>,
  sends: 0,
  refused: 0,
  lied: 0,
  lost: 0,
  dropped: 0,
  blocks: 0,
  checks: 0,
  applyRefusals: new Map<string, number>(),
};

/** The JSON-RPC proxy between the server and anvil, which decides the fate of every send. */
function rpcProxy(
  target: string,
  decide: (raw: Hex) => Promise<SendPlan>,
  kill: () => Promise<void>,
) {
  const underpriced = (id: unknown) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      error: { code: -32000, message: 'replacement transaction underpriced' },
    });
  const forward = async (body: string) => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return response.text();
  };
  return createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      void (async () => {
        let message: { id?: unknown; method?: string; params?: unknown[] } = {};
        try {
          message = JSON.parse(body) as typeof message;
        } catch {
          /* passed on as it is */
        }
        const plan: SendPlan =
          message.method === 'eth_sendRawTransaction'
            ? await decide(message.params![0] as Hex)
            : 'pass';
        if (plan === 'kill-before') {
          await kill();
          response.destroy();
          return;
        }
        if (plan === 'refuse') {
          response.setHeader('content-type', 'application/json');
          response.end(underpriced(message.id));
          return;
        }
        const answer = await forward(body);
        if (plan === 'kill-after') {
          await kill();
          response.destroy();
        } else if (plan === 'lie') {
          response.setHeader('content-type', 'application/json');
          response.end(underpriced(message.id));
        } else if (plan === 'lose') {
          response.destroy();
        } else {
          response.setHeader('content-type', 'application/json');
          response.end(answer);
        }
      })().catch(() => response.destroy());
    });
  });
}

export async function runPayoutCrash(options: PayoutCrashOptions): Promise<number> {
  const { say, dataDir } = options;
  const started = Date.now();
  const problems: string[] = [];
  const applications: Application[] = [];
  let mining = true;

  // ---------------------------------------------------------------- the chain and the proxy
  const anvil = await startAnvil({ chainId: CHAIN_ID });
  const token = await deployTestUsdtInOneBlock(
    anvil.rpcUrl,
    [{ to: privateKeyToAddress(HOT_KEY), units: toUnits('10000000', 6) }],
    CHAIN_ID,
  );
  await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [false]);
  const rpcUrl = anvil.rpcUrl;
  const publicClient = anvil.publicClient;

  /** Every signing the server sent, by nonce: more than one hash at a nonce is a replacement. */
  const signings = new Map<number, Set<Hex>>();
  let killMode: KillMode | undefined;
  let killed: (() => void) | undefined;
  const killNow = async (mode: KillMode) => {
    if (!killMode) return;
    killMode = undefined;
    stats.kills[mode] += 1;
    await server.kill();
    killed?.();
  };

  const decide = async (raw: Hex): Promise<SendPlan> => {
    stats.sends += 1;
    const nonce = parseTransaction(raw as TransactionSerialized).nonce ?? -1;
    const hashes = signings.get(nonce) ?? new Set<Hex>();
    const replacement = hashes.size > 0 && !hashes.has(keccak256(raw));
    hashes.add(keccak256(raw));
    signings.set(nonce, hashes);
    const mode = killMode;
    if (mode === 'before-send' && Math.random() < 0.5) return 'kill-before';
    if (mode === 'after-send' && Math.random() < 0.5) return 'kill-after';
    if (mode === 'before-replacement' && replacement) return 'kill-before';
    const roll = Math.random();
    if (roll < 0.12) return (stats.refused++, 'refuse');
    if (roll < 0.24) return (stats.lied++, 'lie');
    if (roll < 0.3) return (stats.lost++, 'lose');
    return 'pass';
  };
  const proxyPort = await freePort();
  const proxy: Server = rpcProxy(rpcUrl, decide, async () => {
    const mode = killMode;
    if (mode) await killNow(mode);
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

  const server: CrashServer = crashServer({
    dataDir,
    logFile: options.logFile,
    port: options.port,
    env: {
      CHAIN_NETWORKS: JSON.stringify([
        {
          name: NETWORK,
          label: 'Crash test network',
          rpcUrl: `http://127.0.0.1:${proxyPort}`,
          chainId: CHAIN_ID,
          usdtAddress: token,
          decimals: 6,
          confirmations: CONFIRMATIONS,
          depositMin: '1',
          startBlock: 0,
          hotWalletKeyEnv: HOT_KEY_ENV,
          testNetwork: true,
        },
      ]),
      CHAIN_POLL_MS: '300',
      CHAIN_DEPOSIT_XPUB: developmentXpub,
      [HOT_KEY_ENV]: HOT_KEY,
      WALLET_ADDRESS_HOLD_HOURS: '0',
      WALLET_WITHDRAW_MAX_PER_DAY: '0',
    },
  });
  const call = (name: string, params: Record<string, unknown>, token?: string, key?: string) =>
    crashCall(server.base, name, params, token, key);

  /** The miner: a block now and then; sometimes a pending payout is dropped first. */
  const mine = async () => {
    while (mining) {
      await sleep(rand(150, 900));
      try {
        if (Math.random() < 0.08) {
          const pool = await rpcCall<{ pending: Record<string, Record<string, { hash: Hex }>> }>(
            rpcUrl,
            'txpool_content',
          );
          const mine = Object.entries(pool.pending).find(([from]) => from.toLowerCase() === HOT);
          const pending = mine ? Object.values(mine[1]) : [];
          if (pending.length > 0) {
            await rpcCall(rpcUrl, 'anvil_dropTransaction', [pick(pending).hash]);
            stats.dropped += 1;
          }
        }
        await rpcCall(rpcUrl, 'evm_mine');
        stats.blocks += 1;
      } catch (error) {
        problems.push(`the miner failed: ${String(error)}`);
        return;
      }
    }
  };

  // ---------------------------------------------------------------- set-up
  let operatorToken = '';
  const buyers: Buyer[] = [];
  const logIn = async () => {
    const demo = JSON.parse(
      fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'),
    ) as DemoAccounts;
    const operator = await call('user!newlogin', {
      username: demo.operator,
      password: demo.password,
    });
    if (operator?.code !== '0') throw new Error('operator login failed');
    operatorToken = String(operator.data!.token);
  };

  say(`data folder ${dataDir}; anvil at ${rpcUrl}, the server's node is the proxy on ${proxyPort}`);
  const miner = mine();
  try {
    await server.start();
    await server.stop();
    const opened = await openCrashDatabase(dataDir);
    try {
      for (let i = 0; i < BUYERS; i++) {
        const username = `payout${i}${randomBytes(2).toString('hex')}`;
        const created = await createUserAccount(opened.database.db, {
          username,
          password: 'secret123',
          roles: ['user'],
        });
        if (!created.ok) throw new Error(`cannot create ${username}`);
        buyers.push({ id: created.data.id, username, token: '' });
      }
    } finally {
      await opened.close();
    }
    await server.start();
    await logIn();
    for (const buyer of buyers) {
      const login = await call('user!newlogin', {
        username: buyer.username,
        password: 'secret123',
      });
      if (login?.code !== '0') throw new Error(`login of ${buyer.username} failed`);
      buyer.token = String(login.data!.token);
      const safeword = await call(
        'user!setSafewordReg',
        { password: 'secret123', safeword: SAFEWORD, re_safeword: SAFEWORD },
        buyer.token,
      );
      if (safeword?.code !== '0') throw new Error(`fund password: ${safeword?.msg}`);
      const open = await call('rechargeBlockchain!recharge_open', {}, buyer.token);
      const recharge = await call(
        'rechargeBlockchain!recharge',
        { session_token: open?.data?.session_token, symbol: 'USDT', amount: DEPOSIT, img: PROOF },
        buyer.token,
        randomBytes(12).toString('hex'),
      );
      if (recharge?.code !== '0') throw new Error(`deposit: ${recharge?.msg}`);
      const approve = await call(
        'admin/deposit!approve',
        { id: recharge.data!.id },
        operatorToken,
        randomBytes(12).toString('hex'),
      );
      if (approve?.code !== '0') throw new Error(`deposit approval: ${approve?.msg}`);
    }

    // -------------------------------------------------------------- the load
    const apply = async (application: Application) => {
      const answer = await call(
        'withdraw!apply',
        application.params,
        application.buyer.token,
        application.key,
      );
      application.state = !answer ? 'doubt' : answer.code === '0' ? 'acked' : 'refused';
      if (answer?.code === '0') application.id = String(answer.data!.id);
      else if (answer) {
        const key = answer.errorKey ?? answer.msg;
        stats.applyRefusals.set(key, (stats.applyRefusals.get(key) ?? 0) + 1);
      }
    };

    /** One buyer: when nothing of theirs is under way, a new address and a withdrawal to it. */
    const buyerLoad = async (buyer: Buyer, stop: () => boolean) => {
      while (!stop()) {
        const mine = await call('withdraw!list', { status: 0 }, buyer.token);
        if (
          !mine ||
          mine.code !== '0' ||
          (mine.data!.pageInfo as { totalElements: number }).totalElements > 0
        ) {
          await sleep(300);
          continue;
        }
        const address = privateKeyToAddress(`0x${randomBytes(32).toString('hex')}`);
        const bound = await call(
          'user!bindWithdrawAddress',
          { channel: NETWORK, address, safeword: SAFEWORD },
          buyer.token,
        );
        if (bound?.code !== '0' || stop()) continue;
        const open = await call('withdraw!withdraw_open', {}, buyer.token);
        if (open?.code !== '0' || stop()) continue;
        const application: Application = {
          buyer,
          key: randomBytes(12).toString('hex'),
          params: {
            channel: NETWORK,
            amount: new Decimal(rand(10, 60)).toFixed(2),
            safeword: SAFEWORD,
            session_token: open.data!.session_token,
          },
          state: 'doubt',
        };
        applications.push(application);
        await apply(application);
      }
    };

    /** The operator approves whatever waits for review. */
    const operatorLoad = async (stop: () => boolean) => {
      while (!stop()) {
        const pending = await call('admin/withdraw!list', { status: 'pending' }, operatorToken);
        const rows = (pending?.data?.pageList as Array<{ id: string }> | undefined) ?? [];
        for (const row of rows) {
          if (stop()) break;
          await call(
            'admin/withdraw!approve',
            { id: row.id },
            operatorToken,
            randomBytes(12).toString('hex'),
          );
        }
        await sleep(200);
      }
    };

    // -------------------------------------------------------------- the checks (server stopped)
    const check = async (label: string, final: boolean) => {
      stats.checks += 1;
      const fail = (message: string) => problems.push(`${label}: ${message}`);
      const logs = (await publicClient.getLogs({
        address: token,
        event: transferEvent,
        args: { from: HOT as Hex },
        fromBlock: 0n,
        toBlock: 'latest',
      })) as Array<Log<bigint, number, false, typeof transferEvent>>;
      const paid = new Map<string, typeof logs>();
      for (const log of logs) {
        const to = log.args.to!.toLowerCase();
        paid.set(to, [...(paid.get(to) ?? []), log]);
      }
      const opened = await openCrashDatabase(dataDir);
      try {
        const { pool, db } = opened.database;
        const rows = (
          await pool.query<{
            id: string;
            user_id: string;
            address: string;
            amount: string;
            fee: string;
            status: string;
            tx_hash: string | null;
          }>(
            `select id, user_id, address, amount::text, fee::text, status, tx_hash
               from withdrawals where user_id = any($1)`,
            [buyers.map((b) => b.id)],
          )
        ).rows;
        const named = new Set(rows.map((row) => row.address.toLowerCase()));
        if (named.size !== rows.length) fail('two withdrawals to one address (the test is broken)');
        for (const [to, list] of paid)
          if (!named.has(to)) fail(`${list.length} payment(s) to ${to}, which no withdrawal names`);
        for (const row of rows) {
          const transfers = paid.get(row.address.toLowerCase()) ?? [];
          if (transfers.length > 1) fail(`withdrawal ${row.id} paid ${transfers.length} times`);
          if (row.status === 'success') {
            const [transfer] = transfers;
            if (transfers.length !== 1)
              fail(`withdrawal ${row.id} settled with no payment on chain`);
            else if (transfer!.args.value !== toUnits(row.amount, 6))
              fail(
                `withdrawal ${row.id} of ${row.amount} paid ${String(transfer!.args.value)} units`,
              );
            else if (transfer!.transactionHash.toLowerCase() !== row.tx_hash?.toLowerCase())
              fail(
                `withdrawal ${row.id} settled with ${row.tx_hash}, paid by ${transfer!.transactionHash}`,
              );
          } else if (['failed', 'rejected', 'pending_review', 'approved'].includes(row.status)) {
            if (transfers.length > 0) fail(`withdrawal ${row.id} is ${row.status} but was paid`);
          } else if (final) fail(`withdrawal ${row.id} still ${row.status} at the end`);
        }
        for (const application of applications)
          if (application.state === 'acked' && !rows.some((row) => row.id === application.id))
            fail(`answered withdrawal ${application.id} is missing`);
        // Each buyer: the deposit, less what every withdrawal not given back holds or paid.
        for (const buyer of buyers) {
          let available = new Decimal(DEPOSIT);
          let held = new Decimal(0);
          for (const row of rows.filter((r) => r.user_id === buyer.id)) {
            if (row.status === 'failed' || row.status === 'rejected') continue;
            const debit = new Decimal(row.amount).plus(row.fee);
            available = available.minus(debit);
            if (row.status !== 'success') held = held.plus(debit);
          }
          const balances = await pool.query<{ kind: string; balance: string }>(
            `select kind, coalesce(sum(balance), 0)::text as balance from ledger_accounts
              where owner_id = $1 and kind in ('user_available', 'user_held') group by kind`,
            [buyer.id],
          );
          const of = (kind: string) =>
            new Decimal(balances.rows.find((row) => row.kind === kind)?.balance ?? '0');
          if (!of('user_available').equals(available) || !of('user_held').equals(held))
            fail(
              `${buyer.username}: available ${of('user_available').toString()} held ${of('user_held').toString()}, the withdrawals say ${available.toString()} and ${held.toString()}`,
            );
        }
        for (const problem of await checkLedger(db)) fail(`ledger: ${problem}`);
        return rows;
      } finally {
        await opened.close();
      }
    };

    // -------------------------------------------------------------- rounds
    for (let round = 1; round <= options.rounds; round++) {
      let stopped = false;
      const stop = () => stopped;
      const workers = [...buyers.map((buyer) => buyerLoad(buyer, stop)), operatorLoad(stop)];
      const gone = new Promise<void>((resolve) => (killed = resolve));
      const mode = pick(['timer', 'before-send', 'after-send', 'before-replacement'] as const);
      killMode = mode;
      // A send-triggered kill that does not come in time is a kill at the end of the wait.
      const wait = mode === 'timer' ? rand(1000, 6000) : 10_000;
      await Promise.race([gone, sleep(wait)]);
      if (killMode) {
        // Now and then the database goes down with the app.
        const postmaster = Math.random() < 0.25 ? postmasterOf(dataDir) : undefined;
        await killNow('timer');
        if (postmaster) {
          try {
            process.kill(postmaster, 'SIGKILL');
            stats.kills.postmaster += 1;
          } catch {
            /* already gone */
          }
        }
      }
      stopped = true;
      await Promise.all(workers);
      if (round % options.checkEvery === 0) await check(`round ${round}`, false);
      // Sessions live in the database: the same tokens work after the restart.
      await server.start();
      // Applications whose answer a kill swallowed: the same call with the same key.
      for (const application of applications.filter((a) => a.state === 'doubt'))
        await apply(application);
      stats.rounds += 1;
      if (round % 10 === 0 || round === options.rounds)
        say(
          `round ${round}/${options.rounds}: ${applications.length} applications, ${stats.sends} sends (${stats.refused + stats.lied} answered underpriced), ${problems.length} problems, ${((Date.now() - started) / 60_000).toFixed(1)} min`,
        );
    }

    // -------------------------------------------------------------- the end: every payout final
    {
      let stopped = false;
      const approving = operatorLoad(() => stopped);
      const deadline = Date.now() + 180_000;
      for (;;) {
        const open = await Promise.all(
          buyers.map((buyer) => call('withdraw!list', { status: 0 }, buyer.token)),
        );
        if (
          open.every(
            (answer) =>
              answer?.code === '0' &&
              (answer.data!.pageInfo as { totalElements: number }).totalElements === 0,
          )
        )
          break;
        if (Date.now() > deadline) {
          problems.push('withdrawals still under way three minutes after the last kill');
          break;
        }
        await sleep(500);
      }
      stopped = true;
      await approving;
    }
    await server.stop();
    const rows = await check('the end', true);
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    const replaced = [...signings.values()].filter((hashes) => hashes.size > 1).length;
    const refusals = [...stats.applyRefusals.entries()].map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(
      [
        `crash test with payouts: ${stats.rounds} rounds in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
        `  kills: at a timer ${stats.kills.timer} (the postmaster too in ${stats.kills.postmaster}), as a payout was sent before the node had it ${stats.kills['before-send']}, after the node took it ${stats.kills['after-send']}, as a fee replacement was sent ${stats.kills['before-replacement']}`,
        `  withdrawals: ${rows.length} (paid ${count('success')}, failed and refunded ${count('failed')}, rejected ${count('rejected')}); applications answered "0" ${applications.filter((a) => a.state === 'acked').length}, refused ${applications.filter((a) => a.state === 'refused').length}${refusals ? ` (${refusals})` : ''}, in doubt ${applications.filter((a) => a.state === 'doubt').length}`,
        `  sends through the proxy: ${stats.sends} (answered "underpriced" without passing on ${stats.refused}, after passing on ${stats.lied}, answer lost ${stats.lost}); nonces signed more than once (fee replacements): ${replaced}`,
        `  blocks mined: ${stats.blocks}; pending payouts dropped by the node: ${stats.dropped}`,
        `  checks of chain and database: ${stats.checks}; problems: ${problems.length}`,
        ...problems.slice(0, 30).map((p) => `    - ${p}`),
      ].join('\n'),
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    mining = false;
    await miner;
    await server.kill();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await anvil.stop();
  }
}
