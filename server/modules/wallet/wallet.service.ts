// The wallet: balances, history, deposits and withdrawals of a user, on the ledger. Every money
// movement here is one transaction posting balanced entries together with the business record.
// Other modules call these functions (accounts: availableBalance before cancellation).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { WalletRecord } from '../../../domain/api/wallet.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import {
  clearing,
  feeIncome,
  userAvailable,
  userHeld,
  WALLET_CURRENCY,
} from '../../../domain/ledger/accounts.ts';
import { D, MAX_DECIMALS } from '../../../domain/money.ts';
import { isChecksummedEvmAddress, addressKey } from '../../../domain/wallet/address.ts';
import {
  amountProblem,
  closingAmount,
  isClosingWithdrawal,
  creditableAmount,
  manualDepositLimits,
  MANUAL_DEPOSIT_DECIMALS,
  withdrawalDebit,
  withdrawalFee,
  type AmountLimits,
} from '../../../domain/wallet/amounts.ts';
import { insideWindow, withinDailyCount } from '../../../domain/wallet/window.ts';
import {
  nextWithdrawalStatus,
  type WithdrawalEvent,
  type WithdrawalStatus,
} from '../../../domain/wallet/withdrawal-state.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { deposits, withdrawals } from '../../db/schema/wallet.ts';
import { newId } from '../../platform/ids.ts';
import { deriveDepositAddress } from '../chain/derive.ts';
import { checkFundPassword, usernamesOf } from './account-bridge.ts';
import { depositRecord, formatTime, newSerial, platformDay, withdrawalRecord } from './format.ts';
import { withIdempotency } from './idempotency.service.ts';
import { accountBalance, postTransfer } from './ledger.service.ts';
import { ensureAccounts, lockAccounts } from './ledger.repository.ts';
import type { WalletConfig } from './wallet.config.ts';
import * as repo from './wallet.repository.ts';

export interface WalletEnv {
  config: WalletConfig;
  tz: string;
}

const SESSION_TOKEN_MINUTES = 10;
const proofImage = /^\/uploads\/recharge\/[0-9a-z]{26}\.(jpg|png|webp)$/;

/** The user's spendable USDT balance as a decimal string ('0' for a new user). */
export async function availableBalance(db: DbOrTx, userId: string): Promise<string> {
  return accountBalance(db, userAvailable(userId));
}

export async function heldBalance(db: DbOrTx, userId: string): Promise<string> {
  return accountBalance(db, userHeld(userId));
}

/**
 * Serializes a user's wallet operations: the available account's row lock is taken first by every
 * deposit and withdrawal request, so "one unfinished order" and balance checks cannot race.
 */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  const ref = userAvailable(userId);
  await ensureAccounts(tx, [ref]);
  await lockAccounts(tx, [ref.code]);
}

function amountFailure(
  problem: NonNullable<ReturnType<typeof amountProblem>>,
  limits: AmountLimits,
): Result<never> {
  switch (problem) {
    case 'format':
    case 'notPositive':
      return fail('wallet.amountInvalid');
    case 'tooPrecise':
      return fail('wallet.amountTooPrecise', {
        decimals: Math.min(limits.decimals, MAX_DECIMALS),
      });
    case 'belowMin':
    case 'aboveMax':
      return fail('wallet.amountOutOfRange', { min: limits.min, max: limits.max || '∞' });
  }
}

// Session tokens (`recharge_open`, `withdraw_open`)

export async function openSessionToken(
  db: DbOrTx,
  userId: string,
  purpose: 'recharge' | 'withdraw',
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await repo.insertSessionToken(db, {
    token,
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TOKEN_MINUTES * 60_000),
  });
  return token;
}

// Deposit channels and addresses

