// Shared helpers of the e2e suite: read the real API the way the PWA does, log in, make buyers and
// received orders through the API, and audit screens with axe-core.
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Page,
} from '@playwright/test';
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

/** Logs in through the login screen and waits for the header to name the account. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username / e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(username);
}

/** A page of its own (own cookies and storage) logged in as another account. */
export async function otherUser(
  browser: Browser,
  username: string,
  password: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await logIn(page, username, password);
  return { page, close: () => context.close() };
}

/**
 * Registers an account by API with a default delivery address and the fund password
 * `E2E_SAFEWORD` (unless `fundPassword` is false: the flows that set the first one); answers its
 * name and token.
 */
export async function newBuyer(
  request: APIRequestContext,
  password: string,
  prefix = 'buyer',
  { fundPassword = true }: { fundPassword?: boolean } = {},
): Promise<{ username: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const registered = await request.post('/api/localuser!registerNoVerifcode.action', {
    form: { username, password, re_password: password },
  });
  const body = (await registered.json()) as { code: string; data: { token: string } };
  expect(body.code).toBe('0');
  // The address book screen has its own test (orders.spec.ts); here the address comes by API.
  const added = await request.post('/api/address!add.action?lang=en', {
    headers: { authorization: `Bearer ${body.data.token}` },
    form: {
      contacts: 'Li Wei',
      email: 'li@example.com',
      areaCode: '86',
      phone: '13800138000',
      country: 'CN',
      province: 'Guangdong',
      city: 'Guangzhou',
      postcode: '510000',
      address: '88 Huanshi Road',
      use: '1',
    },
  });
  expect(((await added.json()) as { code: string }).code).toBe('0');
  if (!fundPassword) return { username, token: body.data.token };
  // Paying an order asks for the fund password (the payment step-up).
  const safeword = await request.post('/api/user!setSafewordReg.action', {
    headers: { authorization: `Bearer ${body.data.token}` },
    form: { password, safeword: E2E_SAFEWORD, re_safeword: E2E_SAFEWORD },
  });
  expect(((await safeword.json()) as { code: string }).code).toBe('0');
  return { username, token: body.data.token };
}

/** The fund password every buyer of `newBuyer` has; the payment step asks for it. */
export const E2E_SAFEWORD = '246810';

/**
 * Gives an account (a demo store owner) the fund password `E2E_SAFEWORD` unless it has one: moving
 * store earnings asks for it. Demo accounts have no e-mail, so no mailed code is needed.
 */
export async function ensureFundPassword(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  const auth = await bearer(request, username, password);
  const answer = await request.post('/api/user!setSafewordReg.action', {
    headers: auth,
    form: { password, safeword: E2E_SAFEWORD, re_safeword: E2E_SAFEWORD },
  });
  const body = (await answer.json()) as { code: string; errorKey?: string };
  if (body.code !== '0') expect(body.errorKey).toBe('safeword.alreadySet');
}

/**
 * Lets a receipt release the escrow at once (`order_receipt_hold_minutes` 0): these flows go on
 * to what follows a release; the hold of a quick first receipt has its own API test.
 */
export async function releaseOnReceipt(request: APIRequestContext): Promise<void> {
  const accounts = demoAccounts();
  const operator = await bearer(request, accounts.operator, accounts.password);
  await ok(
    request.post('/api/admin/syspara!update.action', {
      headers: operator,
      form: { code: 'order_receipt_hold_minutes', value: '0' },
    }),
  );
}

/** The data of an API call that must succeed (code '0'); fails the test with the message if not. */
export async function ok<T>(response: Promise<Pick<APIResponse, 'json'>>): Promise<T> {
  const body = (await (await response).json()) as { code: string; msg: string; data: T };
  expect(body.code, body.msg).toBe('0');
  return body.data;
}

/** The authorization header of an account logged in through the API. */
export async function bearer(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ authorization: string }> {
  const login = await ok<{ token: string }>(
    request.post('/api/user!newlogin.action', { form: { username, password } }),
  );
  return { authorization: `Bearer ${login.token}` };
}

/**
 * A received order through the API: a new buyer (`newBuyer` with `password` and `prefix`) deposits
 * `deposit` USDT by bank card, which the operator approves; orders `num` of the listing and pays
 * from the wallet; the store's owner ships it; the buyer confirms receipt.
 */
