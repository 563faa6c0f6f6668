// Routes of the address book and the place pickers.
import {
  addressAdd,
  addressDel,
  addressEdit,
  addressList,
  addressListCity,
  addressListCountry,
  addressListState,
} from '../../../domain/api/address.ts';
import { ok } from '../../../domain/errors.ts';
import { requireUser } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { addAddress, addressesOf, deleteAddress, editAddress } from './address.service.ts';
import { listCities, listCountries, listStates } from './geo.ts';

export function addressRoutes({ api }: ModuleDeps): void {
  const countries = listCountries();
  api.handle(addressList, async (_input, ctx) =>
    ok({ pageList: await addressesOf(ctx.db, requireUser(ctx).userId) }),
  );
  api.handle(addressAdd, (input, ctx) =>
    addAddress(ctx.db, requireUser(ctx).userId, input, ctx.now()),
  );
  api.handle(addressEdit, ({ id, ...input }, ctx) =>
    editAddress(ctx.db, requireUser(ctx).userId, id, input, ctx.now()),
  );
  api.handle(addressDel, ({ id }, ctx) => deleteAddress(ctx.db, requireUser(ctx).userId, id));
  api.handle(addressListCountry, async () => ok(countries));
  api.handle(addressListState, async ({ country }) => ok(listStates(country)));
  api.handle(addressListCity, async ({ country, state }) => ok(listCities(country, state)));
}
