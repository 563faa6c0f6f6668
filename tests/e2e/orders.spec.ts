// Cart, checkout and orders in the browser against the real server: two stores' goods added to
// the cart while offline, the cart surviving a reload, an address added through the address book,
// checkout priced by the server, "insufficient balance" for an unfunded wallet with the orders
// left pending payment, the order tabs, cancelling with a required reason, and screenshots at
// 390 and 1280 px in English and Arabic.
import { expect, test, type Page } from '@playwright/test';
import { api } from './helpers.ts';

interface Listing {
  sellerGoodsId: string;
  name: string;
  price: string;
  buyMin: number;
  seller: { id: string; name: string };
}

const uniqueName = () => `ord${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'order-pw1';
const shots = 'tests/e2e/artifacts';

async function register(page: Page): Promise<string> {
  const username = uniqueName();
  const res = await page.request.post('/api/localuser!registerNoVerifcode.action', {
    form: { username, password: PASSWORD, re_password: PASSWORD },
  });
  expect((await res.json()).code).toBe('0');
  await page.goto('/login');
  await page.getByLabel('Username / e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(username);
  return username;
}

/** Two cheap listings of two different stores, minimum order 1. */
async function twoStoresListings(page: Page): Promise<[Listing, Listing]> {
  const list = await api<{ pageList: Listing[] }>(page.request, 'sellerGoods!list', {
    pageSize: 60,
    sort: 'price_asc',
  });
  const first = list.pageList.find((g) => g.buyMin === 1);
  const second = list.pageList.find((g) => g.buyMin === 1 && g.seller.id !== first?.seller.id);
  if (!first || !second) throw new Error('demo data has no two cheap listings of two stores');
  return [first, second];
}

async function addOffline(page: Page, listing: Listing) {
  await page.goto(`/productDetails?id=${listing.sellerGoodsId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  await page.context().setOffline(true);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  // A second add of the same listing sets its quantity, still offline.
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Quantity in your cart set to 1')).toBeVisible();
  await page.context().setOffline(false);
}

/** Screenshots of one screen at 390 and 1280 px in English and Arabic; ends in English, 1280 px. */
async function screenshots(
  page: Page,
  name: string,
  url: string,
  ready: (page: Page) => Promise<void>,
  fullPage = true,
) {
  const withLang = (lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(withLang(lang));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await ready(page);
      await page.screenshot({ path: `${shots}/${name}-${lang}-${width}.png`, fullPage });
      await page.keyboard.press('Escape');
    }
  }
  await page.goto(withLang('en'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addAddress(page: Page) {
  await page.goto('/userInfo/setup/shipping-address');
  await expect(page.getByText('You have no shipping address yet.')).toBeVisible();
  await page.getByTestId('address-add').click();
  // The client checks the shared rules before any call.
  await page.getByTestId('address-save').click();
  await expect(page.getByText("Enter the receiver's name (at most 64 characters)")).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByTestId('address-save') });
  await form.getByLabel('Receiver name').fill('Amina Buyer');
  await form.getByLabel('E-mail').fill('amina@example.com');
  await form.getByLabel('Country').selectOption('AE');
  await form.getByLabel('Area code').selectOption('971');
  await form.getByLabel('Phone', { exact: true }).fill('501234567');
  await form.getByLabel('State or province').selectOption({ label: 'Dubai' });
  // The city picker appears once the state's cities have loaded.
  await expect(form.getByLabel('City').locator('option').nth(1)).toBeAttached();
  await form.getByLabel('City').selectOption({ index: 1 });
  await form.getByLabel('Post code').fill('00000');
  await form.getByLabel('Street address').fill('12 Creek Road, Deira');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByTestId('address-card').getByText('Default')).toBeVisible();
}