/** The user's deposit address on the configured network, derived on first use. */
export async function depositAddressOf(db: Db, env: WalletEnv, userId: string, now: Date) {
  const chain = env.config.chain;
  if (!chain) return undefined;
  const existing = await repo.findDepositAddress(db, userId, chain.code);
  if (existing) return existing.address;
  return db.transaction(async (tx) => {
    // One allocator per network at a time: indexes are dense and never reused.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`deposit-address:${chain.code}`}))`,
    );
    const again = await repo.findDepositAddress(tx, userId, chain.code);
    if (again) return again.address;
    const index = await repo.nextDerivationIndex(tx, chain.code);
    const address = deriveDepositAddress(chain.depositXpub, index);
    await repo.insertDepositAddress(tx, {
      userId,
      network: chain.code,
      derivationIndex: index,
      address: addressKey(address),
      createdAt: now,
    });
    return addressKey(address);
  });
}

export async function depositChannels(db: Db, env: WalletEnv, userId: string, now: Date) {
  const chain = env.config.chain;
  if (!chain) return [];
  const address = await depositAddressOf(db, env, userId, now);
  return [
    {
      coin: chain.coin,
      blockchain_name: chain.code,
      address: address ? deriveChecksum(address) : '',
      tokenContract: chain.tokenAddress,
      decimals: chain.decimals,
      confirmations: chain.confirmations,
      min: chain.depositMin,
      chainId: chain.chainId,
    },
  ];
}

/** Stored lower-case; shown with its EIP-55 checksum. */
function deriveChecksum(address: string): string {
  return getAddress(address);
}

// Manual deposits

export interface ManualDepositInput {
  session_token: string;
  symbol?: string | undefined;
  amount: string;
  channel?: string | undefined;
  address?: string | undefined;
  img?: string | undefined;
  bank_name?: string | undefined;
  card_number?: string | undefined;
}

