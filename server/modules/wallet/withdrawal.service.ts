// Withdrawals of a user: the bound payout address (with its hold after a change), the fee quote,
// the application that holds amount + fee on the ledger, and the user's withdrawal records.
import type { WalletRecord } from '../../../domain/api/wallet.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { withdrawalHold } from '../../../domain/ledger/postings.ts';
import { activeAddressHold } from '../../../domain/wallet/address-hold.ts';
import { D, MAX_DECIMALS } from '../../../domain/money.ts';
import {
  amountProblem,
  closingAmount,
  isClosingWithdrawal,
  withdrawalDebit,
  withdrawalFee,
  type AmountLimits,
} from '../../../domain/wallet/amounts.ts';
import { insideWindow, withinDailyCount } from '../../../domain/wallet/window.ts';
import type { WithdrawalStatus } from '../../../domain/wallet/withdrawal-state.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { platformTimeOfDay, wireTime } from '../../platform/time.ts';
import { withIdempotency } from '../../platform/transaction.ts';
import { checkWalletCode, verifySafeword } from '../account/index.ts';
import { postTransfer } from '../ledger/index.ts';
import { availableBalance } from './balance.service.ts';
import { newSerial, withdrawalRecord } from './format.ts';
import { familyRules } from './network-family.ts';
import { networkHealthByCode } from './network-health.service.ts';
import { networkOf, type ChainNetworkConfig, type WalletConfig } from './wallet.config.ts';
import { amountFailure, lockUser } from './wallet.shared.ts';
import * as repo from './wallet.repository.ts';
import * as addresses from './withdraw-address.repository.ts';
import { walletSettings } from './wallet.settings.ts';

function withdrawLimits(config: WalletConfig, network: ChainNetworkConfig): AmountLimits {
  return { min: config.withdraw.min, max: config.withdraw.max, decimals: network.decimals };
}

/** The fee rule of the network's family: CHAIN_NETWORKS `withdrawFee`, else the platform's. */
function feeRuleOf(config: WalletConfig, network: ChainNetworkConfig) {
  return familyRules(network).feeRule(network.withdrawFee, {
    rate: config.withdraw.feeRate,
    min: config.withdraw.feeMin,
  });
}

function feeFor(config: WalletConfig, network: ChainNetworkConfig, amount: string): string {
  return withdrawalFee(amount, feeRuleOf(config, network), network.decimals);
}

/** What the smallest normal withdrawal takes from the balance: the minimum plus its fee. */
function minimumDebit(config: WalletConfig, network: ChainNetworkConfig): string {
  const limits = withdrawLimits(config, network);
  return withdrawalDebit(limits.min, feeFor(config, network, limits.min));
}

/** The end of the bound address's hold on the wire while it lasts; '' when there is none. */
function heldUntil(
  bound: { boundAt: Date | null; holdUntil: Date | null } | undefined,
  holdHours: number,
  now: Date,
  tz: string,
): string {
  const hold = activeAddressHold(bound, holdHours, now);
  return hold ? wireTime(hold, tz) : '';
}

