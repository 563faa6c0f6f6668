// Operator review of deposits and withdrawals: the queues, approve or reject with a reason (required
// on reject; the user reads it in their language), each decision in the audit log. Four eyes:
// nobody reviews their own money.
import type { WalletRecord } from '../../../domain/api/wallet.ts';
import { fail, ok } from '../../../domain/errors.ts';
import { depositCredit } from '../../../domain/ledger/postings.ts';
import {
  reasonText,
  rejectionReasonGiven,
  type DecisionReason,
} from '../../../domain/operator/reasons.ts';
import { creditableAmount } from '../../../domain/wallet/amounts.ts';
import { creditedForFiat } from '../../../domain/wallet/exchange-rate.ts';
import {
  nextWithdrawalStatus,
  type WithdrawalStatus,
} from '../../../domain/wallet/withdrawal-state.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { usernamesOf } from '../account/index.ts';
import { postTransfer } from '../ledger/index.ts';
import { recordNotice } from '../notice/index.ts';
import { listAuditRows, recordAudit } from '../audit/index.ts';
import { depositRecord, withdrawalRecord } from './format.ts';
import { releaseHeld } from './wallet.shared.ts';
import * as repo from './wallet.repository.ts';
import * as addresses from './withdraw-address.repository.ts';

type ReviewFilter = 'pending' | 'finished' | 'all';
type Decision = 'approve' | 'reject';
type Page = { pageNum: number; pageSize: number };

async function withUsernames(db: DbOrTx, records: Array<WalletRecord & { userId: string }>) {
  const names = await usernamesOf(
    db,
    records.map((r) => r.userId),
  );
  return records.map((r) => ({ ...r, username: names.get(r.userId) ?? '' }));
}

const depositQueue: Record<ReviewFilter, repo.RecordFilter> = {
  pending: { statuses: ['pending_review'] },
  finished: { excludeStatuses: ['pending_review', 'confirming'] },
  all: {},
};

const withdrawalQueue: Record<ReviewFilter, repo.RecordFilter> = {
  pending: { statuses: ['pending_review'] },
  finished: { statuses: ['success', 'rejected', 'failed'] },
  all: {},
};

export async function listDepositsForReview(ctx: ServiceContext, filter: ReviewFilter, page: Page) {
  // The pending queue is worked oldest first; the rest reads newest first.
  const order = filter === 'pending' ? 'oldest' : 'newest';
  const { rows, total } = await repo.listDeposits(ctx.db, depositQueue[filter], page, order);
  const tz = ctx.config.platformTimeZone;
  const list = await withUsernames(
    ctx.db,
    rows.map((row) => ({ ...depositRecord(row, tz, ctx.lang), userId: row.userId })),
  );
  return { list, total };
}

export async function listWithdrawalsForReview(
  ctx: ServiceContext,
  filter: ReviewFilter,
  page: Page,
) {
  const order = filter === 'pending' ? 'oldest' : 'newest';
  const { rows, total } = await repo.listWithdrawals(ctx.db, withdrawalQueue[filter], page, order);
  const tz = ctx.config.platformTimeZone;
  // When each payout address was bound: one bound minutes before the withdrawal is the pattern of
  // a stolen session, so the reviewer is shown it.
  const boundTimes = await Promise.all(
    rows.map(async (row) => {
      const bound = await addresses.findWithdrawAddress(ctx.db, row.userId, row.network);
      return bound?.boundAt && bound.address === row.address ? wireTime(bound.boundAt, tz) : '';
    }),
  );
  const list = await withUsernames(
    ctx.db,
    rows.map((row, i) => ({
      ...withdrawalRecord(row, tz, ctx.lang),
      userId: row.userId,
      addressBoundTime: boundTimes[i] ?? '',
    })),
  );
  return { list, total };
}

/** The decision as the client sends it: `reason` (or its older name `note`) and a standard code. */
export interface ReviewInput extends DecisionReason {
  id: string;
  decision: Decision;
}

/** The user-facing text is built when read (their language); the row keeps code and text apart. */
function reasonColumns(input: ReviewInput) {
  return {
    failureReasonCode: input.reasonCode ?? null,
    failureReason: input.reason ?? '',
  };
}