export async function manualDeposit(
  db: Db,
  env: WalletEnv,
  userId: string,
  input: ManualDepositInput,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<Result<WalletRecord>> {
  const manual = env.config.manualDeposit;
  if (!manual.enabled) return fail('wallet.channelNotOpened');
  if (!input.symbol) return fail('wallet.currencyRequired');
  if (input.symbol.toUpperCase() !== WALLET_CURRENCY) return fail('wallet.channelNotOpened');
  const isBank = input.bank_name !== undefined || input.card_number !== undefined;
  if (isBank && (!input.bank_name || !input.card_number)) return fail('wallet.bankDetailsRequired');
  // The last four digits (a full number is accepted from older clients and cut to four).
  if (isBank && !/^(\d{4}|[0-9 -]{8,32})$/.test(input.card_number ?? ''))
    return fail('param.invalid', { field: 'card_number' });
  if (!isBank && !input.img) return fail('wallet.proofRequired');
  // Only a picture uploaded here (uploadimg!execute): never an outside link shown to operators.
  if (!isBank && !proofImage.test(input.img ?? '')) return fail('param.invalid', { field: 'img' });
  const limits = manualDepositLimits(manual.max);
  const problem = amountProblem(input.amount, limits);
  if (problem) return amountFailure(problem, limits);
  const network = input.channel ?? manual.network;
  // Only known networks: the clearing account is named after it.
  if (network !== manual.network && network !== env.config.chain?.code)
    return fail('wallet.channelNotOpened');

  return withIdempotency(
    db,
    { scope: `${userId}:rechargeBlockchain!recharge`, key: idempotencyKey, payload: input },
    async (tx) => {
      await lockUser(tx, userId);
      if (!(await repo.consumeSessionToken(tx, input.session_token, userId, 'recharge', now)))
        return fail('wallet.sessionTokenInvalid');
      if (await repo.hasUnfinishedOrder(tx, userId)) return fail('wallet.unfinishedOrder');
      const row = await repo.insertDeposit(tx, {
        id: newId(now),
        serialNo: newSerial('R', now, env.tz),
        userId,
        method: isBank ? 'bank' : 'proof',
        currency: WALLET_CURRENCY,
        network,
        amount: new D(input.amount).toFixed(),
        status: 'pending_review',
        address: input.address ?? env.config.manualDepositAddress,
        img: isBank ? null : (input.img ?? null),
        bankName: isBank ? (input.bank_name ?? null) : null,
        // Only the last four digits are kept: enough to match the transfer, nothing to steal.
        cardNumber: isBank ? (input.card_number ?? '').replace(/[ -]/g, '').slice(-4) : null,
        createdAt: now,
        updatedAt: now,
      });
      return ok(depositRecord(row, env.tz));
    },
  );
}

export function depositFeeInfo(env: WalletEnv, symbol: string | undefined) {
  return {
    symbol: (symbol ?? WALLET_CURRENCY).toUpperCase(),
    fee: '0',
    min: env.config.chain?.depositMin ?? '1',
    max: env.config.manualDeposit.max,
    manualDecimals: MANUAL_DEPOSIT_DECIMALS,
    manualEnabled: env.config.manualDeposit.enabled,
    manualAddress: env.config.manualDepositAddress,
  };
}

export async function listUserDeposits(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.listDeposits(db, eq(deposits.userId, userId), page);
  return {
    pageList: rows.map((row) => depositRecord(row, env.tz)),
    pageSize: page.pageSize,
    thisPageNumber: page.pageNum,
    totalElements: total,
  };
}

export async function getUserDeposit(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  id: string,
): Promise<Result<WalletRecord>> {
  const row = await repo.findDeposit(db, id);
  // Someone else's record answers exactly like a missing one.
  if (!row || row.userId !== userId) return fail('resource.notFound');
  return ok(depositRecord(row, env.tz));
}

// Withdrawal address

export async function bindWithdrawAddress(
  db: Db,
  env: WalletEnv,
  userId: string,
  input: { channel: string; address: string; safeword: string },
  now: Date,
): Promise<Result<{ channel: string; address: string; holdUntil: string }>> {
  const chain = env.config.chain;
  if (!chain || chain.code !== input.channel) return fail('wallet.channelNotOpened');
  if (!isChecksummedEvmAddress(input.address)) return fail('wallet.addressInvalid');
  const password = await checkFundPassword({ db, now, timeZone: env.tz }, userId, input.safeword);
  if (!password.ok) return password;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await repo.findWithdrawAddress(tx, userId, input.channel);
    let holdUntil = current?.holdUntil ?? null;
    if (current && addressKey(current.address) !== addressKey(input.address)) {
      // A changed address could be an attacker's: withdrawals wait so the owner can react.
      holdUntil = new Date(now.getTime() + env.config.withdraw.addressHoldHours * 3_600_000);
    }
    await repo.upsertWithdrawAddress(tx, {
      userId,
      network: input.channel,
      address: input.address,
      holdUntil,
      now,
    });
    return ok({
      channel: input.channel,
      address: input.address,
      holdUntil: holdUntil && holdUntil > now ? formatTime(holdUntil, env.tz) : '',
    });
  });
}

// Withdrawals

function withdrawLimits(env: WalletEnv): AmountLimits | undefined {
  const chain = env.config.chain;
  if (!chain) return undefined;
  return { min: env.config.withdraw.min, max: env.config.withdraw.max, decimals: chain.decimals };
}

function feeFor(env: WalletEnv, amount: string, decimals: number): string {
  const rule = { rate: env.config.withdraw.feeRate, min: env.config.withdraw.feeMin };
  return withdrawalFee(amount, rule, decimals);
}

/** What the smallest normal withdrawal takes from the balance: the minimum plus its fee. */
function minimumDebit(env: WalletEnv, limits: AmountLimits): string {
  return withdrawalDebit(limits.min, feeFor(env, limits.min, limits.decimals));
}

