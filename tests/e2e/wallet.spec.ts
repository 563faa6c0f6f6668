// The wallet screens in the browser against the real server, which runs its local test network
// like a fresh `npm start`: balance and empty records, a bank-card deposit that waits for review,
// a second deposit refused and returning to the wallet after 2.5 s, and the whole money path on the
// test chain (deposit credited after the confirmations, withdrawal approved and paid out on chain),
// and a bank deposit in euros at phone width at the rate an operator set in the console.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { anvilActions } from '../../server/modules/chain/anvil.ts';
import { readLocalChainInfo, sendTestUsdt } from '../../server/modules/chain/local-chain.ts';
import { axeFindingsHere, bearer, demoAccounts, e2eDataDir, ok, overflowWidth } from './helpers.ts';

const uniqueName = () => `wal${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function registerWithSafeword(request: APIRequestContext) {
  const username = uniqueName();
  const res = await request.post('/api/localuser!registerNoVerifcode.action', {
    form: { username, password: 'wallet-pw1', re_password: 'wallet-pw1' },
  });
  const body = (await res.json()) as { code: string; data: { token: string } };
  expect(body.code).toBe('0');
  const token = body.data.token;
  const set = await request.post('/api/user!setSafewordReg.action', {
    headers: { authorization: `Bearer ${token}` },
    form: { password: 'wallet-pw1', safeword: '246810', re_safeword: '246810' },
  });
  expect(((await set.json()) as { code: string }).code).toBe('0');
  return { username, token };
}

async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username / e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('wallet-pw1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(username);
}

test('deposit by bank card, one unfinished order, back to the wallet after a failure', async ({
  page,
  request,
}) => {
  const { username } = await registerWithSafeword(request);
  await logIn(page, username);
  await page.goto('/userInfo/money-package');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0');
  await expect(page.getByText('No records yet')).toBeVisible();

  await page.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/userInfo\/money-package\/recharge$/);
  await expect(page.getByTestId('test-network')).toContainText('Test network (local)');
  await page.getByRole('tab', { name: 'Transfer with proof' }).click();
  await expect(page.getByTestId('pay-to')).toContainText(
    '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  );
  await page.getByRole('tab', { name: 'Third-party payment' }).click();
  await expect(page.getByTestId('third-party-status')).toHaveText('This channel is not opened');
  await page.getByRole('tab', { name: 'Bank card' }).click();
  await expect(page.getByTestId('pay-to')).toContainText('IBAN GB00');
  await page.getByLabel('Amount (USDT)').fill('12.345');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('At most 2 decimals')).toBeVisible();
  await page.getByLabel('Amount (USDT)').fill('12.34');
  await page.getByLabel('Bank name').fill('Example Bank');
  await page.getByLabel('Card number (last 4 digits)').fill('2222');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/userInfo\/money-package$/);
  await expect(page.getByText('+12.34 USDT')).toBeVisible();
  await page.getByText('+12.34 USDT').click();
  await expect(page.getByText('Waiting for review', { exact: true })).toBeVisible();
  await expect(page.getByText('Example Bank **** 2222', { exact: true })).toBeVisible();

  // A second deposit while the first waits: refused, then back to the wallet after 2.5 s.
  await page.goto('/userInfo/money-package/recharge');
  await page.getByRole('tab', { name: 'Bank card' }).click();
  await page.getByLabel('Amount (USDT)').fill('5');
  await page.getByLabel('Bank name').fill('Example Bank');
  await page.getByLabel('Card number (last 4 digits)').fill('2222');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'You have an unfinished deposit or withdrawal order',
  );
  await expect(page).toHaveURL(/\/userInfo\/money-package$/, { timeout: 5000 });
});

test('a bank deposit in euros at phone width: the rate set in the console, its time and the USDT credited', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const phone = { width: 390, height: 844 };
  const accounts = demoAccounts();
  const findings: string[] = [];

  // The operator sets the euro rate in the console's exchange rates page.
  const operatorContext = await browser.newContext({ viewport: phone });
  const admin = await operatorContext.newPage();
  await admin.goto('/login');
  await admin.getByLabel('Username / e-mail').fill(accounts.operator);
  await admin.getByLabel('Password', { exact: true }).fill(accounts.password);
  await admin.getByRole('button', { name: 'Log in' }).click();
  await expect(admin.getByTestId('header-username')).toHaveText(accounts.operator);
  await admin.goto('/admin/rates');
  await expect(admin.getByRole('heading', { name: 'Exchange rates', level: 1 })).toBeVisible();
  const form = admin.getByTestId('rate-form');
  await form.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('EUR');
  await form.getByLabel('EUR per 1 USDT').fill('0');
  await form.getByLabel('Reason').fill('morning rate');
  await form.getByRole('button', { name: 'Save the rate' }).click();
  await expect(form.getByText('A rate must be above zero')).toBeVisible();
  await form.getByLabel('EUR per 1 USDT').fill('0.92');
  await form.getByLabel('Source (optional)').fill('Example Bank board 10:00');
  await form.getByRole('button', { name: 'Save the rate' }).click();
  await expect(admin.getByText('Operation success')).toBeVisible();
  const eurNow = admin.getByTestId('rates-current').getByRole('row', { name: /EUR/ });
  await expect(eurNow).toContainText('0.92');
  await expect(eurNow).toContainText('Offered');
  await expect(
    admin.getByTestId('rates-current').getByRole('row', { name: /USD\b/ }),
  ).toContainText('No rate: not offered');
  expect(await overflowWidth(admin)).toBeLessThanOrEqual(0);
  findings.push(...(await axeFindingsHere(admin, 'exchange rates console')));

  // The buyer, on a phone, deposits 100 EUR: the form quotes the rate with its time and the USDT.
  await page.setViewportSize(phone);
  const { username } = await registerWithSafeword(request);
  await logIn(page, username);
  await page.goto('/userInfo/money-package/recharge');
  await page.getByRole('tab', { name: 'Bank card' }).click();
  const currency = page.getByLabel('Currency of your transfer');
  // USD has no rate: it is not offered.
  await expect(currency.locator('option')).toHaveText(['USDT', 'EUR']);
  await currency.selectOption('EUR');
  await page.getByLabel('Amount (EUR)').fill('100');
  await expect(page.getByTestId('bank-quote')).toContainText('1 USDT = 0.92 EUR, set 20');
  await expect(page.getByTestId('bank-credited')).toHaveText(
    'You will be credited 108.6956521739 USDT once the transfer is confirmed.',
  );
  expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
  findings.push(...(await axeFindingsHere(page, 'bank deposit in EUR')));
  await page.getByLabel('Bank name').fill('Example Bank');
  await page.getByLabel('Card number (last 4 digits)').fill('4242');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/userInfo\/money-package$/);
  await expect(page.getByText('+108.6956521739 USDT')).toBeVisible();
  // The record keeps the rate it was made at (the spec's "current rate").
  await page.getByText('+108.6956521739 USDT').click();
  await expect(page.getByTestId('record-rate')).toContainText('1 USDT = 0.92 EUR, set 20');

  // The approval dialog names what was transferred and at which rate.
  await admin.goto('/admin/reviews');
  const row = admin.getByRole('listitem').filter({ hasText: username });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('decision-fiat')).toContainText('100 EUR at 1 USDT = 0.92 EUR');
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Operation success').first()).toBeVisible();
  await page.goto('/userInfo/money-package');
  await expect(page.getByTestId('wallet-balance')).toHaveText('108.6956521739');

  // A rate older than the maximum age (0 hours: none is fresh) takes EUR off the form.
  const operator = await bearer(request, accounts.operator, accounts.password);
  const setMaxAge = (value: string) =>
    ok(
      request.post('/api/admin/syspara!update.action', {
        headers: operator,
        form: { code: 'wallet_rate_max_age_hours', value, reason: 'e2e' },
      }),
    );
  await setMaxAge('0');
  try {
    await page.goto('/userInfo/money-package/recharge');
    await page.getByRole('tab', { name: 'Bank card' }).click();
    await expect(page.getByLabel('Currency of your transfer').locator('option')).toHaveText([
      'USDT',
    ]);
    await expect(page.getByTestId('bank-quote')).toHaveCount(0);
  } finally {
    await setMaxAge('24');
  }
  await operatorContext.close();
  expect(findings).toEqual([]);
});

async function approveAsOperator(browser: Browser, buyer: string) {
  const accounts = demoAccounts();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username / e-mail').fill(accounts.operator);
  await page.getByLabel('Password', { exact: true }).fill(accounts.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(accounts.operator);
  await page.goto('/admin/reviews');
  const row = page.getByRole('listitem').filter({ hasText: buyer });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Operation success')).toBeVisible();
  await context.close();
}

test('the whole money path on the local test network: deposit on chain, withdraw, paid out', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { username } = await registerWithSafeword(request);
  await logIn(page, username);

  await page.goto('/userInfo/money-package/recharge');
  await expect(page.getByTestId('test-network')).toContainText('Test network (local)');
  const address = (await page.getByTestId('deposit-address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await sendTestUsdt(e2eDataDir(), address, '25');
  // Credited after 3 confirmations (a block a second) by the running watcher.
  await page.goto('/userInfo/money-package');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toHaveText('25', { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByText('ERC20 · Test network (local)').first()).toBeVisible();

  await page.goto('/userInfo/money-package/withdraw');
  await expect(page.getByTestId('test-network')).toBeVisible();
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  await page.getByLabel('Address', { exact: true }).fill(recipient);
  await page.getByLabel('Fund password').fill('246810');
  await page.getByRole('button', { name: 'Bind address' }).click();
  await page.getByLabel('Amount (USDT)').fill('12');
  await page.getByLabel('Fund password').fill('246810');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/userInfo\/money-package$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('12');

  await approveAsOperator(browser, username);
  // Paid out from the hot wallet on the test chain, settled after the confirmations.
  const info = readLocalChainInfo(e2eDataDir())[0]!;
  const chain = anvilActions(info.rpcUrl, info.token, info.chainId);
  await expect.poll(() => chain.balanceOf(recipient), { timeout: 45_000 }).toBe(12_000_000n);
  await page.getByRole('tab', { name: 'Withdrawal records' }).click();
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Withdrawal records' }).click();
    await expect(page.getByText('Success').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
});

test('on a phone: both local networks to deposit on, each named with the warning; the fee per network before withdrawing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { username } = await registerWithSafeword(request);
  await logIn(page, username);

  await page.goto('/userInfo/money-package/recharge');
  const networks = page.getByRole('group', { name: 'Network' });
  const a = networks.getByRole('radio', { name: /ERC20 · Test network A \(local\)/ });
  const b = networks.getByRole('radio', { name: /BEP20 · Test network B \(local\)/ });
  await expect(a).toBeChecked();
  await expect(page.getByTestId('deposit-network')).toHaveText(
    'USDT · ERC20 · Test network A (local)',
  );
  await expect(page.getByTestId('network-warning')).toContainText(
    'Tokens sent on another network are not credited here.',
  );
  const addressOnA = (await page.getByTestId('deposit-address').textContent())?.trim() ?? '';
  await b.check();
  await expect(page.getByTestId('deposit-network')).toHaveText(
    'USDT · BEP20 · Test network B (local)',
  );
  await expect(page.getByTestId('network-warning')).toContainText('on the BEP20 network');
  const addressOnB = (await page.getByTestId('deposit-address').textContent())?.trim() ?? '';
  expect(addressOnB).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // One derived address serves both networks; each credits what was sent on it.
  expect(addressOnB).toBe(addressOnA);
  expect(await axeFindingsHere(page, 'deposit networks')).toEqual([]);
  expect(await overflowWidth(page)).toBeLessThanOrEqual(0);

  await sendTestUsdt(e2eDataDir(), addressOnB, '15', 'BEP20');
  await page.goto('/userInfo/money-package');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toHaveText('15', { timeout: 1000 });
  }).toPass({ timeout: 45_000 });

  await page.goto('/userInfo/money-package/withdraw');
  // Each network's fee, minimum and expected time are shown before choosing it.
  await expect(page.getByTestId('withdraw-facts-ERC20')).toContainText(/Fee .*minimum .* USDT/);
  await expect(page.getByTestId('withdraw-facts-BEP20')).toContainText(/Fee .*minimum .* USDT/);
  await page.getByRole('radio', { name: /BEP20/ }).check();
  await expect(page.getByText('Withdrawal address (BEP20)')).toBeVisible();
  expect(await axeFindingsHere(page, 'withdraw networks')).toEqual([]);
});

test('the wallet in Simplified Chinese and Arabic', async ({ page, request }) => {
  const { username } = await registerWithSafeword(request);
  await logIn(page, username);
  await page.evaluate(() => localStorage.setItem('language', 'cn'));
  await page.goto('/userInfo/money-package');
  await expect(page.getByRole('heading', { name: '我的钱包' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '充值记录' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/userInfo/money-package');
  await expect(page.getByRole('heading', { name: 'محفظتي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("on a phone the user centre's menu is one row above the page, its current entry in view (Arabic)", async ({
  page,
  request,
}) => {
  const { username } = await registerWithSafeword(request);
  await logIn(page, username);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/userInfo/money-package');
  const heading = page.getByRole('heading', { name: 'محفظتي' });
  await expect(heading).toBeVisible();
  const menu = page.locator('main nav').first();
  const current = menu.locator('a[data-status="active"]');
  await expect(current).toHaveText('محفظتي');
  // One scrolling row: the wallet (the eighth entry) was scrolled into view, and the page's own
  // heading is on the first screen rather than below a dozen stacked entries.
  const row = (await menu.boundingBox())!;
  expect(row.height).toBeLessThan(100);
  await expect(async () => {
    const entry = (await current.boundingBox())!;
    expect(entry.x).toBeGreaterThanOrEqual(row.x);
    expect(entry.x + entry.width).toBeLessThanOrEqual(row.x + row.width);
  }).toPass({ timeout: 5_000 });
  await expect(heading).toBeInViewport();
  expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
  // On a desktop the same menu is a column beside the page.
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await menu.boundingBox())!.height).toBeGreaterThan(300);
});
