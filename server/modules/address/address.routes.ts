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
import type { ModuleDeps } from '../../platform/deps.ts';
import { addAddress, deleteAddress, editAddress, myAddresses } from './address.service.ts';
import { listCities, listCountries, listStates } from './geo.ts';

export function addressRoutes({ api }: ModuleDeps): void {
  // Built on first use, not here: the place-name dataset loads after the start (geo.ts).
  let countries: ReturnType<typeof listCountries> | undefined;
  api.handle(addressList, async (_input, ctx) => ok({ pageList: await myAddresses(ctx) }));
  api.handle(addressAdd, (input, ctx) => addAddress(ctx, input));
  api.handle(addressEdit, ({ id, ...input }, ctx) => editAddress(ctx, id, input));
  api.handle(addressDel, ({ id }, ctx) => deleteAddress(ctx, id));
  api.handle(addressListCountry, async () => ok((countries ??= listCountries())));
  api.handle(addressListState, async ({ country }) => ok(listStates(country)));
  api.handle(addressListCity, async ({ country, state }) => ok(listCities(country, state)));
}
