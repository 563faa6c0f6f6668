// Proof of reserves as a buyer meets it, at phone width: the operator takes a snapshot, the buyer
// opens the wallet and verifies their balance in the browser ("Verified"), and a proof altered on the
// way (a test route changes the leaf's sum) is reported as failed; the public transparency page is
// linked from the footer and shows the same snapshot. axe-core finds nothing serious on either.
import { expect, test } from '@playwright/test';
import { axeFindingsHere, bearer, demoAccounts, logIn, newBuyer, ok } from './helpers.ts';

const PASSWORD = 'secret123';
const phone = { width: 390, height: 844 };

test('a buyer verifies their balance against the published proof; a tampered proof fails', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  const accounts = demoAccounts();
  const buyer = await newBuyer(request, PASSWORD, 'por');
  const auth = { authorization: `Bearer ${buyer.token}` };
  const session = await ok<{ session_token: string }>(
    request.post('/api/rechargeBlockchain!recharge_open.action', { headers: auth }),
  );
  const deposit = await ok<{ id: string }>(
    request.post('/api/rechargeBlockchain!recharge.action', {
      headers: { ...auth, 'idempotency-key': `dep-${buyer.username}` },
      form: {
        session_token: session.session_token,
        symbol: 'USDT',
        amount: '123.45',
        bank_name: 'Example Bank',
        card_number: '4444',
      },
    }),
  );
  const operator = await bearer(request, accounts.operator, accounts.password);
  await ok(
    request.post('/api/admin/deposit!approve.action', {
      headers: operator,
      form: { id: deposit.id },
    }),
  );
  const snapshot = await ok<{ liabilities: { total: string } }>(
    request.post('/api/admin/reserves!snapshot.action', { headers: operator }),
  );

  await logIn(page, buyer.username, PASSWORD);
  await page.goto('/userInfo/money-package');
  await page.getByRole('button', { name: 'Verify my balance' }).click();
  const result = page.getByTestId('verify-balance-result');
  await expect(result).toContainText('Verified · Your wallet');
  await expect(result).toContainText(
    `123.45 USDT is counted in the ${snapshot.liabilities.total} USDT the platform owed its users`,
  );
  expect(await axeFindingsHere(page, 'wallet, verified')).toEqual([]);

  // The same proof with one more USDT in the leaf, as a server lying about a balance would send it.
  await page.route('**/api/reserves!myProof.action*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { proofs: Array<{ leaf: { sum: string } }> };
    };
    const leaf = body.data.proofs[0]!.leaf;
    leaf.sum = String(BigInt(leaf.sum) + 1_000_000n);
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('button', { name: 'Verify my balance' }).click();
  await expect(result).toContainText('Verification failed · Your wallet');
  await expect(result).not.toContainText('Verified');
});

test('the transparency page shows the latest proof of reserves, from the footer, as a guest', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  const accounts = demoAccounts();
  const operator = await bearer(request, accounts.operator, accounts.password);
  const snapshot = await ok<{
    liabilities: { total: string; root: string };
    verifiedReserves: string;
  }>(request.post('/api/admin/reserves!snapshot.action', { headers: operator }));
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
  await expect(page.getByTestId('por-liabilities')).toHaveText(snapshot.liabilities.total);
  await expect(page.getByTestId('por-verified')).toHaveText(snapshot.verifiedReserves);
  await expect(page.getByText(snapshot.liabilities.root)).toBeVisible();
  // The platform's record: the figures transparency!stats counts from the rows (its API test
  // recomputes them), the last 30 days beside all time.
  const stats = await ok<{
    periods: Array<{ ordersCompleted: number; grossOrderValue: string; storesActive: number }>;
  }>(request.get('/api/transparency!stats.action'));
  const record = page.getByTestId('platform-record');
  const row = (name: string) => record.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('Orders completed').getByRole('cell')).toHaveText(
    stats.periods.map((p) => String(p.ordersCompleted)),
  );
  await expect(row('Value of completed orders').getByRole('cell')).toHaveText(
    stats.periods.map((p) => p.grossOrderValue),
  );
  await expect(row('Stores with a paid order').getByRole('cell')).toHaveText(
    stats.periods.map((p) => String(p.storesActive)),
  );
  await page.screenshot({ path: 'tests/e2e/artifacts/transparency-en-390.png', fullPage: true });
  expect(await axeFindingsHere(page, '/transparency')).toEqual([]);
  await page.goto('/transparency?lang=ar');
  await expect(page.getByTestId('platform-record')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/transparency-ar-390.png', fullPage: true });
  expect(await axeFindingsHere(page, '/transparency (ar)')).toEqual([]);
});