test('offline cart, address, checkout without balance, order tabs, cancel with a reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page);
  const [a, b] = await twoStoresListings(page);

  await addOffline(page, a);
  await addOffline(page, b);

  // The cart is in IndexedDB: a reload keeps it.
  await page.reload();
  await page.getByTestId('cart-bar').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer.getByRole('heading', { name: a.seller.name })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: b.seller.name })).toBeVisible();

  // Nothing checked: checkout shows the error.
  await drawer.getByLabel('Select all').uncheck();
  await drawer.getByTestId('cart-checkout').click();
  await expect(drawer.getByRole('alert')).toHaveText('No product selected');
  await drawer.getByLabel('Select all').check();
  await page.keyboard.press('Escape');
  await screenshots(
    page,
    'cart',
    `/productDetails?id=${a.sellerGoodsId}`,
    async (p) => {
      await p.getByTestId('cart-bar').click();
      await expect(p.getByTestId('cart-line')).toHaveCount(2);
    },
    false,
  );

  await addAddress(page);

  await page.goto(`/productDetails?id=${a.sellerGoodsId}`);
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page.getByTestId('settlement-store')).toHaveCount(2);
  await expect(page.getByText('Amina Buyer').first()).toBeVisible();
  await expect(page.getByText('Unavailable')).toHaveCount(2);
  await expect(page.getByTestId('settlement-balance')).toHaveText('$0.00');
  await screenshots(page, 'settlement', '/settlement', async (p) => {
    await expect(p.getByTestId('settlement-store')).toHaveCount(2);
    await expect(p.getByTestId('settlement-total')).toBeVisible();
  });

  // No fund password yet: the payment step says so, links to setting one and comes back here.
  await expect(page.getByTestId('settlement-submit')).toBeDisabled();
  await page.getByRole('link', { name: 'Set a fund password' }).click();
  await expect(page).toHaveURL(/\/userInfo\/setup\/transaction-password\?redirect=/);
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('Fund password', { exact: true }).fill('246810');
  await page.getByLabel('Confirm fund password').fill('246810');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page.getByTestId('settlement-store')).toHaveCount(2);
  await page.getByLabel('Fund password').fill('246810');
  await page.getByTestId('settlement-submit').click();
  await expect(page.getByTestId('settlement-problem')).toContainText(
    'Insufficient balance, please deposit.',
  );
  await expect(
    page.getByTestId('settlement-problem').getByRole('link', { name: 'Deposit' }),
  ).toHaveAttribute('href', '/userInfo/money-package/recharge');

  // The ordered lines left the cart.
  await page.goto('/userInfo/dashboard');
  await page.getByTestId('cart-bar').click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/userInfo/my-order?tab=pendingPayment');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  // An unpaid order says until when it can be paid (the payment period, 24 h by default).
  await page.getByTestId('order-card').first().getByRole('link', { name: 'Order details' }).click();
  await expect(page.getByTestId('order-deadline')).toContainText('Pay by');
  await expect(page.getByTestId('order-deadline')).toContainText('or the order is cancelled');
  await page.goto('/userInfo/my-order');
  await expect(page.getByTestId('order-card')).toHaveCount(2);

  // Cancel one: the reason is required.
  const first = page.getByTestId('order-card').first();
  await first.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason for cancelling');
  await dialog.getByLabel('Duplicate order').check();
  await dialog.getByTestId('cancel-confirm').click();
  await expect(page.getByText('The order is cancelled')).toBeVisible();

  await page.getByTestId('order-tab-cancelled').click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await page.getByRole('link', { name: 'Order details' }).click();
  await expect(page.getByText('Duplicate order')).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toContainText('Order placed, awaiting payment');
  await expect(page.getByTestId('order-timeline')).toContainText('Cancelled manually');

  await page.goto('/userInfo/my-order?tab=pendingPayment');
  await expect(page.getByTestId('order-card')).toHaveCount(1);

  // Screenshots of the order screens, narrow and wide, English and Arabic.
  await screenshots(page, 'orders-list', '/userInfo/my-order', async (p) => {
    await expect(p.getByTestId('order-card').first()).toBeVisible();
  });
  const detail = await page
    .getByTestId('order-card')
    .first()
    .locator('a[href*="order-detail"]')
    .first()
    .getAttribute('href');
  await screenshots(page, 'order-detail', detail ?? '/userInfo/my-order', async (p) => {
    await expect(p.getByTestId('order-timeline')).toBeVisible();
  });
  await screenshots(page, 'addresses', '/userInfo/setup/shipping-address', async (p) => {
    await expect(p.getByTestId('address-card')).toHaveCount(1);
  });
});
