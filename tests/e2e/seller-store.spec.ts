// The whole seller's path, without a database console: a new user applies for a store, the
// operator approves it in the console, the seller adds a listing with pictures on /seller, a buyer
// finds it by search and pays, the seller reads the delivery address and ships, the buyer confirms
// receipt, the seller's statement shows gross, commission and net, and the seller moves the net
// to the wallet, whose balance then shows it. At phone width.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { demoAccounts, E2E_SAFEWORD, newBuyer, otherUser, releaseOnReceipt } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'store-pw12';
const shots = 'tests/e2e/artifacts';

test.use({ viewport: PHONE });

const picture = (colour: string) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('a new store sells its first listing and takes the net to the wallet', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const accounts = demoAccounts();
  const owner = await newBuyer(request, PASSWORD, 'store');
  const storeName = `Delta Oak ${owner.username}`;
  const listingName = `Oak bench ${owner.username}`;
  const auth = { authorization: `Bearer ${owner.token}` };

  await test.step('the new user applies for a store', async () => {
    const logo = await request.post('/api/uploadimg!execute.action', {
      headers: auth,
      multipart: {
        moduleName: 'store',
        file: { name: 'logo.png', mimeType: 'image/png', buffer: await picture('#0f766e') },
      },
    });
    const logoUrl = ((await logo.json()) as { data: { data: string } }).data.data;
    const tree = await request.get('/api/category!tree.action?lang=en');
    const categoryId = ((await tree.json()) as { data: { id: string }[] }).data[0]!.id;
    const applied = await request.post('/api/seller/store!apply.action?lang=en', {
      headers: auth,
      form: {
        name: storeName,
        description: 'Oak furniture by the container.',
        logo: logoUrl,
        contactEmail: 'sales@deltaoak.example',
        contactPhone: '+84 28 5555 0101',
        country: 'VN',
        categoryIds: categoryId,
        companyName: 'Delta Oak Ltd.',
        registrationNumber: '0312345678',
      },
    });
    expect(((await applied.json()) as { code: string }).code).toBe('0');
  });

  await test.step('the operator approves it in the console', async () => {
    const operator = await otherUser(browser, accounts.operator, accounts.password, PHONE);
    await operator.page.goto('/admin/reviews');
    const row = operator.page.getByRole('listitem').filter({ hasText: storeName });
    await row.getByRole('button', { name: 'Approve' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
    await operator.close();
  });

  await test.step('the seller adds a listing with two pictures', async () => {
    // The seller panel has its own login screen, and comes back to the panel.
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/seller\/login$/);
    await page.getByLabel('Username / e-mail').fill(owner.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/seller$/);
    await page.getByRole('button', { name: 'Add a listing' }).click();
    const form = page.getByTestId('listing-form');
    await form.getByRole('button', { name: 'Save listing' }).click();
    await expect(form.getByText('Choose a category')).toHaveCount(2); // the option and the error
    await form.getByLabel('Name', { exact: true }).fill(listingName);
    await form.getByLabel('Description', { exact: true }).fill('Solid oak bench, oiled, 1.8 m.');
    const category = form.getByLabel('Category');
    const leaf = await category.locator('optgroup option').first().getAttribute('value');
    await category.selectOption(leaf);
    for (const colour of ['#92400e', '#78350f']) {
      await form.getByLabel('Add a picture').setInputFiles({
        name: 'bench.png',
        mimeType: 'image/png',
        buffer: await picture(colour),
      });
      await expect(form.getByRole('button', { name: /^Remove picture/ })).toHaveCount(
        colour === '#92400e' ? 1 : 2,
      );
    }
    await form.getByLabel('Price (USDT)', { exact: true }).fill('40');
    await expect(form.getByTestId('net-of-commission').first()).toHaveText(
      'You receive $38.00 after the 5 % platform commission.',
    );
    await form.getByLabel('Stock', { exact: true }).fill('12');
    await form.getByLabel('Minimum order quantity').fill('1');
    await form.getByRole('button', { name: 'Save listing' }).click();
    await expect(page.getByText('Listing saved')).toBeVisible();
    const card = page.getByTestId('listing-card').filter({ hasText: listingName });
    await expect(card).toContainText('On shelf');
    await expect(card.getByTestId('listing-net')).toHaveText(
      'You receive $38.00 after the 5 % platform commission.',
    );
    await page.screenshot({ path: `${shots}/seller-listings-en-390.png`, fullPage: true });
  });

  const buyer = await newBuyer(request, PASSWORD, 'oakbuyer');
  // This flow goes on to the store's earnings: the receipt releases at once.
  await releaseOnReceipt(request);
  const shopper = await otherUser(browser, buyer.username, PASSWORD, PHONE);
  await test.step('a buyer deposits, finds the listing by search and pays', async () => {
    const p = shopper.page;
    await p.goto('/userInfo/money-package/recharge');
    await p.getByRole('tab', { name: 'Bank card' }).click();
    await p.getByLabel('Amount (USDT)').fill('100');
    await p.getByLabel('Bank name').fill('Example Bank');
    await p.getByLabel('Card number (last 4 digits)').fill('4242');
    await p.getByRole('button', { name: 'Submit' }).click();
    await expect(p).toHaveURL(/\/userInfo\/money-package$/);
    const operator = await otherUser(browser, accounts.operator, accounts.password, PHONE);
    await operator.page.goto('/admin/reviews');
    const row = operator.page.getByRole('listitem').filter({ hasText: buyer.username });
    await row.getByRole('button', { name: 'Approve' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
    await operator.close();

    await p.goto('/index');
    const box = p.getByRole('combobox', { name: 'Search products or stores' });
    await box.fill(listingName);
    await box.press('Enter');
    await expect(p).toHaveURL(/\/searchGoods\?k=/);
    await p.getByRole('main').getByRole('link', { name: listingName }).first().click();
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(listingName);
    await p.getByTestId('add-to-cart').click();
    await expect(p.getByText('Added to cart')).toBeVisible();
    await p.getByTestId('cart-bar').click();
    await p.getByTestId('cart-checkout').click();
    await expect(p).toHaveURL(/\/settlement$/);
    await p.getByLabel('Note to the store (optional)').fill('Please wrap the legs.');
    await p.getByLabel('Fund password').fill(E2E_SAFEWORD);
    await p.getByTestId('settlement-submit').click();
    await expect(p.getByTestId('pay-success')).toContainText('Payment successful');
  });

  await test.step('the seller reads the address and ships', async () => {
    await page.goto('/seller');
    const order = page.getByTestId('seller-order').filter({ hasText: buyer.username });
    await order.getByRole('button', { name: 'Address and history' }).click();
    await expect(order.getByTestId('delivery-address')).toContainText('88 Huanshi Road');
    await expect(order.getByTestId('delivery-address')).toContainText('Li Wei');
    await expect(order.getByTestId('seller-order-log')).toContainText('Order placed and paid');
    await expect(order.getByTestId('buyer-note')).toHaveText("Buyer's note: Please wrap the legs.");
    await page.screenshot({ path: `${shots}/seller-order-detail-en-390.png`, fullPage: true });
    await order.getByTestId('ship-open').click();
    await order.getByTestId('ship-carrier').fill('Vietnam Post');
    await order.getByTestId('ship-tracking').fill('VN123456789');
    await order.getByTestId('ship-submit').click();
    await expect(order.locator('[data-status]')).toHaveAttribute('data-status', '3');
  });

  await test.step('the buyer sees the tracking number and confirms receipt', async () => {
    const p = shopper.page;
    await p.goto('/userInfo/my-order?tab=toBeReceived');
    await p.getByRole('link', { name: 'Order details' }).first().click();
    await expect(p.getByTestId('order-timeline')).toContainText('VN123456789');
    await p.getByRole('button', { name: 'Confirm receipt' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(p.getByTestId('order-status')).toHaveText('To be reviewed');
    await shopper.close();
  });

  await test.step('the statement shows gross, commission and net; the net goes to the wallet', async () => {
    await page.goto('/seller');
    const line = page.getByTestId('store-statement').getByRole('listitem').first();
    await expect(line).toContainText('Order received');
    await expect(line).toContainText('$40.00');
    await expect(line).toContainText('$2.00');
    await expect(line).toContainText('$38.00');
    await expect(page.getByTestId('earnings-available')).toHaveText('$38.00');
    await page.getByRole('button', { name: 'All available' }).click();
    await page.getByLabel('Fund password').fill(E2E_SAFEWORD);
    await page.getByRole('button', { name: 'Move to my wallet' }).click();
    await expect(page.getByText('Moved to your wallet')).toBeVisible();
    await expect(page.getByTestId('earnings-available')).toHaveText('$0.00');
    await page.goto('/userInfo/money-package');
    await expect(page.getByTestId('wallet-balance')).toContainText('38');
  });

  await test.step('the panel in Chinese and Arabic at phone width', async () => {
    for (const lang of ['cn', 'ar'] as const) {
      await page.goto(`/seller?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('listing-card')).toHaveCount(1);
      await page.screenshot({ path: `${shots}/seller-panel-${lang}-390.png`, fullPage: true });
    }
  });
});