export async function withdrawFeeInfo(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  input: { channel: string; amount?: string | undefined },
  now: Date,
) {
  const chain = env.config.chain;
  const limits = withdrawLimits(env);
  if (!chain || !limits || chain.code !== input.channel) return fail('wallet.channelNotOpened');
  const bound = await repo.findWithdrawAddress(db, userId, chain.code);
  const usedToday = await repo.countWithdrawalsSince(
    db,
    userId,
    platformDay(now, env.tz).startOfDay,
  );
  const available = await availableBalance(db, userId);
  const closing = closingAmount(available, minimumDebit(env, limits));
  let fee = '0';
  let totalDebit = '0';
  let arrivalAmount = '0';
  if (input.amount !== undefined) {
    const problem = amountProblem(input.amount, { ...limits, min: '0', max: '' });
    if (problem) return amountFailure(problem, limits);
    fee = isClosingWithdrawal(input.amount, available, minimumDebit(env, limits))
      ? '0'
      : feeFor(env, input.amount, chain.decimals);
    totalDebit = withdrawalDebit(input.amount, fee);
    arrivalAmount = new D(input.amount).toFixed();
  }
  return ok({
    channel: chain.code,
    currency: WALLET_CURRENCY,
    feeRate: env.config.withdraw.feeRate,
    feeMin: env.config.withdraw.feeMin,
    min: limits.min,
    max: limits.max,
    decimals: Math.min(chain.decimals, MAX_DECIMALS),
    maxPerDay: env.config.withdraw.maxPerDay,
    usedToday,
    window: env.config.withdraw.window,
    address: bound?.address ?? '',
    holdUntil: bound?.holdUntil && bound.holdUntil > now ? formatTime(bound.holdUntil, env.tz) : '',
    withdraw_fee: fee,
    totalDebit,
    arrivalAmount,
    closingAmount: closing,
  });
}

export interface WithdrawApplyInput {
  channel: string;
  amount: string;
  safeword: string;
  session_token: string;
}

