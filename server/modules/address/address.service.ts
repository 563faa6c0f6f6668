// The address book: add, edit and delete with one default per buyer and a size limit. Orders read
// addresses through `addressForOrder`.
import type { AddressItem } from '../../../domain/api/address.ts';
import { MAX_ADDRESSES, type AddressFields } from '../../../domain/address/address-rules.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import {
  clearDefault,
  countAddresses,
  findAddress,
  insertAddress,
  listAddresses,
  lockAddressBook,
  promoteNewestToDefault,
  removeAddress,
  updateAddress,
  type AddressRow,
} from './address.repository.ts';
import { countryName, resolveProvince } from './geo.ts';

export type AddressInput = AddressFields & { use?: boolean | undefined };

function toAddressItem(row: AddressRow): AddressItem {
  return {
    id: row.id,
    contacts: row.contacts,
    email: row.email,
    areaCode: row.areaCode,
    phone: row.phone,
    country: row.country,
    countryName: countryName(row.country) ?? row.country,
    province: row.province,
    city: row.city,
    postcode: row.postcode,
    address: row.address,
    use: row.isDefault ? 1 : 0,
  };
}

/** Checks the place against the dataset; returns the row fields or the refusal. */
function placeOf(input: AddressInput): Result<Omit<AddressInput, 'use'>> {
  if (!countryName(input.country)) return fail('address.countryInvalid');
  const province = resolveProvince(input.country, input.province);
  if (province === undefined || (province === '' && input.province !== ''))
    return fail('address.stateInvalid');
  const { use: _use, ...fields } = input;
  return ok({ ...fields, province });
}

/** A buyer's address book, the default first (for other modules: checkout picks the default). */
export async function addressesOf(db: DbOrTx, userId: string): Promise<AddressItem[]> {
  return (await listAddresses(db, userId)).map(toAddressItem);
}

export async function myAddresses(ctx: ServiceContext): Promise<AddressItem[]> {
  return addressesOf(ctx.db, requireUser(ctx).userId);
}

export async function addAddress(
  ctx: ServiceContext,
  input: AddressInput,
): Promise<Result<AddressItem>> {
  const { userId } = requireUser(ctx);
  const { now } = ctx;
  const place = placeOf(input);
  if (!place.ok) return place;
  return ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const count = await countAddresses(tx, userId);
    if (count >= MAX_ADDRESSES) return fail('address.limitReached', { max: MAX_ADDRESSES });
    const makeDefault = count === 0 || input.use === true;
    if (makeDefault) await clearDefault(tx, userId);
    const row = await insertAddress(tx, {
      id: newId(now),
      userId,
      ...place.data,
      isDefault: makeDefault,
      createdAt: now,
      updatedAt: now,
    });
    return ok(toAddressItem(row));
  });
}

export async function editAddress(
  ctx: ServiceContext,
  id: string,
  input: AddressInput,
): Promise<Result<AddressItem>> {
  const { userId } = requireUser(ctx);
  const place = placeOf(input);
  if (!place.ok) return place;
  return ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const existing = await findAddress(tx, userId, id);
    if (!existing) return fail('address.notFound');
    // Unticking "default" on the default address keeps it: a buyer with addresses always has one.
    const makeDefault = existing.isDefault || input.use === true;
    if (makeDefault && !existing.isDefault) await clearDefault(tx, userId);
    const row = await updateAddress(tx, userId, id, {
      ...place.data,
      isDefault: makeDefault,
      updatedAt: ctx.now,
    });
    return ok(toAddressItem(row));
  });
}

export async function deleteAddress(ctx: ServiceContext, id: string): Promise<Result<null>> {
  const { userId } = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const existing = await findAddress(tx, userId, id);
    if (!existing) return fail('address.notFound');
    await removeAddress(tx, userId, id);
    if (existing.isDefault) await promoteNewestToDefault(tx, userId);
    return ok(null);
  });
}

/** The address an order ships to, only when it belongs to the buyer. */
export async function addressForOrder(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressItem | undefined> {
  const row = await findAddress(db, userId, id);
  return row ? toAddressItem(row) : undefined;
}
