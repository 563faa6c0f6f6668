// The paid order flow in the browser against the real server, with the demo accounts the server
// made on its first start: a fresh buyer adds two demo stores' goods to the cart offline, comes
// back online, deposits by bank card, the operator approves the deposit on /admin, the buyer checks
// out and pays from the balance (/paySuccess), reminds the store twice (the second answers "This
// order has been reminded"), the owner of one store ships it on /seller with carrier and tracking
// number, the buyer confirms receipt, and the order moves through the right tabs.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  demoAccounts,
  E2E_SAFEWORD,
  ensureFundPassword,
  logIn,
  newBuyer as registerBuyer,
  otherUser,
  releaseOnReceipt,
} from './helpers.ts';

interface Listing {
  sellerGoodsId: string;
  name: string;
  price: string;
  buyMin: number;
  seller: { id: string; name: string };
}

const PASSWORD = 'paid-pw12';
const DEPOSIT = '200';
const shots = 'tests/e2e/artifacts';

/** A new buyer with a default address; returns the name. */
async function newBuyer(request: APIRequestContext): Promise<string> {
  return (await registerBuyer(request, PASSWORD, 'paid')).username;
}

/**
 * One cheap listing (minimum order 1) from each of two demo stores, with the owner account of
 * each store. Stores are taken from the end of the list, away from the cheapest-overall listings
 * orders.spec.ts orders.
 */
async function twoOwnedListings(request: APIRequestContext) {
  const accounts = demoAccounts();
  const picked: Array<{ listing: Listing; owner: string }> = [];
  for (const store of [...accounts.sellers].reverse()) {
    const list = await api<{ pageList: Listing[] }>(request, 'sellerGoods!list', {
      sellerId: store.storeId,
      sort: 'price_asc',
      pageSize: 20,
    });
    // Together well under the deposit.
    const listing = list.pageList.find((g) => g.buyMin === 1 && Number(g.price) <= 60);
    if (listing) picked.push({ listing, owner: store.username });
    if (picked.length === 2) break;
  }
  if (picked.length < 2) throw new Error('no two demo stores with a cheap listing');
  return { accounts, a: picked[0]!, b: picked[1]! };
}