export async function applyWithdrawal(
  db: Db,
  env: WalletEnv,
  userId: string,
  input: WithdrawApplyInput,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<Result<WalletRecord>> {
  const chain = env.config.chain;
  const limits = withdrawLimits(env);
  if (!chain || !limits || chain.code !== input.channel) return fail('wallet.channelNotOpened');
  // Checked before the transaction: wrong attempts must count even though the apply rolls back.
  const password = await checkFundPassword({ db, now, timeZone: env.tz }, userId, input.safeword);
  if (!password.ok) return password;
  return withIdempotency(
    db,
    { scope: `${userId}:withdraw!apply`, key: idempotencyKey, payload: input },
    async (tx) => {
      const problem = amountProblem(input.amount, limits);
      if (problem && problem !== 'belowMin') return amountFailure(problem, limits);
      await lockUser(tx, userId);
      // Below the minimum only a withdrawal of the whole balance passes (read under the lock).
      const closing = isClosingWithdrawal(
        input.amount,
        await availableBalance(tx, userId),
        minimumDebit(env, limits),
      );
      if (problem && !closing) return amountFailure(problem, limits);
      if (!(await repo.consumeSessionToken(tx, input.session_token, userId, 'withdraw', now)))
        return fail('wallet.sessionTokenInvalid');
      const bound = await repo.findWithdrawAddress(tx, userId, chain.code);
      if (!bound) return fail('wallet.addressNotBound');
      if (bound.holdUntil && bound.holdUntil > now)
        return fail('wallet.addressOnHold', { time: formatTime(bound.holdUntil, env.tz) });
      const day = platformDay(now, env.tz);
      if (!insideWindow(env.config.withdraw.window, day.minuteOfDay))
        return fail('wallet.withdrawOutsideTime', { window: env.config.withdraw.window });
      const usedToday = await repo.countWithdrawalsSince(tx, userId, day.startOfDay);
      if (!withinDailyCount(usedToday, env.config.withdraw.maxPerDay))
        return fail('wallet.withdrawDailyLimit');
      if (await repo.hasUnfinishedOrder(tx, userId)) return fail('wallet.unfinishedOrder');
      const fee = closing ? '0' : feeFor(env, input.amount, chain.decimals);
      const debit = withdrawalDebit(input.amount, fee);
      const id = newId(now);
      const posted = await postTransfer(tx, {
        kind: 'withdraw_hold',
        reference: id,
        memo: 'withdrawal applied: amount and fee held',
        now,
        legs: [
          { account: userAvailable(userId), amount: new D(debit).negated().toFixed() },
          { account: userHeld(userId), amount: debit },
        ],
      });
      if (!posted.ok) return fail('wallet.insufficientBalance');
      const row = await repo.insertWithdrawal(tx, {
        id,
        serialNo: newSerial('W', now, env.tz),
        userId,
        currency: WALLET_CURRENCY,
        network: chain.code,
        address: bound.address,
        amount: new D(input.amount).toFixed(),
        fee,
        status: 'pending_review',
        createdAt: now,
        updatedAt: now,
      });
      return ok(withdrawalRecord(row, env.tz));
    },
  );
}

export async function listUserWithdrawals(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  page: { pageNum: number; pageSize: number },
  state: number | undefined,
) {
  const byState: Record<number, WithdrawalStatus[]> = {
    0: ['pending_review', 'approved', 'signed', 'broadcast'],
    1: ['success'],
    2: ['rejected', 'failed'],
  };
  const where = and(
    eq(withdrawals.userId, userId),
    state === undefined ? undefined : inArray(withdrawals.status, byState[state] ?? []),
  );
  const { rows, total } = await repo.listWithdrawals(db, where, page);
  return { rows: rows.map((row) => withdrawalRecord(row, env.tz)), total };
}

export async function getUserWithdrawal(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  id: string,
): Promise<Result<WalletRecord>> {
  const row = await repo.findWithdrawal(db, id);
  if (!row || row.userId !== userId) return fail('resource.notFound');
  return ok(withdrawalRecord(row, env.tz));
}

// History

export async function walletHistory(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  page: { pageNum: number; pageSize: number },
  type?: string,
) {
  const { rows, total } = await repo.listUserEntries(db, userId, page, type);
  const refs = rows.map((row) => row.reference).filter((ref): ref is string => ref !== null);
  const [deps, wds] = await Promise.all([
    repo.findDepositsByIds(db, refs),
    repo.findWithdrawalsByIds(db, refs),
  ]);
  const records = new Map<string, WalletRecord>();
  for (const d of deps) if (d.userId === userId) records.set(d.id, depositRecord(d, env.tz));
  for (const w of wds) if (w.userId === userId) records.set(w.id, withdrawalRecord(w, env.tz));
  return {
    rows: rows.map((row) => {
      const record = row.reference ? (records.get(row.reference) ?? null) : null;
      return {
        id: row.id,
        type: row.transferKind,
        // Order postings carry the order id as their reference (order.service.ts).
        orderId: row.transferKind.startsWith('order_') ? (row.reference ?? '') : '',
        // Wallet records have their serial; order postings carry the order's serial as memo.
        serialNo: record?.serialNo || row.memo || row.reference || '',
        createTime: formatTime(row.createdAt, env.tz),
        amount: new D(row.amount).toFixed(),
        balanceAfter: new D(row.balanceAfter).toFixed(),
        balance: row.accountKind === 'user_held' ? ('held' as const) : ('available' as const),
        currency: row.currency,
        record,
      };
    }),
    total,
  };
}

// Operator review

export interface Operator {
  userId: string;
}

async function withUsernames(db: DbOrTx, records: Array<WalletRecord & { userId: string }>) {
  const names = await usernamesOf(
    db,
    records.map((r) => r.userId),
  );
  return records.map((r) => ({ ...r, username: names.get(r.userId) ?? '' }));
}

type ReviewFilter = 'pending' | 'finished' | 'all';

export async function adminListDeposits(
  db: DbOrTx,
  env: WalletEnv,
  filter: ReviewFilter,
  page: { pageNum: number; pageSize: number },
) {
  const where =
    filter === 'pending'
      ? eq(deposits.status, 'pending_review')
      : filter === 'finished'
        ? notInArray(deposits.status, ['pending_review', 'confirming'])
        : undefined;
  const { rows, total } = await repo.listDeposits(
    db,
    where,
    page,
    filter === 'pending' ? 'oldest' : 'newest',
  );
  const list = await withUsernames(
    db,
    rows.map((row) => ({ ...depositRecord(row, env.tz), userId: row.userId })),
  );
  return { list, total };
}

export async function adminListWithdrawals(
  db: DbOrTx,
  env: WalletEnv,
  filter: ReviewFilter,
  page: { pageNum: number; pageSize: number },
) {
  const where =
    filter === 'pending'
      ? eq(withdrawals.status, 'pending_review')
      : filter === 'finished'
        ? inArray(withdrawals.status, ['success', 'rejected', 'failed'])
        : undefined;
  const { rows, total } = await repo.listWithdrawals(
    db,
    where,
    page,
    filter === 'pending' ? 'oldest' : 'newest',
  );
  const list = await withUsernames(
    db,
    rows.map((row) => ({ ...withdrawalRecord(row, env.tz), userId: row.userId })),
  );
  return { list, total };
}

async function logDecision(
  tx: Tx,
  operator: Operator,
  target: { kind: 'deposit' | 'withdrawal'; id: string },
  decision: 'approve' | 'reject',
  note: string | undefined,
  now: Date,
  details: Record<string, unknown>,
) {
  await repo.insertDecision(tx, {
    id: newId(now),
    operatorId: operator.userId,
    targetKind: target.kind,
    targetId: target.id,
    decision,
    note: note ?? '',
    details,
    createdAt: now,
  });
}

export async function reviewDeposit(
  db: Db,
  env: WalletEnv,
  operator: Operator,
  id: string,
  decision: 'approve' | 'reject',
  note: string | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await repo.findDeposit(tx, id, true);
    if (!row) return fail('resource.notFound');
    // Four eyes: nobody reviews their own money.
    if (row.userId === operator.userId) return fail('auth.noPermission');
    if (row.status !== 'pending_review') return fail('wallet.statusNotOperable');
    let updated;
    if (decision === 'approve') {
      const credited = creditableAmount(row.amount);
      const posted = await postTransfer(tx, {
        kind: 'deposit',
        reference: row.id,
        memo: `manual deposit (${row.method}) approved`,
        now,
        legs: [
          {
            account: clearing(`manual:${row.network}`),
            amount: new D(credited).negated().toFixed(),
          },
          { account: userAvailable(row.userId), amount: credited },
        ],
      });
      if (!posted.ok) throw new Error(`deposit ${row.id} could not be credited: ${posted.reason}`);
      updated = await repo.updateDeposit(tx, row.id, {
        status: 'success',
        credited,
        updatedAt: now,
      });
    } else {
      updated = await repo.updateDeposit(tx, row.id, {
        status: 'rejected',
        failureReason: note ?? 'rejected by review',
        updatedAt: now,
      });
    }
    await logDecision(tx, operator, { kind: 'deposit', id: row.id }, decision, note, now, {
      amount: row.amount,
      userId: row.userId,
    });
    const [record] = await withUsernames(tx, [
      { ...depositRecord(updated, env.tz), userId: updated.userId },
    ]);
    return ok(record!);
  });
}