export async function bindWithdrawAddress(
  ctx: ServiceContext,
  input: { channel: string; address: string; safeword: string; verifcode?: string },
): Promise<Result<{ channel: string; address: string; holdUntil: string }>> {
  const { userId } = requireUser(ctx);
  const { now } = ctx;
  const wallet = await walletSettings(ctx.db, ctx.config.wallet);
  const network = networkOf(wallet, input.channel);
  if (!network) return fail('wallet.channelNotOpened');
  const family = familyRules(network);
  if (!family.isPayoutAddress(input.address)) return fail('wallet.addressInvalid');
  // Its own transaction: wrong attempts count towards the lockout even when this call is refused.
  const password = await verifySafeword(ctx, input.safeword);
  if (!password.ok) return password;
  // An address that may receive the money: the mailbox confirms it too, where there is one.
  const code = await checkWalletCode(ctx, userId, input.verifcode);
  if (!code.ok) return code;
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await addresses.findWithdrawAddress(tx, userId, input.channel);
    let holdUntil = current?.holdUntil ?? null;
    let boundAt = current?.boundAt ?? null;
    if (!current || family.addressKey(current.address) !== family.addressKey(input.address)) {
      // A new or changed address could be an attacker's (a stolen session with the fund password
      // set through it): withdrawals to it wait, so the owner can react. The first binding too.
      boundAt = now;
      holdUntil = new Date(now.getTime() + wallet.withdraw.addressHoldHours * 3_600_000);
    }
    await addresses.upsertWithdrawAddress(tx, {
      userId,
      network: input.channel,
      address: input.address,
      holdUntil,
      boundAt,
      now,
    });
    const hold = activeAddressHold({ boundAt, holdUntil }, wallet.withdraw.addressHoldHours, now);
    return ok({
      channel: input.channel,
      address: input.address,
      holdUntil: hold ? wireTime(hold, ctx.config.platformTimeZone) : '',
    });
  });
}

export async function withdrawFeeInfo(
  ctx: ServiceContext,
  input: { channel: string; amount?: string | undefined },
) {
  const { userId } = requireUser(ctx);
  const { db, now } = ctx;
  const wallet = await walletSettings(ctx.db, ctx.config.wallet);
  const tz = ctx.config.platformTimeZone;
  const chain = networkOf(wallet, input.channel);
  if (!chain) return fail('wallet.channelNotOpened');
  const limits = withdrawLimits(wallet, chain);
  const status = (await networkHealthByCode(db, wallet, now)).get(chain.code);
  const bound = await addresses.findWithdrawAddress(db, userId, chain.code);
  const usedToday = await repo.countWithdrawalsSince(
    db,
    userId,
    platformTimeOfDay(now, tz).startOfDay,
  );
  const available = await availableBalance(db, userId);
  const closing = closingAmount(available, minimumDebit(wallet, chain));
  let fee = '0';
  let totalDebit = '0';
  let arrivalAmount = '0';
  if (input.amount !== undefined) {
    const problem = amountProblem(input.amount, { ...limits, min: '0', max: '' });
    if (problem) return amountFailure(problem, limits);
    fee = isClosingWithdrawal(input.amount, available, minimumDebit(wallet, chain))
      ? '0'
      : feeFor(wallet, chain, input.amount);
    totalDebit = withdrawalDebit(input.amount, fee);
    arrivalAmount = new D(input.amount).toFixed();
  }
  const rule = feeRuleOf(wallet, chain);
  return ok({
    channel: chain.code,
    currency: WALLET_CURRENCY,
    feeRate: rule.rate,
    feeMin: rule.min,
    min: limits.min,
    max: limits.max,
    decimals: Math.min(chain.decimals, MAX_DECIMALS),
    maxPerDay: wallet.withdraw.maxPerDay,
    usedToday,
    window: wallet.withdraw.window,
    address: bound?.address ?? '',
    holdUntil: heldUntil(bound, wallet.withdraw.addressHoldHours, now, tz),
    addressHoldHours: wallet.withdraw.addressHoldHours,
    withdraw_fee: fee,
    totalDebit,
    arrivalAmount,
    closingAmount: closing,
    available: status?.available ?? true,
    confirmSeconds: status?.confirmSeconds ?? 0,
  });
}

export interface WithdrawApplyInput {
  channel: string;
  amount: string;
  safeword: string;
  session_token: string;
}

