// Merchant credit end to end at phone width, signed in, against the real server: the operator
// defines a loan product on /admin/credit; a demo store gets real sales (a funded buyer's order,
// shipped and received); its owner sends the real-name verification, the operator reveals the ID
// number (logged) and approves; the owner sees the offer computed from the store's sales, asks for
// the full cost, ticks the agreement and applies; the operator approves and the wallet balance goes
// up by the loan; the owner repays part and the schedule shows it. Every screen passes axe-core;
// screenshots in English, Chinese and Arabic.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  api,
  axeFindingsHere,
  demoAccounts,
  logIn,
  ok,
  otherUser,
  overflowWidth,
  receivedOrder,
} from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const shots = 'tests/e2e/artifacts';
const PRODUCT = `Stock-up ${Date.now().toString(36)}`;

/**
 * A released order (received by its buyer) of a demo store's cheap listing: real sales in the
 * store's ledger.
 */
async function storeSale(request: APIRequestContext) {
  const accounts = demoAccounts();
  for (const store of [...accounts.sellers].reverse().slice(2)) {
    const list = await api<{
      pageList: Array<{ sellerGoodsId: string; price: string; buyMin: number }>;
    }>(request, 'sellerGoods!list', { sellerId: store.storeId, sort: 'price_asc', pageSize: 50 });
    const listing = list.pageList.find(
      (g) => g.buyMin === 1 && Number(g.price) >= 40 && Number(g.price) <= 300,
    );
    if (!listing) continue;
    const { ownerAuth } = await receivedOrder(request, {
      sellerGoodsId: listing.sellerGoodsId,
      owner: store.username,
      num: Math.min(20, Math.max(1, Math.floor(900 / Number(listing.price)))),
      deposit: '1000',
      password: 'credit-pw1',
      prefix: 'credit',
    });
    return { owner: store.username, ownerAuth };
  }
  throw new Error('no demo store with a cheap listing');
}

async function noAxeFindings(page: Page, label: string) {
  expect(await axeFindingsHere(page, label)).toEqual([]);
}

/** Screenshots of the current screen in English, Chinese and Arabic; ends in English. */
async function shotsInLanguages(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  const url = page.url().replace(/^https?:\/\/[^/]+/, '');
  for (const lang of ['cn', 'ar', 'en'] as const) {
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await ready(page);
    await page.screenshot({ path: `${shots}/credit-${name}-${lang}-390.png`, fullPage: true });
  }
}