/** Releases a withdrawal's held amount + fee back to available; posted at most once. */
async function releaseHeld(tx: Tx, row: repo.WithdrawalRow, now: Date, memo: string) {
  const total = withdrawalDebit(row.amount, row.fee);
  const posted = await postTransfer(tx, {
    kind: 'withdraw_release',
    reference: row.id,
    memo,
    now,
    legs: [
      { account: userHeld(row.userId), amount: new D(total).negated().toFixed() },
      { account: userAvailable(row.userId), amount: total },
    ],
  });
  if (!posted.ok && posted.reason !== 'alreadyPosted')
    throw new Error(`withdrawal ${row.id} could not be released: ${posted.reason}`);
}

export async function reviewWithdrawal(
  db: Db,
  env: WalletEnv,
  operator: Operator,
  id: string,
  decision: 'approve' | 'reject',
  note: string | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await repo.findWithdrawal(tx, id, true);
    if (!row) return fail('resource.notFound');
    if (row.userId === operator.userId) return fail('auth.noPermission');
    const next = nextWithdrawalStatus(row.status as WithdrawalStatus, decision, 'operator');
    if (!next) return fail('wallet.statusNotOperable');
    if (next === 'rejected') await releaseHeld(tx, row, now, 'withdrawal rejected by review');
    const updated = await repo.updateWithdrawal(tx, row.id, {
      status: next,
      failureReason: next === 'rejected' ? (note ?? 'rejected by review') : null,
      updatedAt: now,
    });
    await logDecision(tx, operator, { kind: 'withdrawal', id: row.id }, decision, note, now, {
      amount: row.amount,
      fee: row.fee,
      address: row.address,
      userId: row.userId,
    });
    const [record] = await withUsernames(tx, [
      { ...withdrawalRecord(updated, env.tz), userId: updated.userId },
    ]);
    return ok(record!);
  });
}