export async function applyWithdrawal(
  ctx: ServiceContext,
  input: WithdrawApplyInput,
): Promise<Result<WalletRecord>> {
  const { userId } = requireUser(ctx);
  const { now } = ctx;
  const wallet = await walletSettings(ctx.db, ctx.config.wallet);
  const tz = ctx.config.platformTimeZone;
  const chain = networkOf(wallet, input.channel);
  if (!chain) return fail('wallet.channelNotOpened');
  const limits = withdrawLimits(wallet, chain);
  // A network whose node does not answer could not pay it: refused now rather than held for hours.
  if ((await networkHealthByCode(ctx.db, wallet, now)).get(chain.code)?.available === false)
    return fail('wallet.networkUnavailable', { network: chain.label ?? chain.code });
  // Checked before the transaction: wrong attempts must count even though the apply rolls back.
  const password = await verifySafeword(ctx, input.safeword);
  if (!password.ok) return password;
  return withIdempotency(
    ctx.db,
    { scope: `${userId}:withdraw!apply`, key: ctx.idempotencyKey, payload: input },
    async (tx) => {
      const problem = amountProblem(input.amount, limits);
      if (problem && problem !== 'belowMin') return amountFailure(problem, limits);
      await lockUser(tx, userId);
      // Below the minimum only a withdrawal of the whole balance passes (read under the lock).
      const closing = isClosingWithdrawal(
        input.amount,
        await availableBalance(tx, userId),
        minimumDebit(wallet, chain),
      );
      if (problem && !closing) return amountFailure(problem, limits);
      if (!(await repo.consumeSessionToken(tx, input.session_token, userId, 'withdraw', now)))
        return fail('wallet.sessionTokenInvalid');
      const bound = await addresses.findWithdrawAddress(tx, userId, chain.code);
      if (!bound) return fail('wallet.addressNotBound');
      const hold = activeAddressHold(bound, wallet.withdraw.addressHoldHours, now);
      if (hold) return fail('wallet.addressOnHold', { time: wireTime(hold, tz) });
      const day = platformTimeOfDay(now, tz);
      if (!insideWindow(wallet.withdraw.window, day.minuteOfDay))
        return fail('wallet.withdrawOutsideTime', { window: wallet.withdraw.window });
      const usedToday = await repo.countWithdrawalsSince(tx, userId, day.startOfDay);
      if (!withinDailyCount(usedToday, wallet.withdraw.maxPerDay))
        return fail('wallet.withdrawDailyLimit');
      if (await repo.hasUnfinishedOrder(tx, userId)) return fail('wallet.unfinishedOrder');
      const fee = closing ? '0' : feeFor(wallet, chain, input.amount);
      const id = newId(now);
      const posted = await postTransfer(tx, {
        kind: 'withdraw_hold',
        reference: id,
        memo: 'withdrawal applied: amount and fee held',
        now,
        legs: withdrawalHold(userId, input.amount, fee),
      });
      if (!posted.ok) return fail('wallet.insufficientBalance');
      const row = await repo.insertWithdrawal(tx, {
        id,
        serialNo: newSerial('W', now, tz),
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
      return ok(withdrawalRecord(row, tz, ctx.lang));
    },
  );
}

/** The states behind the withdrawal list's tabs: in progress, paid out, refused or failed. */
const statesOfTab: Record<number, WithdrawalStatus[]> = {
  0: ['pending_review', 'approved', 'signed', 'broadcast'],
  1: ['success'],
  2: ['rejected', 'failed'],
};

export async function listUserWithdrawals(
  ctx: ServiceContext,
  page: { pageNum: number; pageSize: number },
  state: number | undefined,
) {
  const { rows, total } = await repo.listWithdrawals(
    ctx.db,
    {
      userId: requireUser(ctx).userId,
      statuses: state === undefined ? undefined : (statesOfTab[state] ?? []),
    },
    page,
  );
  return {
    rows: rows.map((row) => withdrawalRecord(row, ctx.config.platformTimeZone, ctx.lang)),
    total,
  };
}

export async function getUserWithdrawal(
  ctx: ServiceContext,
  id: string,
): Promise<Result<WalletRecord>> {
  const row = await repo.findWithdrawal(ctx.db, id);
  if (!row || row.userId !== requireUser(ctx).userId) return fail('resource.notFound');
  return ok(withdrawalRecord(row, ctx.config.platformTimeZone, ctx.lang));
}
