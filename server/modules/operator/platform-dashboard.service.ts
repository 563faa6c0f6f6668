// The platform dashboard: how the marketplace did over a range of platform days — sign-ups,
// active buyers, orders and gross sales per status, deposits and withdrawals, commission earned,
// refunds — each with its series per day, and what waits for an operator now.
import type { AdminDashboardStats } from '../../../domain/api/operator.ts';
import { dashboardOrderStatuses } from '../../../domain/api/seller-dashboard.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { feeIncome, WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { D } from '../../../domain/money.ts';
import { RefundStatus } from '../../../domain/orders/order-status.ts';
import { addDays, daysIn, resolveReportRange } from '../../../domain/store/report-range.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { platformCalendarDay, platformDaysSpan } from '../../platform/time.ts';
import { backupStatus } from '../backup/index.ts';
import { serviceConversationsWaiting } from '../chat/index.ts';
import { networkHealthByCode, networksOf } from '../wallet/index.ts';
import * as repo from './platform-dashboard.repository.ts';

const plain = (value: string | undefined) => new D(value ?? '0').toFixed();

export async function stats(
  ctx: ServiceContext,
  asked: { from?: string | undefined; to?: string | undefined },
): Promise<Result<AdminDashboardStats>> {
  const timeZone = ctx.config.platformTimeZone;
  const range = resolveReportRange(asked, platformCalendarDay(ctx.now, timeZone));
  if (!range.ok) return fail('param.invalid', { field: range.field });
  const span = platformDaysSpan(range.from, range.to, timeZone);
  const days = Array.from({ length: daysIn(range.from, range.to) }, (_, i) =>
    addDays(range.from, i),
  );

  // One snapshot, so that the figures agree with each other.
  const f = await ctx.db.transaction(
    async (tx) => ({
      signUps: await repo.signUpsPerDay(tx, span, timeZone),
      activeBuyers: await repo.activeBuyers(tx, span),
      orders: await repo.ordersPerDay(tx, span, timeZone),
      byStatus: await repo.ordersByStatus(tx, span),
      deposits: await repo.creditedDepositsPerDay(tx, span, timeZone),
      pendingDeposits: await repo.pendingDeposits(tx),
      withdrawals: await repo.paidWithdrawalsPerDay(tx, span, timeZone),
      pendingWithdrawals: await repo.pendingWithdrawals(tx),
      commission: await repo.commissionPerDay(tx, span, timeZone, feeIncome().code),
      refunds: await repo.refundsPerDay(tx, span, timeZone, RefundStatus.success),
      openApplications: await repo.openStoreApplications(tx),
      openDisputes: await repo.openRefundDisputes(tx, RefundStatus.refunding),
      pendingKyc: await repo.pendingKycChecks(tx),
      loansInReview: await repo.loansInReview(tx),
      serviceChats: await serviceConversationsWaiting(tx),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const byDay = <T extends { day: string }>(list: T[]) =>
    new Map(list.map((row) => [row.day, row]));
  const sum = (values: string[]) => values.reduce((a, b) => a.plus(b), new D(0)).toFixed();
  const signUps = byDay(f.signUps);
  const orders = byDay(f.orders);
  const deposits = byDay(f.deposits);
  const withdrawals = byDay(f.withdrawals);
  const commission = byDay(f.commission);
  const refunds = byDay(f.refunds);
  const status = new Map(f.byStatus.map((row) => [row.status, row]));

  const ordersPerDay = days.map((day) => ({
    count: orders.get(day)?.n ?? 0,
    gross: plain(orders.get(day)?.gross),
  }));
  const depositsPerDay = days.map((day) => plain(deposits.get(day)?.sum));
  const withdrawalsPerDay = days.map((day) => plain(withdrawals.get(day)?.sum));
  const commissionPerDay = days.map((day) => plain(commission.get(day)?.sum));
  const refundsPerDay = days.map((day) => plain(refunds.get(day)?.sum));
  const count = (list: Array<{ n: number }>) => list.reduce((a, row) => a + row.n, 0);
  return ok({
    from: range.from,
    to: range.to,
    timeZone,
    currency: WALLET_CURRENCY,
    days,
    signUps: {
      total: count(f.signUps),
      perDay: days.map((day) => signUps.get(day)?.n ?? 0),
    },
    activeBuyers: f.activeBuyers,
    orders: {
      count: count(f.orders),
      gross: sum(ordersPerDay.map((d) => d.gross)),
      perDay: ordersPerDay,
      byStatus: dashboardOrderStatuses.map((code) => ({
        status: code,
        count: status.get(code)?.n ?? 0,
        gross: plain(status.get(code)?.gross),
      })),
    },
    deposits: {
      count: count(f.deposits),
      sum: sum(depositsPerDay),
      pending: f.pendingDeposits,
      perDay: depositsPerDay,
    },
    withdrawals: {
      count: count(f.withdrawals),
      sum: sum(withdrawalsPerDay),
      pending: f.pendingWithdrawals,
      perDay: withdrawalsPerDay,
    },
    commission: { total: sum(commissionPerDay), perDay: commissionPerDay },
    refunds: { count: count(f.refunds), sum: sum(refundsPerDay), perDay: refundsPerDay },
    openStoreApplications: f.openApplications,
    openRefundDisputes: f.openDisputes,
    pendingKyc: f.pendingKyc,
    loansInReview: f.loansInReview,
    serviceChatsWaiting: f.serviceChats,
    backup: backupStatus(ctx.config),
    networks: await networkStates(ctx),
  });
}

/** Each configured network's channel state, with the reason an operator needs when it is closed. */
async function networkStates(ctx: ServiceContext): Promise<AdminDashboardStats['networks']> {
  const health = await networkHealthByCode(ctx.db, ctx.config.wallet, ctx.now);
  return networksOf(ctx.config.wallet).map((network) => {
    const status = health.get(network.code);
    const closed = status && !status.available ? status : undefined;
    return {
      network: network.code,
      label: network.label ?? network.code,
      available: !closed,
      reason: closed?.reason ?? '',
      failure: closed?.failure ?? '',
      since: closed?.since?.toISOString() ?? null,
      lastOkAt: status?.okAt?.toISOString() ?? null,
      head: status?.head?.toString() ?? null,
    };
  });
}
