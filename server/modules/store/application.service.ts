// Opening a store: a user applies (one open application at a time, not while running a store), an
// operator approves — in one transaction the catalogue opens the store, the applicant becomes a
// seller and the decision is logged — or rejects with a reason the applicant reads.
import type { StoreApplication, StoreApplicationInput } from '../../../domain/api/store.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import {
  reasonText,
  rejectionReasonGiven,
  type DecisionReason,
} from '../../../domain/operator/reasons.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { grantRole, usernamesOf } from '../account/index.ts';
import { createStore, existingCategoryIds } from '../catalog/index.ts';
import { recordNotice } from '../notice/index.ts';
import { recordAudit } from '../audit/index.ts';
import { storeOfOwner } from './ownership.service.ts';
import * as repo from './store.repository.ts';

function applicationView(
  row: repo.StoreApplicationRow,
  timeZone: string,
  lang: LanguageCode,
): StoreApplication {
  return {
    id: row.id,
    status: row.status as StoreApplication['status'],
    name: row.name,
    description: row.description,
    logo: row.logo,
    banner: row.banner,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    country: row.country,
    categoryIds: row.categoryIds,
    companyName: row.companyName,
    registrationNumber: row.registrationNumber,
    certificate: row.certificate,
    // The operator's reason in the reader's language when it is a standard one.
    reason: reasonText(row.reasonCode, row.reason, lang),
    sellerId: row.sellerId ?? '',
    createTime: wireTime(row.createdAt, timeZone),
    decideTime: row.decidedAt ? wireTime(row.decidedAt, timeZone) : '',
  };
}

export async function apply(
  ctx: ServiceContext,
  input: StoreApplicationInput,
): Promise<Result<StoreApplication>> {
  const { userId } = requireUser(ctx);
  if (await storeOfOwner(ctx.db, userId)) return fail('store.alreadyOwner');
  if (await repo.hasPendingApplication(ctx.db, userId)) return fail('store.applicationOpen');
  const known = await existingCategoryIds(ctx.db, input.categoryIds);
  if (known.length !== new Set(input.categoryIds).size)
    return fail('param.invalid', { field: 'categoryIds' });
  try {
    const row = await repo.insertApplication(ctx.db, {
      id: newId(ctx.now),
      userId,
      status: 'pending',
      name: input.name,
      description: input.description,
      logo: input.logo,
      banner: input.banner ?? '',
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      country: input.country,
      categoryIds: input.categoryIds,
      companyName: input.companyName,
      registrationNumber: input.registrationNumber,
      certificate: input.certificate ?? '',
      createdAt: ctx.now,
    });
    return ok(applicationView(row, ctx.config.platformTimeZone, ctx.lang));
  } catch (error) {
    // Two submits at once: the unique index lets one through.
    if (uniqueViolation(error) === 'store_applications_one_pending_uq')
      return fail('store.applicationOpen');
    throw error;
  }
}

export async function myApplication(ctx: ServiceContext): Promise<StoreApplication | null> {
  const row = await repo.latestApplicationOf(ctx.db, requireUser(ctx).userId);
  return row ? applicationView(row, ctx.config.platformTimeZone, ctx.lang) : null;
}

export async function listForReview(
  ctx: ServiceContext,
  status: StoreApplication['status'] | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.listApplications(ctx.db, status, page);
  const names = await usernamesOf(
    ctx.db,
    rows.map((row) => row.userId),
  );
  return {
    list: rows.map((row) => ({
      ...applicationView(row, ctx.config.platformTimeZone, ctx.lang),
      username: names.get(row.userId) ?? '',
    })),
    total,
  };
}

export async function decide(
  ctx: ServiceContext,
  input: { id: string; decision: 'approve' | 'reject' } & DecisionReason,
): Promise<Result<StoreApplication>> {
  const operator = requireUser(ctx);
  const { now } = ctx;
  if (input.decision === 'reject' && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, input.id);
    if (!row) return fail('resource.notFound');
    // Four eyes: nobody approves their own store.
    if (row.userId === operator.userId) return fail('operator.ownRecord');
    if (row.status !== 'pending') return fail('store.notPending');
    let sellerId: string | null = null;
    if (input.decision === 'approve') {
      sellerId = await createStore(tx, {
        id: newId(now),
        ownerUserId: row.userId,
        name: row.name,
        description: row.description,
        logo: row.logo,
        banner: row.banner,
        contactEmail: row.contactEmail,
        contactPhone: row.contactPhone,
        country: row.country,
        now,
      });
      await grantRole(tx, row.userId, 'seller');
    }
    const decided = await repo.decideApplication(tx, row.id, {
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      reason: input.reason ?? '',
      reasonCode: input.reasonCode ?? null,
      decidedBy: operator.userId,
      decidedAt: now,
      sellerId,
    });
    await recordNotice(tx, {
      userId: row.userId,
      kind: 'store.decided',
      params: {
        name: row.name,
        approved: input.decision === 'approve',
        reason: input.reason ?? '',
        reasonCode: input.reasonCode ?? '',
      },
      link: sellerId ? { kind: 'store', id: sellerId } : { kind: 'storeApplication', id: row.id },
      now,
    });
    await recordAudit(tx, ctx, {
      action: `store_application.${input.decision}`,
      targetKind: 'store_application',
      targetId: row.id,
      before: { status: row.status, userId: row.userId, name: row.name },
      after: { status: decided.status, sellerId },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    return ok(applicationView(decided, ctx.config.platformTimeZone, ctx.lang));
  });
}
