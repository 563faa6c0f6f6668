// Shared helpers of the e2e suite: read the real API the way the PWA does.
import type { APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DemoAccounts } from '../../server/demo/demo-accounts.ts';

export async function api<T>(
  request: APIRequestContext,
  name: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const query = new URLSearchParams({
    lang: 'en',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const response = await request.get(`/api/${name}.action?${query.toString()}`);
  const body = (await response.json()) as { code: string; msg: string; data: T };
  if (body.code !== '0') throw new Error(`${name}: ${body.code} ${body.msg}`);
  return body.data;
}

export interface Card {
  sellerGoodsId: string;
  name: string;
  seller: { id: string; name: string };
}

export interface Home {
  bannerList: Array<{ title: string }>;
  categoryList: Array<{ id: string; name: string }>;
  newList: Card[];
  recommendList: Card[];
  discountList: Card[];
  sellerList: Array<{ sellerId: string; name: string }>;
}

/** The folder `serve.mjs` runs the e2e server in: named after the run id of playwright.config.ts. */
function e2eRunDir(): string {
  const run = process.env.CARAVAN_E2E_RUN;
  if (!run) throw new Error('CARAVAN_E2E_RUN is not set: run through playwright.config.ts');
  return path.join(os.tmpdir(), `caravan-e2e-${run}`);
}

/** The data folder of the e2e server (its local test chain describes itself there). */
export function e2eDataDir(): string {
  return path.join(e2eRunDir(), 'data');
}

/** The demo accounts (store owners, operator, buyer) the e2e server made on its first start. */
export function demoAccounts(): DemoAccounts {
  const file = path.join(e2eRunDir(), 'data', 'demo-accounts.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoAccounts;
}
