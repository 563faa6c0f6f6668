// Real-name verification before credit: the user sends name, nationality, ID number and photo (and
// optionally a company certification). The name, the ID number and the company registration number
// are sealed with the configured key, each bound to the record and its field, and the pictures are
// sealed in the store bound to the record (server/platform/identity-crypto.ts); the ID number is
// shown masked. An operator approves or rejects with a reason the user reads; only an `admin` may
// read the full number, and every such read is written to the audit log. The retention rule erases
// all of it (credit.jobs.ts).
import type { KycSubmitInput, KycView } from '../../../domain/api/credit.ts';
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
import { usernamesOf } from '../account/index.ts';
import { recordNotice } from '../notice/index.ts';
import { recordAudit } from '../audit/index.ts';
import { decryptText, encryptText } from '../../platform/identity-crypto.ts';
import { sealUploads, uploadStoreOf, uploadsOwnedBy } from '../upload/index.ts';
import * as repo from './credit.repository.ts';

/** What a user or support sees of an ID number: its last four characters. */
export function maskIdNumber(last4: string): string {
  return `****${last4}`;
}

/** What a sealed field of a record is bound to: the record and the field. */
export const fieldBinding = (id: string, field: 'real_name' | 'id_number' | 'company_reg_number') =>
  `kyc_records:${id}:${field}`;

/** What a record's pictures are bound to. */
export const pictureBinding = (id: string) => `kyc_records:${id}`;

/** A sealed field opened, or the plain value of a record from before the sealing ('' if erased). */
function opened(key: Buffer, row: repo.KycRow, field: 'real_name' | 'company_reg_number'): string {
  const sealed = field === 'real_name' ? row.realNameCipher : row.companyRegNumberCipher;
  if (sealed) return decryptText(key, sealed, fieldBinding(row.id, field));
  return field === 'real_name' ? row.realName : row.companyRegNumber;
}

function kycView(
  row: repo.KycRow | undefined,
  key: Buffer,
  timeZone: string,
  lang: LanguageCode,
): KycView {
  if (!row)
    return {
      id: '',
      status: 'none',
      realName: '',
      nationality: '',
      idNumberMasked: '',
      idPhoto: '',
      companyName: '',
      companyRegNumber: '',
      companyDocument: '',
      reason: '',
      createTime: '',
      decideTime: '',
    };
  return {
    id: row.id,
    status: row.status as KycView['status'],
    realName: opened(key, row, 'real_name'),
    nationality: row.nationality,
    idNumberMasked: row.idNumberLast4 ? maskIdNumber(row.idNumberLast4) : '',
    idPhoto: row.idPhoto,
    companyName: row.companyName,
    companyRegNumber: opened(key, row, 'company_reg_number'),
    companyDocument: row.companyDocument,
    reason: reasonText(row.reasonCode, row.reason, lang),
    createTime: wireTime(row.createdAt, timeZone),
    decideTime: row.decidedAt ? wireTime(row.decidedAt, timeZone) : '',
  };
}

export async function submit(
  ctx: ServiceContext,
  key: Buffer,
  input: KycSubmitInput,
): Promise<Result<KycView>> {
  const { userId } = requireUser(ctx);
  const latest = await repo.latestKyc(ctx.db, userId);
  if (latest?.status === 'pending') return fail('kyc.pending');
  if (latest?.status === 'approved') return fail('kyc.alreadyVerified');
  const pictures = [input.idPhoto, input.companyDocument].filter((url): url is string => !!url);
  const owned = await uploadsOwnedBy(ctx.db, userId, 'loan', pictures);
  const notOwn = pictures.find((url) => !owned.has(url));
  if (notOwn)
    return fail('param.invalid', {
      field: notOwn === input.idPhoto ? 'idPhoto' : 'companyDocument',
    });
  const id = newId(ctx.now);
  const regNumber = input.companyRegNumber ?? '';
  try {
    const row = await repo.insertKyc(ctx.db, {
      id,
      userId,
      status: 'pending',
      realName: '',
      realNameCipher: encryptText(key, input.realName, fieldBinding(id, 'real_name')),
      nationality: input.nationality,
      idNumberCipher: encryptText(key, input.idNumber, fieldBinding(id, 'id_number')),
      idNumberLast4: input.idNumber.slice(-4),
      idPhoto: input.idPhoto,
      companyName: input.companyName ?? '',
      companyRegNumber: '',
      companyRegNumberCipher: regNumber
        ? encryptText(key, regNumber, fieldBinding(id, 'company_reg_number'))
        : null,
      companyDocument: input.companyDocument ?? '',
      createdAt: ctx.now,
    });
    // After the record exists: if this fails, the sealing at the next start finishes it.
    await sealUploads(ctx.db, uploadStoreOf(ctx.config), key, pictures, pictureBinding(id));
    return ok(kycView(row, key, ctx.config.platformTimeZone, ctx.lang));
  } catch (error) {
    if (uniqueViolation(error) === 'kyc_records_one_pending_uq') return fail('kyc.pending');
    throw error;
  }
}