export async function reviewDeposit(ctx: ServiceContext, input: ReviewInput) {
  const { now } = ctx;
  const operator = requireUser(ctx);
  if (input.decision === 'reject' && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findDeposit(tx, input.id, true);
    if (!row) return fail('resource.notFound');
    if (row.userId === operator.userId) return fail('operator.ownRecord');
    if (row.status !== 'pending_review') return fail('wallet.statusNotOperable');
    let updated;
    if (input.decision === 'approve') {
      // A fiat bank deposit credits by the rate it was made at, whatever the rate is now.
      const credited =
        row.fiatAmount && row.rate
          ? creditedForFiat(row.fiatAmount, row.rate)
          : creditableAmount(row.amount);
      const posted = await postTransfer(tx, {
        kind: 'deposit',
        reference: row.id,
        memo: row.rate
          ? `manual deposit (${row.method}) approved: ${row.fiatAmount} ${row.fiatCurrency} at ${row.rate}`
          : `manual deposit (${row.method}) approved`,
        now,
        legs: depositCredit(`manual:${row.network}`, row.userId, credited),
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
        ...reasonColumns(input),
        updatedAt: now,
      });
    }
    await recordNotice(tx, {
      userId: row.userId,
      kind: input.decision === 'approve' ? 'deposit.credited' : 'deposit.rejected',
      params: {
        serialNumber: updated.serialNo,
        amount: updated.credited ?? updated.amount,
        currency: updated.currency,
        reason: input.reason ?? '',
        reasonCode: input.reasonCode ?? '',
      },
      link: { kind: 'deposit', id: row.id },
      now,
    });
    await recordAudit(tx, ctx, {
      action: `deposit.${input.decision}`,
      targetKind: 'deposit',
      targetId: row.id,
      before: {
        status: row.status,
        amount: row.amount,
        userId: row.userId,
        ...(row.rate
          ? { fiatAmount: row.fiatAmount, fiatCurrency: row.fiatCurrency, rate: row.rate }
          : {}),
      },
      after: { status: updated.status, credited: updated.credited },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    const [record] = await withUsernames(tx, [
      { ...depositRecord(updated, ctx.config.platformTimeZone, ctx.lang), userId: updated.userId },
    ]);
    return ok(record!);
  });
}

export async function reviewWithdrawal(ctx: ServiceContext, input: ReviewInput) {
  const { now } = ctx;
  const operator = requireUser(ctx);
  if (input.decision === 'reject' && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findWithdrawal(tx, input.id, true);
    if (!row) return fail('resource.notFound');
    if (row.userId === operator.userId) return fail('operator.ownRecord');
    const next = nextWithdrawalStatus(row.status as WithdrawalStatus, input.decision, 'operator');
    if (!next) return fail('wallet.statusNotOperable');
    if (next === 'rejected') await releaseHeld(tx, row, now, 'withdrawal rejected by review');
    const updated = await repo.updateWithdrawal(tx, row.id, {
      status: next,
      ...(next === 'rejected'
        ? reasonColumns(input)
        : { failureReason: null, failureReasonCode: null }),
      updatedAt: now,
    });
    if (next === 'rejected')
      await recordNotice(tx, {
        userId: row.userId,
        kind: 'withdrawal.rejected',
        params: {
          serialNumber: updated.serialNo,
          amount: updated.amount,
          currency: updated.currency,
          reason: input.reason ?? '',
          reasonCode: input.reasonCode ?? '',
        },
        link: { kind: 'withdrawal', id: row.id },
        now,
      });
    await recordAudit(tx, ctx, {
      action: `withdrawal.${input.decision}`,
      targetKind: 'withdrawal',
      targetId: row.id,
      before: {
        status: row.status,
        amount: row.amount,
        fee: row.fee,
        address: row.address,
        userId: row.userId,
      },
      after: { status: updated.status },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    const [record] = await withUsernames(tx, [
      {
        ...withdrawalRecord(updated, ctx.config.platformTimeZone, ctx.lang),
        userId: updated.userId,
      },
    ]);
    return ok(record!);
  });
}

/** The review decisions of the audit log, in the older shape of `admin/wallet!decisions`. */
export async function listDecisions(ctx: ServiceContext, targetId: string | undefined, page: Page) {
  const { rows, total } = await listAuditRows(
    ctx,
    { targetKinds: ['deposit', 'withdrawal', 'store_application', 'order'], targetId },
    page,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      operatorId: row.actorId,
      targetKind: row.targetKind,
      targetId: row.targetId,
      decision: row.action.slice(row.action.indexOf('.') + 1),
      note: reasonText(row.reasonCode, row.reason, ctx.lang),
      createTime: wireTime(row.createdAt, ctx.config.platformTimeZone),
    })),
    total,
  };
}
