// The seller's own store profile: read and replaced by its owner only. The store is always the
// caller's (a seller owns one); no input names a store, so nobody reaches another's.
import type { StoreProfile, StoreProfileInput } from '../../../domain/api/store.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { storeProfile, updateStoreProfile, type StoreProfileRecord } from '../catalog/index.ts';

function profileView(record: StoreProfileRecord, ctx: ServiceContext): StoreProfile {
  return {
    id: record.id,
    name: record.name,
    description: localized(record.descriptions, ctx.lang),
    logo: record.logo,
    banner: record.banner,
    contactEmail: record.contactEmail,
    contactPhone: record.contactPhone,
    country: record.country,
    handlingDays: record.handlingDays,
    createTime: wireTime(record.createdAt, ctx.config.platformTimeZone),
    suspended: !record.enabled,
    // The operator's reason, in the owner's language when it is a standard one.
    suspendReason: record.enabled
      ? ''
      : reasonText(record.suspendReasonCode, record.suspendReason, ctx.lang),
  };
}

/** The caller's store; a seller without one is refused like any other non-seller. */
export async function info(ctx: ServiceContext): Promise<Result<StoreProfile>> {
  const store = ctx.storeId ? await storeProfile(ctx.db, ctx.storeId) : undefined;
  if (!store) return fail('auth.noPermission');
  return ok(profileView(store, ctx));
}

export async function update(
  ctx: ServiceContext,
  input: StoreProfileInput,
): Promise<Result<StoreProfile>> {
  if (!ctx.storeId) return fail('auth.noPermission');
  const updated = await updateStoreProfile(
    ctx.db,
    { sellerId: ctx.storeId, ownerUserId: requireUser(ctx).userId },
    {
      name: input.name,
      lang: ctx.lang,
      description: input.description,
      logo: input.logo,
      banner: input.banner ?? '',
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      country: input.country,
      handlingDays: input.handlingDays,
    },
  );
  // Gone between the read and the write (the owner changed): as if it never was theirs.
  if (!updated) return fail('auth.noPermission');
  return ok(profileView(updated, ctx));
}