export async function listDecisions(
  db: DbOrTx,
  env: WalletEnv,
  targetId: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.listDecisions(db, targetId, page);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      operatorId: row.operatorId,
      targetKind: row.targetKind,
      targetId: row.targetId,
      decision: row.decision,
      note: row.note,
      createTime: formatTime(row.createdAt, env.tz),
    })),
    total,
  };
}

// The chain side (used by the chain module's watcher and payout jobs)

export interface ObservedTransfer {
  network: string;
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  to: string;
  rawAmount: bigint;
  amount: string;
}

/** Owner of a deposit address, by lower-case address. */
export async function depositAddressOwners(db: DbOrTx, network: string, addresses: string[]) {
  return repo.ownersOfAddresses(db, network, addresses.map(addressKey));
}

/**
 * Records an observed Transfer to a user's deposit address. Each (network, tx, log index) is one
 * row: seen again in the same block it is a no-op; seen in a new block after a reorg, an orphaned
 * row comes back to life with the new block. Below-minimum amounts are recorded, never credited.
 */
export async function recordChainDeposit(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  transfer: ObservedTransfer,
  now: Date,
): Promise<void> {
  const belowMin = new D(transfer.amount).lt(env.config.chain?.depositMin ?? '0');
  const reorgable = sql`(${deposits.status} in ('confirming', 'orphaned') and ${deposits.blockHash} <> excluded.block_hash)`;
  await db
    .insert(deposits)
    .values({
      id: newId(now),
      serialNo: newSerial('C', now, env.tz),
      userId,
      method: 'chain',
      currency: WALLET_CURRENCY,
      network: transfer.network,
      amount: transfer.amount,
      status: belowMin ? 'below_minimum' : 'confirming',
      failureReason: belowMin ? `below the minimum deposit ${env.config.chain?.depositMin}` : null,
      address: addressKey(transfer.to),
      txHash: transfer.txHash,
      logIndex: transfer.logIndex,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash,
      fromAddress: addressKey(transfer.from),
      rawAmount: transfer.rawAmount.toString(),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [deposits.network, deposits.txHash, deposits.logIndex],
      targetWhere: sql`${deposits.txHash} is not null`,
      // Seen again after a reorg (new block) while not yet credited: follow the new block.
      set: {
        status: sql`case when ${reorgable} then excluded.status else ${deposits.status} end`,
        failureReason: sql`case when ${reorgable} then excluded.failure_reason else ${deposits.failureReason} end`,
        blockNumber: sql`case when ${reorgable} then excluded.block_number else ${deposits.blockNumber} end`,
        blockHash: sql`case when ${reorgable} then excluded.block_hash else ${deposits.blockHash} end`,
        updatedAt: sql`case when ${reorgable} then excluded.updated_at else ${deposits.updatedAt} end`,
      },
    });
}

/** Deposits seen on chain and not yet credited, oldest block first. */
export async function confirmingDeposits(db: DbOrTx, network: string) {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.network, network), eq(deposits.status, 'confirming')))
    .orderBy(deposits.blockNumber);
}

/** The block of this deposit vanished in a reorg before it was confirmed: never credited. */
export async function orphanDeposit(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(deposits)
    .set({
      status: 'orphaned',
      failureReason: 'block replaced by a chain reorganization',
      updatedAt: now,
    })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'confirming')));
}