async function addOffline(page: Page, listing: Listing) {
  await page.goto(`/productDetails?id=${listing.sellerGoodsId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  await page.context().setOffline(true);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.context().setOffline(false);
}

/** Screenshots of the current screen at 390 px, English and Arabic; ends in English. */
async function narrowShots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  const url = page.url().replace(/^https?:\/\/[^/]+/, '');
  const withLang = (lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
  const width = page.viewportSize()?.width ?? 1280;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(withLang(lang));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await ready(page);
    await page.screenshot({ path: `${shots}/${name}-${lang}-390.png`, fullPage: true });
  }
  await page.goto(withLang('en'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.setViewportSize({ width, height: 900 });
}

test('funded wallet: pay two stores, remind twice, seller ships, buyer confirms receipt', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await newBuyer(request);
  const { accounts, a, b } = await twoOwnedListings(request);
  // This flow goes on to reviews and the store's earnings: the receipt releases at once.
  await releaseOnReceipt(request);

  await test.step('two stores’ goods into the cart offline, back online', async () => {
    await logIn(page, buyer, PASSWORD);
    await addOffline(page, a.listing);
    await addOffline(page, b.listing);
    await page.getByTestId('cart-bar').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    await expect(drawer.getByRole('heading', { name: a.listing.seller.name })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: b.listing.seller.name })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('bank-card deposit, approved by the operator', async () => {
    await page.goto('/userInfo/money-package/recharge');
    await page.getByRole('tab', { name: 'Bank card' }).click();
    await page.getByLabel('Amount (USDT)').fill(DEPOSIT);
    await page.getByLabel('Bank name').fill('Example Bank');
    await page.getByLabel('Card number (last 4 digits)').fill('2222');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/userInfo\/money-package$/);
    await expect(page.getByText(`+${DEPOSIT} USDT`)).toBeVisible();

    const operator = await otherUser(browser, accounts.operator, accounts.password);
    await operator.page.goto('/admin/reviews');
    const row = operator.page.getByRole('listitem').filter({ hasText: buyer });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Example Bank');
    await row.getByRole('button', { name: 'Approve' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(operator.page.getByText('Operation success')).toBeVisible();
    await expect(row).toHaveCount(0);
    await operator.close();
  });

  let orderUrl = '';
  await test.step('checkout, pay from the balance, /paySuccess', async () => {
    await page.goto('/userInfo/dashboard');
    await page.getByTestId('cart-bar').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/settlement$/);
    await expect(page.getByTestId('settlement-store')).toHaveCount(2);
    await expect(page.getByTestId('settlement-balance')).toHaveText(`$${DEPOSIT}.00`);
    // The payment asks for the fund password (the payment step-up).
    await page.getByTestId('settlement-submit').click();
    await expect(page.getByText('The fund password must be exactly 6 digits')).toBeVisible();
    await page.getByLabel('Fund password').fill(E2E_SAFEWORD);
    await page.getByTestId('settlement-submit').click();
    await expect(page).toHaveURL(/\/paySuccess\?/);
    await expect(page.getByTestId('pay-success')).toContainText('Payment successful');
    await narrowShots(page, 'pay-success', async (p) => {
      await expect(p.getByTestId('pay-success')).toBeVisible();
    });

    await page.getByRole('link', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/tab=toBeShipped/);
    await expect(page.getByTestId('order-card')).toHaveCount(2);
    await page.goto('/userInfo/my-order?tab=pendingPayment');
    await expect(page.getByTestId('orders-empty')).toBeVisible();

    const cardA = page.getByTestId('order-card').filter({ hasText: a.listing.seller.name });
    await page.goto('/userInfo/my-order?tab=toBeShipped');
    await cardA.getByRole('link', { name: 'Order details' }).click();
    // The list also shows statuses: wait for the detail page itself.
    await expect(page).toHaveURL(/\/userInfo\/order-detail/);
    // The URL changes before the list leaves the screen: wait until its cards are gone.
    await expect(page.getByTestId('order-card')).toHaveCount(0);
    await expect(page.getByTestId('order-status')).toHaveText('Pending shipment');
    orderUrl = page.url();
  });

  await test.step('the wallet history shows the deposit and both payments, linked to the orders', async () => {
    await page.goto('/userInfo/money-package');
    await page.getByRole('tab', { name: 'Balance history' }).click();
    const history = page.getByTestId('balance-history');
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').last()).toContainText('Deposit credited');
    await expect(history.getByRole('listitem').last()).toContainText(`+${DEPOSIT} USDT`);
    await page.getByLabel('Show').selectOption({ label: 'Order payment' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    // The balance after each payment is what remained of the deposit, and the amounts add up.
    const amounts = await history.getByTestId('history-amount').allTextContents();
    const paid = amounts.reduce((total, text) => total + Number(text.replace(/[^\d.-]/g, '')), 0);
    await expect(history.getByRole('listitem').first()).toContainText(
      `Balance after: ${(Number(DEPOSIT) + paid).toFixed(2).replace(/\.?0+$/, '')}`,
    );
    await history
      .getByRole('link', { name: /^Order / })
      .first()
      .click();
    await expect(page.getByTestId('order-status')).toHaveText('Pending shipment');
    await page.goto(orderUrl);
  });

  await test.step('the cancellation screen says what to do with the balance left', async () => {
    await page.goto('/userInfo/setup/account-cancellation');
    const notice = page.getByTestId('cancel-balance');
    await expect(notice).toContainText('Your wallet still holds');
    await notice.getByRole('link', { name: 'Withdraw my balance' }).click();
    await expect(page).toHaveURL(/\/userInfo\/money-package\/withdraw$/);
    await page.goto(orderUrl);
  });

  await test.step('remind twice: the second says it was reminded', async () => {
    await page.getByTestId('order-remind').click();
    await expect(page.getByText('The store has been reminded to ship')).toBeVisible();
    await expect(page.getByTestId('order-remind')).toBeEnabled();
    await page.getByTestId('order-remind').click();
    await expect(page.getByText('This order has been reminded')).toBeVisible();
  });

  await test.step('the owner of the store ships on /seller', async () => {
    await ensureFundPassword(page.request, a.owner, accounts.password);
    const seller = await otherUser(browser, a.owner, accounts.password);
    await seller.page.goto('/seller');
    await expect(seller.page.getByRole('heading', { name: 'Store orders' })).toBeVisible();
    const card = seller.page
      .getByTestId('seller-order')
      .filter({ hasText: buyer })
      .filter({ hasText: a.listing.name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Buyer reminded you to ship');
    // The dashboard's counts by status follow the shipment without a reload (#40).
    const statusCount = async (label: string) => {
      const row = seller.page
        .getByTestId('dashboard-status-counts')
        .locator('div')
        .filter({ has: seller.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
      return (await row.count()) === 0 ? 0 : Number(await row.locator('dd').innerText());
    };
    await expect(seller.page.getByTestId('dashboard-status-counts')).toBeVisible();
    const toReceiveBefore = await statusCount('To be received');
    await card.getByTestId('ship-open').click();
    await card.getByTestId('ship-submit').click();
    await expect(card.getByRole('alert')).toHaveText('Enter the carrier and the tracking number');
    await card.getByTestId('ship-carrier').fill('DHL Express');
    await card.getByTestId('ship-tracking').fill('JD0001234567');
    await card.getByTestId('ship-submit').click();
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', '3');
    await expect(card.locator('[data-status]')).toHaveText('Shipped');
    await expect.poll(() => statusCount('To be received')).toBe(toReceiveBefore + 1);
    await seller.close();
  });

  await test.step('to be received, then confirm receipt', async () => {
    await page.goto('/userInfo/my-order?tab=toBeReceived');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByTestId('order-card')).toContainText(a.listing.seller.name);
    await page.goto('/userInfo/my-order?tab=toBeShipped');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByTestId('order-card')).toContainText(b.listing.seller.name);

    // The buyer's "Order shipped" notice names the carrier and the tracking number (#40).
    await page.getByTestId('notice-bell').click();
    await expect(page).toHaveURL(/\/userInfo\/messages/);
    await expect(
      page.getByText(/is on its way with DHL Express, tracking number JD0001234567\./),
    ).toBeVisible();

    await page.goto(orderUrl);
    await expect(page.getByTestId('order-status')).toHaveText('To be received');
    await expect(page.getByTestId('order-timeline')).toContainText('JD0001234567');
    await expect(page.getByTestId('order-deadline')).toContainText(
      'Receipt is confirmed automatically on',
    );
    await page.getByRole('button', { name: 'Confirm receipt' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(page.getByText('Receipt confirmed')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('To be reviewed');
    await expect(page.getByTestId('order-deadline')).toContainText(
      'The store gets a default good review on',
    );
    await narrowShots(page, 'order-received', async (p) => {
      await expect(p.getByTestId('order-timeline')).toBeVisible();
      await expect(p.getByTestId('order-status')).toBeVisible();
    });
  });

  await test.step('the order in the received and to-be-reviewed tabs only', async () => {
    for (const tab of ['received', 'toBeReviewed'] as const) {
      await page.goto(`/userInfo/my-order?tab=${tab}`);
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expect(page.getByTestId('order-card')).toContainText(a.listing.seller.name);
      await expect(page.getByTestId('order-status')).toHaveText('To be reviewed');
    }
    await page.goto('/userInfo/my-order?tab=toBeReceived');
    await expect(page.getByTestId('orders-empty')).toBeVisible();
    await page.goto('/userInfo/my-order');
    await expect(page.getByTestId('order-card')).toHaveCount(2);
  });

  await test.step('the store owner sees the earnings, net of commission, and moves them to the wallet', async () => {
    await ensureFundPassword(page.request, a.owner, accounts.password);
    const seller = await otherUser(browser, a.owner, accounts.password);
    await seller.page.goto('/seller');
    const earnings = seller.page.getByTestId('store-earnings');
    await expect(earnings).toBeVisible();
    const statement = seller.page.getByTestId('store-statement');
    await expect(statement.getByRole('listitem').first()).toContainText('Order received');
    await expect(statement.getByRole('listitem').first()).toContainText('Commission');
    const available = Number(
      (await seller.page.getByTestId('earnings-available').textContent())?.replace(/[^\d.]/g, ''),
    );
    expect(available).toBeGreaterThan(0);
    await seller.page.getByRole('button', { name: 'All available' }).click();
    await seller.page.getByLabel('Fund password').fill(E2E_SAFEWORD);
    await seller.page.getByRole('button', { name: 'Move to my wallet' }).click();
    await expect(seller.page.getByText('Moved to your wallet')).toBeVisible();
    await expect(statement.getByRole('listitem').first()).toContainText('Moved to wallet');
    await expect(seller.page.getByTestId('earnings-available')).toHaveText('$0.00');
    await seller.page.goto('/userInfo/money-package');
    await seller.page.getByRole('tab', { name: 'Balance history' }).click();
    await expect(
      seller.page.getByTestId('balance-history').getByRole('listitem').first(),
    ).toContainText('From store earnings');
    await seller.close();
  });
});
