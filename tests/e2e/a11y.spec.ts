// Accessibility: every screen at phone width through axe-core with the WCAG 2.0 / 2.1 / 2.2 A and
// AA rules, as a guest and signed in (buyer, store owner, operator); any serious or critical
// finding fails with the rule, the elements and the page named.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';
import {
  api,
  axeFindingsAt as audit,
  axeFindingsHere as auditOpen,
  demoAccounts,
  type Card,
} from './helpers.ts';

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username / e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(username);
}

test.use({ viewport: { width: 390, height: 844 } });

/** A listing of the demo catalogue, and a search word that finds it. */
async function demoListing(request: APIRequestContext) {
  const goods = (await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 }))
    .pageList[0]!;
  return { goods, keyword: encodeURIComponent(JSON.stringify(goods.name.split(' ')[0])) };
}

// Each group is its own test, so each has its own time: axe is slow work for the browser, and the
// suite's other lane shares the cores.
test('every public screen as a guest, in English', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { goods, keyword } = await demoListing(request);
  const screens = [
    '/index',
    '/classification',
    '/commodity',
    '/discounted',
    '/information',
    `/productDetails?id=${goods.sellerGoodsId}`,
    `/store?id=${goods.seller.id}`,
    `/searchGoods?k=${keyword}`,
    `/searchStore?k=${keyword}`,
    '/login',
    '/seller/login',
    '/register',
    '/forgot-password',
    '/credit',
    '/app.html',
    '/no-such-page',
  ];
  const findings: string[] = [];
  for (const url of screens) findings.push(...(await audit(page, url)));
  expect(findings, findings.join('\n')).toEqual([]);
});

test('public screens in Arabic, and the second brand on its own host', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { goods } = await demoListing(request);
  const findings: string[] = [];
  await page.goto('/index?lang=ar');
  for (const url of ['/index', `/productDetails?id=${goods.sellerGoodsId}`, '/login'])
    findings.push(...(await audit(page, url)));
  // The second brand has its own colours: its contrast is checked on its own host.
  const meridian = baseURL.replace('localhost', 'meridian.localhost');
  await page.goto(`${meridian}/index?lang=en`);
  for (const url of ['/index', `/productDetails?id=${goods.sellerGoodsId}`, '/login', '/app.html'])
    findings.push(...(await audit(page, `${meridian}${url}`)));
  expect(findings, findings.join('\n')).toEqual([]);
});

const signedIn: Array<[string, (accounts: ReturnType<typeof demoAccounts>) => string, string[]]> = [
  [
    'buyer',
    (accounts) => accounts.buyer,
    [
      '/userInfo/dashboard',
      '/userInfo/my-order?index=2',
      '/userInfo/money-package',
      '/userInfo/money-package/recharge',
      '/userInfo/money-package/withdraw',
      '/userInfo/setup',
      '/userInfo/setup/login-password',
      '/userInfo/setup/transaction-password',
      '/userInfo/setup/shipping-address',
      '/userInfo/setup/account-cancellation',
      '/userInfo/download',
      '/merchantSettled',
      '/credit/application',
      '/credit/myLoan',
    ],
  ],
  ['store owner', (accounts) => accounts.sellers[0]!.username, ['/seller', '/credit/application']],
  [
    'operator',
    (accounts) => accounts.operator,
    [
      '/admin',
      '/admin/reviews',
      '/admin/users',
      '/admin/stores',
      '/admin/goods',
      '/admin/parameters',
      '/admin/audit',
      '/admin/credit',
    ],
  ],
];

for (const [who, username, screens] of signedIn) {
  test(`every signed-in screen of the ${who}`, async ({ page }) => {
    test.setTimeout(180_000);
    const accounts = demoAccounts();
    const findings: string[] = [];
    await logIn(page, username(accounts), accounts.password);
    for (const url of screens) findings.push(...(await audit(page, url)));
    if (who === 'operator') {
      // The console's page of one user, and its status dialog open.
      await page.goto(`/admin/users?q=${accounts.buyer}`);
      await page.getByRole('link', { name: accounts.buyer, exact: true }).click();
      const url = new URL(page.url());
      findings.push(...(await audit(page, `${url.pathname}${url.search}`)));
      await page.getByRole('button', { name: 'Disable' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await auditOpen(page, 'user status dialog')));
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
}

test("a control reached with Tab is not left under the cart's floating bar (WCAG 2.4.11)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accounts = demoAccounts();
  // Signed in, so the cart bar floats over the catalogue pages.
  await logIn(page, accounts.buyer, accounts.password);
  for (const path of [`/store?id=${accounts.sellers[0]!.storeId}`, '/index']) {
    await page.goto(path);
    await expect(page.getByTestId('cart-bar')).toBeVisible();
    const covered: string[] = [];
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      // The share of the focused control's box the bar covers.
      const share = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('[data-testid=cart-bar]');
        if (!focused || focused === document.body || !bar || bar.contains(focused)) return 0;
        const a = focused.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const width = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
        const height = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        return a.width * a.height > 0 ? (width * height) / (a.width * a.height) : 0;
      });
      if (share > 0.1) covered.push(`${path} tab ${i + 1}: ${Math.round(share * 100)} %`);
    }
    expect(covered, 'focused controls under the cart bar').toEqual([]);
  }
});

test("the user centre's controls say what they show (WCAG 2.5.3 label in name)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const accounts = demoAccounts();
  await logIn(page, accounts.buyer, accounts.password);
  // axe ships label-content-name-mismatch as experimental: off unless asked for by name.
  const findings: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const url of ['/userInfo', '/userInfo/dashboard'])
      findings.push(...(await audit(page, url, ['label-content-name-mismatch'])));
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