export async function status(ctx: ServiceContext, key: Buffer): Promise<KycView> {
  const row = await repo.latestKyc(ctx.db, requireUser(ctx).userId);
  return kycView(row, key, ctx.config.platformTimeZone, ctx.lang);
}

/** Whether the user's latest verification is approved (the condition to apply for a loan). */
export async function kycStatusOf(ctx: ServiceContext, userId: string): Promise<KycView['status']> {
  const row = await repo.latestKyc(ctx.db, userId);
  return (row?.status as KycView['status'] | undefined) ?? 'none';
}

export async function listForReview(
  ctx: ServiceContext,
  key: Buffer,
  statusFilter: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.listKyc(ctx.db, statusFilter, page);
  const names = await usernamesOf(
    ctx.db,
    rows.map((row) => row.userId),
  );
  return {
    list: rows.map((row) => ({
      ...kycView(row, key, ctx.config.platformTimeZone, ctx.lang),
      userId: row.userId,
      username: names.get(row.userId) ?? '',
    })),
    total,
  };
}

/** The full ID number, for an admin; the read is in the audit log with the same transaction. */
export async function revealIdNumber(
  ctx: ServiceContext,
  key: Buffer,
  id: string,
): Promise<Result<{ idNumber: string }>> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findKyc(tx, id);
    if (!row) return fail('resource.notFound');
    await recordAudit(tx, ctx, {
      action: 'kyc.reveal_id',
      targetKind: 'kyc',
      targetId: row.id,
      before: null,
      after: { userId: row.userId },
    });
    if (!row.idNumberCipher) return fail('resource.notFound');
    return ok({
      idNumber: decryptText(key, row.idNumberCipher, fieldBinding(row.id, 'id_number')),
    });
  });
}

export async function decide(
  ctx: ServiceContext,
  key: Buffer,
  input: { id: string; decision: 'approve' | 'reject' } & DecisionReason,
): Promise<Result<KycView>> {
  const operator = requireUser(ctx);
  if (input.decision === 'reject' && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findKyc(tx, input.id, true);
    if (!row) return fail('resource.notFound');
    if (row.userId === operator.userId) return fail('operator.ownRecord');
    if (row.status !== 'pending') return fail('loan.notPending');
    const decided = await repo.decideKyc(tx, row.id, {
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      reason: input.reason ?? '',
      reasonCode: input.reasonCode ?? null,
      decidedBy: operator.userId,
      decidedAt: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: `kyc.${input.decision}`,
      targetKind: 'kyc',
      targetId: row.id,
      before: { status: row.status, userId: row.userId },
      after: { status: decided.status },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    // The user reads the decision (and the reason, in their language) in the notice feed.
    await recordNotice(tx, {
      userId: row.userId,
      kind: input.decision === 'approve' ? 'kyc.approved' : 'kyc.rejected',
      params: { reason: input.reason ?? '', reasonCode: input.reasonCode ?? '' },
      link: { kind: 'kyc', id: row.id },
      now: ctx.now,
    });
    return ok(kycView(decided, key, ctx.config.platformTimeZone, ctx.lang));
  });
}