export async function receivedOrder(
  request: APIRequestContext,
  {
    sellerGoodsId,
    owner,
    num = 1,
    deposit,
    password,
    prefix,
  }: {
    sellerGoodsId: string;
    /** The username of the store's owner (a demo account: the demo password). */
    owner: string;
    num?: number;
    /** USDT, enough for the order. */
    deposit: string;
    password: string;
    prefix: string;
  },
): Promise<{
  buyer: { username: string; token: string };
  orderId: string;
  ownerAuth: { authorization: string };
}> {
  const accounts = demoAccounts();
  const buyer = await newBuyer(request, password, prefix);
  const auth = { authorization: `Bearer ${buyer.token}` };
  const session = await ok<{ session_token: string }>(
    request.post('/api/rechargeBlockchain!recharge_open.action', { headers: auth }),
  );
  const recharge = await ok<{ id: string }>(
    request.post('/api/rechargeBlockchain!recharge.action', {
      headers: { ...auth, 'idempotency-key': `dep-${buyer.username}` },
      form: {
        session_token: session.session_token,
        symbol: 'USDT',
        amount: deposit,
        bank_name: 'Example Bank',
        card_number: '4444',
      },
    }),
  );
  const operator = await bearer(request, accounts.operator, accounts.password);
  await ok(
    request.post('/api/admin/deposit!approve.action', {
      headers: operator,
      form: { id: recharge.id },
    }),
  );
  const address = await ok<{ pageList: Array<{ id: string }> }>(
    request.get('/api/address!list.action', { headers: auth }),
  );
  const submitted = await ok<{ orders: Array<{ orderId: string }> }>(
    request.post('/api/order!submit.action', {
      headers: { ...auth, 'idempotency-key': `order-${buyer.username}` },
      data: { addressId: address.pageList[0]!.id, items: [{ sellerGoodsId, num }] },
    }),
  );
  const orderId = submitted.orders[0]!.orderId;
  await releaseOnReceipt(request);
  await ok(
    request.post('/api/order!pay.action', {
      headers: { ...auth, 'idempotency-key': `pay-${buyer.username}` },
      form: { orderId, safeword: E2E_SAFEWORD },
    }),
  );
  const ownerAuth = await bearer(request, owner, accounts.password);
  await ok(
    request.post('/api/seller/order!ship.action', {
      headers: ownerAuth,
      form: { orderId, carrier: 'DHL', trackingNumber: `T${Date.now()}` },
    }),
  );
  await ok(request.post('/api/order!receipt.action', { headers: auth, form: { orderId } }));
  return { buyer, orderId, ownerAuth };
}

/** How many pixels the page is wider than the window (0 or less: no sideways scrolling). */
export function overflowWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The WCAG 2.0 / 2.1 / 2.2 A and AA rules every screen is checked against. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's serious and critical findings on the page as it stands (an open dialog or form).
 * `alsoRules`: rules axe marks experimental (off even when their WCAG tag is asked for) to run too.
 */
export async function axeFindingsHere(
  page: Page,
  label: string,
  alsoRules: string[] = [],
): Promise<string[]> {
  const rules = Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }]));
  // options() replaces every option, so it goes before withTags() adds the tags.
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(wcagTags).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
          .slice(0, 4)
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`,
          )
          .join('\n    ')}`,
    );
}

/** Opens `url` and answers axe-core's serious and critical findings there. */
export async function axeFindingsAt(
  page: Page,
  url: string,
  alsoRules: string[] = [],
): Promise<string[]> {
  await page.goto(url);
  await expect(page.getByRole('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return axeFindingsHere(page, url, alsoRules);
}

/**
 * The tag of the long layout sweeps (every language, or the same screens again in more languages
 * and widths): `npm test` leaves them out to stay within its time budget, `npm run
 * test:e2e:sweep` runs them (playwright.config.ts reads E2E_SWEEP).
 */
export const SWEEP = { tag: '@sweep' };

/** No tag when `always` (the case every run keeps), else the sweep's tag. */
export function sweepUnless(always: boolean): { tag?: string } {
  return always ? {} : SWEEP;
}
