// The one table of the API: every endpoint of the wire contract, by name. The server serves exactly
// these (a test checks), the API reference is generated from them, the client types its calls by them.
// The table is derived from what each area's file exports, so a new endpoint is written once, where
// it is defined: an endpoint record (or a list of them) exported from `domain/api/<area>.ts` is in it.
import * as account from './account.ts';
import * as address from './address.ts';
import * as brand from './brand.ts';
import * as brandAdmin from './brand-admin.ts';
import * as brandPages from './brand-pages.ts';
import * as catalog from './catalog.ts';
import * as chat from './chat.ts';
import * as credit from './credit.ts';
import * as exchangeRates from './exchange-rates.ts';
import * as favourites from './favourites.ts';
import * as listing from './listing.ts';
import * as operator from './operator.ts';
import * as operatorMe from './operator-me.ts';
import * as order from './order.ts';
import * as reserves from './reserves.ts';
import * as review from './review.ts';
import * as sellerDashboard from './seller-dashboard.ts';
import * as settings from './settings.ts';
import * as store from './store.ts';
import * as transparency from './transparency.ts';
import * as upload from './upload.ts';
import * as wallet from './wallet.ts';
import * as walletReview from './wallet-review.ts';
import type { Endpoint } from './define.ts';

/** The endpoint records among a module's exported values, single or in a list. */
type Exported<V> = V extends Endpoint
  ? V
  : V extends readonly (infer E)[]
    ? E extends Endpoint
      ? E
      : never
    : never;

/** A module's endpoints keyed by their wire names, each with its own input and output types. */
type ByName<M> = { [E in Exported<M[keyof M]> as E['name']]: E };

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Endpoint>;
  return typeof record.name === 'string' && !!record.method && !!record.input && !!record.output;
}

function byName(modules: Record<string, unknown>[]): Record<string, Endpoint> {
  const table: Record<string, Endpoint> = {};
  for (const module of modules)
    for (const value of Object.values(module))
      for (const item of Array.isArray(value) ? value : [value]) {
        if (!isEndpoint(item)) continue;
        if (table[item.name] && table[item.name] !== item)
          throw new Error(`two endpoints are named ${item.name}`);
        table[item.name] = item;
      }
  return table;
}

export const endpoints = byName([
  account,
  address,
  brand,
  brandAdmin,
  brandPages,
  catalog,
  chat,
  credit,
  exchangeRates,
  favourites,
  listing,
  operator,
  operatorMe,
  order,
  reserves,
  review,
  sellerDashboard,
  settings,
  store,
  transparency,
  upload,
  wallet,
  walletReview,
]) as ByName<typeof account> &
  ByName<typeof address> &
  ByName<typeof brand> &
  ByName<typeof brandAdmin> &
  ByName<typeof brandPages> &
  ByName<typeof catalog> &
  ByName<typeof chat> &
  ByName<typeof credit> &
  ByName<typeof exchangeRates> &
  ByName<typeof favourites> &
  ByName<typeof listing> &
  ByName<typeof operator> &
  ByName<typeof operatorMe> &
  ByName<typeof order> &
  ByName<typeof reserves> &
  ByName<typeof review> &
  ByName<typeof sellerDashboard> &
  ByName<typeof settings> &
  ByName<typeof store> &
  ByName<typeof transparency> &
  ByName<typeof upload> &
  ByName<typeof wallet> &
  ByName<typeof walletReview>;

export type EndpointName = keyof typeof endpoints;
