// Endpoints of the address book and its country / state / city pickers (spec section 7 "Account").
import { z } from 'zod';
import { addressFields } from '../address/address-rules.ts';
import { idParam, optionalFlag } from './common.ts';
import { endpointArea } from './define.ts';

const addressCalls = endpointArea({ tag: 'Address', auth: 'user' });

export const addressItem = z.object({
  id: z.string(),
  contacts: z.string(),
  email: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  country: z.string(),
  countryName: z.string(),
  province: z.string(),
  city: z.string(),
  postcode: z.string(),
  address: z.string(),
  /** 1 = the default address. */
  use: z.union([z.literal(0), z.literal(1)]),
});
export type AddressItem = z.infer<typeof addressItem>;

const addressInput = addressFields.extend({ use: optionalFlag });

export const addressList = addressCalls.read('address!list', {
  summary: "The buyer's delivery addresses, the default first.",
  input: z.object({}),
  output: z.object({ pageList: z.array(addressItem) }),
});

export const addressAdd = addressCalls.write('address!add', {
  summary: 'Add a delivery address; use=1 makes it the default (the first address always is).',
  input: addressInput,
  output: addressItem,
});

export const addressEdit = addressCalls.write('address!edit', {
  summary: 'Replace the fields of one of your addresses.',
  input: addressInput.extend({ id: idParam }),
  output: addressItem,
});

export const addressDel = addressCalls.write('address!del', {
  summary:
    'Delete one of your addresses; when it was the default, the newest remaining one becomes default.',
  input: z.object({ id: idParam }),
  output: z.null(),
});

export const addressListCountry = addressCalls.read('address!listCountry', {
  auth: 'none',
  summary: 'Countries with their calling codes and flags (ISO 3166-1).',
  input: z.object({}),
  output: z.array(
    z.object({ code: z.string(), name: z.string(), areaCode: z.string(), flag: z.string() }),
  ),
});

export const addressListState = addressCalls.read('address!listState', {
  auth: 'none',
  summary: 'States or provinces of a country (ISO 3166-2).',
  input: z.object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/),
  }),
  output: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const addressListCity = addressCalls.read('address!listCity', {
  auth: 'none',
  summary: 'Cities of a state (or of the whole country when no state is given).',
  input: z.object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/),
    state: z.string().trim().max(16).optional(),
  }),
  output: z.array(z.object({ name: z.string() })),
});