/** Credits a confirmed chain deposit; the status change under the row lock makes it once only. */
export async function creditChainDeposit(db: Db, id: string, blockHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await repo.findDeposit(tx, id, true);
    if (!row || row.status !== 'confirming' || row.blockHash !== blockHash) return false;
    const credited = creditableAmount(row.amount);
    const posted = await postTransfer(tx, {
      kind: 'deposit',
      reference: row.id,
      memo: `on-chain deposit ${row.txHash}#${row.logIndex}`,
      now,
      legs: [
        { account: clearing(row.network), amount: new D(credited).negated().toFixed() },
        { account: userAvailable(row.userId), amount: credited },
      ],
    });
    if (!posted.ok) throw new Error(`deposit ${row.id} could not be credited: ${posted.reason}`);
    await repo.updateDeposit(tx, row.id, { status: 'success', credited, updatedAt: now });
    return true;
  });
}

/** The oldest approved withdrawal not held by another worker, locked. */
export async function lockNextApprovedWithdrawal(tx: Tx, network: string) {
  const [row] = await repo.lockWithdrawalsInStatus(tx, network, ['approved'], 1);
  return row;
}

/** Ids of withdrawals between signing and settlement (for the payout job). */
export async function inFlightWithdrawalIds(db: DbOrTx, network: string, limit: number) {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.network, network), inArray(withdrawals.status, ['signed', 'broadcast'])),
    )
    .orderBy(withdrawals.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export const lockWithdrawalForPayout = repo.lockWithdrawalSkipLocked;
export const nextStoredNonce = repo.nextStoredNonce;

function transition(row: repo.WithdrawalRow, event: WithdrawalEvent): WithdrawalStatus {
  const next = nextWithdrawalStatus(row.status as WithdrawalStatus, event, 'system');
  if (!next) throw new Error(`withdrawal ${row.id}: ${event} not allowed in ${row.status}`);
  return next;
}

/** The signed payout is stored before it is broadcast: a retry re-sends the same transaction. */
export async function markWithdrawalSigned(
  tx: Tx,
  row: repo.WithdrawalRow,
  signed: { txHash: string; nonce: number; rawTx: string },
  now: Date,
) {
  return repo.updateWithdrawal(tx, row.id, {
    status: transition(row, 'sign'),
    txHash: signed.txHash,
    nonce: signed.nonce,
    rawTx: signed.rawTx,
    updatedAt: now,
  });
}

export async function markWithdrawalBroadcast(tx: Tx, row: repo.WithdrawalRow, now: Date) {
  return repo.updateWithdrawal(tx, row.id, {
    status: transition(row, 'broadcast'),
    updatedAt: now,
  });
}

/** Confirmed on chain: the held amount leaves to the chain, the fee to the platform. */
export async function completeWithdrawal(
  tx: Tx,
  row: repo.WithdrawalRow,
  blockNumber: bigint,
  now: Date,
) {
  const status = transition(row, 'confirm');
  const legs = [
    {
      account: userHeld(row.userId),
      amount: new D(withdrawalDebit(row.amount, row.fee)).negated().toFixed(),
    },
    { account: clearing(row.network), amount: new D(row.amount).toFixed() },
  ];
  if (new D(row.fee).gt(0)) legs.push({ account: feeIncome(), amount: new D(row.fee).toFixed() });
  const posted = await postTransfer(tx, {
    kind: 'withdraw_payout',
    reference: row.id,
    memo: `withdrawal paid out in ${row.txHash}`,
    now,
    legs,
  });
  if (!posted.ok) throw new Error(`withdrawal ${row.id} could not be settled: ${posted.reason}`);
  return repo.updateWithdrawal(tx, row.id, { status, blockNumber, updatedAt: now });
}

/** The payout failed (broadcast refused or reverted): held funds go back, exactly once. */
export async function failWithdrawal(tx: Tx, row: repo.WithdrawalRow, reason: string, now: Date) {
  const status = transition(row, 'fail');
  await releaseHeld(tx, row, now, `withdrawal payout failed: ${reason}`);
  return repo.updateWithdrawal(tx, row.id, {
    status,
    failureReason: reason.slice(0, 500),
    updatedAt: now,
  });
}