test('KYC, quote, consent, operator approval, balance up, partial repayment', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const accounts = demoAccounts();
  const operator = await otherUser(browser, accounts.operator, accounts.password, {
    width: 390,
    height: 844,
  });

  await test.step('the operator defines a loan product', async () => {
    await operator.page.goto('/admin/credit');
    await operator.page.getByRole('button', { name: 'New product' }).click();
    const form = operator.page.locator('form');
    await form.getByLabel('Name', { exact: true }).fill(PRODUCT);
    await form.getByLabel('Smallest amount (USDT)').fill('20');
    await form.getByLabel('Largest amount (USDT, at most 30,000,000)').fill('2000');
    await form.getByLabel('Terms in days, comma separated (each at most 365)').fill('60');
    await form.getByLabel('Interest for the whole term, as a fraction').fill('0.03');
    await form.getByLabel('Fixed fee (USDT)').fill('5');
    await form.getByLabel('Repayment method').selectOption('instalments');
    await form.getByLabel('Instalment every (days)').fill('30');
    await form.getByLabel('Late charge per day, as a fraction').fill('0.001');
    await form.getByLabel('Late charge cap, as a fraction of the overdue amount').fill('0.05');
    await form.getByRole('button', { name: 'Save' }).click();
    // A 5 USDT fee on as little as 20 costs far more than the default 36 % a year: refused, saying so.
    await expect(form.getByRole('alert')).toContainText(
      'above the highest rate allowed (36% a year)',
    );
    await noAxeFindings(operator.page, '/admin/credit (above the APR ceiling)');
  });

  await test.step('the operator raises the APR ceiling, then the product is saved', async () => {
    const params = await operator.page.context().newPage();
    await params.goto('/admin/parameters');
    const row = params.getByTestId('parameter-credit_apr_max');
    const label = 'Highest annual percentage rate of any loan (percent a year)';
    await row.getByLabel(label).fill('900');
    await row.getByRole('button', { name: 'Save' }).click();
    await params.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Changed');
    await expect(
      params.getByRole('heading', { name: 'Merchant credit', exact: true }),
    ).toBeVisible();
    await params.close();
    await operator.page.locator('form').getByRole('button', { name: 'Save' }).click();
    await expect(operator.page.getByText(PRODUCT)).toBeVisible();
    await noAxeFindings(operator.page, '/admin/credit');
  });

  const { owner, ownerAuth } = await storeSale(request);
  const idNumber = `P${Date.now().toString().slice(-8)}`;

  await test.step('the landing shows the real terms; the owner sends the verification', async () => {
    await page.goto('/credit');
    await expect(page).toHaveURL(/\/credit\/application$/);
    const card = page
      .getByTestId('loan-products')
      .getByRole('listitem')
      .filter({ hasText: PRODUCT });
    await expect(card).toContainText('3%');
    await expect(card).toContainText('Equal instalments every 30 days');
    await expect(card).toContainText('never more than 5% of it');
    await expect(page.getByTestId('apr-ceiling')).toHaveText(
      'Annual rate never above 900%, fees included: the highest the marketplace allows for any loan.',
    );
    await expect(page.getByText('Log in to apply for a loan or see your loan.')).toBeVisible();
    await logIn(page, owner, accounts.password);
    await page.goto('/credit/application');
    await page.getByLabel('Legal name').fill('Chen Hua');
    await page.getByLabel('Nationality').selectOption('CN');
    await page.getByLabel('ID or passport number').fill(idNumber);
    const photo = await sharp({
      create: { width: 64, height: 40, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Photo of the ID or passport')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText('Uploaded')).toBeVisible();
    // The ID photo is private: the preview is fetched with the session and shown from a blob.
    await expect(page.getByRole('img', { name: 'Uploaded picture' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await page.getByRole('button', { name: 'Send for verification' }).click();
    await expect(page.getByTestId('kyc-status')).toContainText('Waiting for review');
    await expect(page.getByTestId('kyc-status')).toContainText(`****${idNumber.slice(-4)}`);
    await noAxeFindings(page, '/credit/application (verification sent)');
  });

  await test.step('the operator reveals the ID number (logged) and approves', async () => {
    await operator.page.goto('/admin/credit');
    const row = operator.page.getByTestId('kyc-row').filter({ hasText: 'Chen Hua' });
    await expect(row.getByTestId('kyc-id-number')).toHaveText(`****${idNumber.slice(-4)}`);
    await row.getByRole('button', { name: 'Show the full number (logged)' }).click();
    await expect(row.getByTestId('kyc-id-number')).toHaveText(idNumber);
    await row.getByRole('button', { name: 'Show the ID photo (logged)' }).click();
    await expect(row.getByRole('img', { name: 'Photo of the ID or passport' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    const { idPhoto } = await ok<{ idPhoto: string }>(
      request.get('/api/kyc!status.action', { headers: ownerAuth }),
    );
    expect((await request.get(idPhoto)).status()).toBe(403);
    await row.getByRole('button', { name: 'Approve' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
  });

  let balanceBefore = '';
  await test.step('the offer from real sales, the full quote, consent and the application', async () => {
    const products = await ok<{
      eligibility: {
        netSales90: string;
        offers: Array<{ productId: string; termDays: number; maxAmount: string }>;
      };
      products: Array<{ id: string; name: string }>;
    }>(request.get('/api/loan!products.action', { headers: ownerAuth }));
    expect(Number(products.eligibility.netSales90)).toBeGreaterThan(0);
    const productId = products.products.find((p) => p.name === PRODUCT)!.id;
    const offer = products.eligibility.offers.find((o) => o.productId === productId)!;
    expect(Number(offer.maxAmount)).toBeGreaterThanOrEqual(100);

    await page.goto('/credit/application');
    await expect(page.getByTestId('kyc-status')).toContainText('Verified');
    await expect(page.getByTestId('net-sales')).toBeVisible();
    await page.getByLabel('Product', { exact: true }).selectOption({ label: PRODUCT });
    await page.getByLabel('Amount (USDT)', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Show the full cost' }).click();
    const quote = page.getByTestId('quote');
    // 100 + 3 % interest + 5 fee, in two instalments 30 days apart.
    await expect(quote.getByTestId('quote-total')).toHaveText('$108.00');
    await expect(quote.getByRole('row')).toHaveCount(3);
    // The schedule fits the phone: no sideways scrolling, in the page or in the table (#40).
    expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
    const table = quote.getByRole('table');
    expect(
      await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('late-rule')).toContainText('0.1% of the overdue amount per day');
    const apply = page.getByRole('button', { name: 'Apply for this loan' });
    await expect(apply).toBeDisabled();
    await noAxeFindings(page, '/credit/application (quote)');
    await page.screenshot({ path: `${shots}/credit-quote-en-390.png`, fullPage: true });
    await page.getByRole('checkbox', { name: /I agree to this loan agreement/ }).check();
    await page.getByLabel('Login password').fill(accounts.password);
    balanceBefore = (
      await ok<{ money: string }>(request.get('/api/wallet!getUsdt.action', { headers: ownerAuth }))
    ).money;
    await apply.click();
    await expect(page).toHaveURL(/\/credit\/myLoan$/);
    await expect(page.getByTestId('loan-status')).toHaveText('Under review');
    // Nothing is owed before the payout (#40 showed the whole total as outstanding).
    await expect(page.getByTestId('loan-outstanding')).toHaveCount(0);
    await noAxeFindings(page, '/credit/myLoan (under review)');
  });

  await test.step('the operator approves: the loan is paid into the wallet', async () => {
    await operator.page.goto('/admin/credit');
    const row = operator.page.getByTestId('loan-row').filter({ hasText: PRODUCT });
    await expect(row).toContainText('$108.00');
    await row.getByRole('button', { name: 'Approve' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
    const after = await ok<{ money: string }>(
      request.get('/api/wallet!getUsdt.action', { headers: ownerAuth }),
    );
    expect(Number(after.money) - Number(balanceBefore)).toBeCloseTo(100, 6);
    const history = await ok<{ pageList: Array<{ type: string; amount: string }> }>(
      request.get('/api/wallet!history.action?type=loan_disburse', { headers: ownerAuth }),
    );
    expect(history.pageList[0]).toMatchObject({ type: 'loan_disburse', amount: '100' });
  });

  await test.step('a partial repayment updates the schedule', async () => {
    await page.goto('/credit/myLoan');
    await expect(page.getByTestId('loan-status')).toHaveText('Loaned');
    await expect(page.getByTestId('loan-outstanding')).toHaveText('$108.00');
    await page.getByLabel('Repay from your wallet (USDT)').fill('30');
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    await expect(page.getByTestId('loan-paid')).toHaveText('$30.00');
    await expect(page.getByTestId('loan-outstanding')).toHaveText('$78.00');
    const first = page.getByTestId('loan-schedule').getByRole('row').nth(1);
    // Instalment 1 is 51.50 (50 principal + 1.50 interest): 30 paid, 21.50 left.
    await expect(first).toContainText('$30.00');
    await expect(first).toContainText('$21.50');
    await expect(page.getByTestId('loan-next-due')).toContainText('$21.50');
    await expect(page.getByTestId('loan-repayments')).toContainText('From your wallet');
    await noAxeFindings(page, '/credit/myLoan (repaid in part)');
    // Each step of the loan is in the notice feed, in the user's language, linking to the loan.
    await page.goto('/userInfo/messages');
    const notices = page.getByTestId('notice');
    for (const title of [
      'Verification approved',
      'Loan application received',
      'Loan paid out',
      'Repayment received',
    ])
      await expect(notices.filter({ hasText: title })).toHaveCount(1);
    await expect(notices.filter({ hasText: 'Repayment received' })).toContainText(
      'Still to repay: 78 USDT',
    );
    await noAxeFindings(page, '/userInfo/messages (loan notices)');
    await notices
      .filter({ hasText: 'Repayment received' })
      .getByRole('link', { name: 'Open' })
      .click();
    await expect(page).toHaveURL(/\/credit\/myLoan$/);
    await shotsInLanguages(page, 'my-loan', async (p) => {
      await expect(p.getByTestId('loan-schedule')).toBeVisible();
    });
    await page.goto('/credit/application');
    await shotsInLanguages(page, 'application', async (p) => {
      await expect(p.getByTestId('kyc-status')).toBeVisible();
    });
    await page.goto('/credit/application?lang=cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('商家信贷');
    await operator.page.goto('/admin/credit');
    await shotsInLanguages(operator.page, 'console', async (p) => {
      await expect(p.getByText(PRODUCT)).toBeVisible();
    });
  });
  await operator.close();
});
