// What buyers stumbled over (issue #40), at phone width: a review just published shows at once on
// the product page with the service worker on (catalogue reads network-first); a quantity below the
// minimum order is raised and said, and a second add to cart sets the new quantity; checkout adds
// an address in a dialog and returns to the order with it chosen; wallet records name a bank-card
// deposit by its bank and card (also in the operator's queue), show a withdrawal's debit, fee and
// time on one line, and keep amounts and the address line whole in Arabic; the demo home banner.
// Every changed screen passes axe-core.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  axeFindingsHere,
  bearer,
  demoAccounts,
  E2E_SAFEWORD,
  logIn,
  newBuyer,
  ok,
  otherUser,
  overflowWidth,
  receivedOrder,
} from './helpers.ts';

const PASSWORD = 'stumble-pw1';
const shots = 'tests/e2e/artifacts';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

interface Listing {
  sellerGoodsId: string;
  name: string;
  price: string;
  buyMin: number;
}

/** A cheap listing of a demo store (after the first three) whose minimum order fits `accept`. */
async function listing(request: APIRequestContext, accept: (l: Listing) => boolean) {
  for (const store of demoAccounts().sellers.slice(3)) {
    const list = await api<{ pageList: Listing[] }>(request, 'sellerGoods!list', {
      sellerId: store.storeId,
      sort: 'price_asc',
      pageSize: 20,
    });
    const found = list.pageList.find((l) => Number(l.price) <= 60 && accept(l));
    if (found) return { ...found, owner: store.username };
  }
  throw new Error('no demo listing fits');
}

async function inArabic(page: Page, url: string) {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a review just published shows at once on the product page, service worker on', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const goods = await listing(request, (l) => l.buyMin === 1);
  const { buyer, orderId } = await receivedOrder(request, {
    sellerGoodsId: goods.sellerGoodsId,
    owner: goods.owner,
    deposit: '100',
    password: PASSWORD,
    prefix: 'swrev',
  });
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: PHONE });
  try {
    const page = await context.newPage();
    await logIn(page, buyer.username, PASSWORD);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    // Read through the worker, so it holds a copy of the reviews without this one.
    await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
    await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter reviews' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const words = `Sturdy and well packed ${Date.now().toString(36)}`;
    await page.goto(`/userInfo/order-detail?id=${orderId}`);
    await page.getByTestId('order-review').first().click();
    await page.getByRole('radio', { name: 'Good' }).check();
    await page.getByTestId('review-text-0').fill(words);
    await page.getByTestId('review-submit').click();
    await expect(page).toHaveURL(/\/userInfo\/order-detail\?id=/);

    await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
    await expect(page.locator('li', { hasText: words })).toBeVisible();
    await expect(page.getByText('No reviews yet.')).toHaveCount(0);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  } finally {
    await context.close();
  }
});

test('a quantity below the minimum is raised and said; a second add sets the new quantity', async ({
  page,
  request,
}) => {
  const goods = await listing(request, (l) => l.buyMin >= 2 && l.buyMin <= 20);
  // The cart bar is a signed-in buyer's.
  const buyer = await newBuyer(request, PASSWORD, 'minqty');
  await logIn(page, buyer.username, PASSWORD);
  await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
  const box = page.getByRole('group', { name: `Quantity for ${goods.name}` });
  const quantity = box.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue(String(goods.buyMin));
  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(goods.buyMin));
  await expect(
    page.getByText(
      `The minimum order is ${goods.buyMin}: the quantity is raised to ${goods.buyMin}.`,
    ),
  ).toBeVisible();

  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByTestId('add-to-cart').click();
  const more = goods.buyMin + 2;
  await expect(page.getByText(`Quantity in your cart set to ${more}`)).toBeVisible();
  await expect(page.getByText('This product is already in your cart')).toHaveCount(0);

  await page.getByTestId('cart-bar').click();
  const lines = page.getByTestId('cart-drawer').getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(
    String(more),
  );
});

test('checkout adds an address in a dialog and returns to the order with it chosen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const goods = await listing(request, (l) => l.buyMin === 1);
  const username = `noaddr${Date.now().toString(36)}`;
  const { token } = await ok<{ token: string }>(
    request.post('/api/localuser!registerNoVerifcode.action', {
      form: { username, password: PASSWORD, re_password: PASSWORD },
    }),
  );
  // Paying asks for the fund password: this buyer has one, and no address yet.
  await ok(
    request.post('/api/user!setSafewordReg.action', {
      headers: { authorization: `Bearer ${token}` },
      form: { password: PASSWORD, safeword: E2E_SAFEWORD, re_safeword: E2E_SAFEWORD },
    }),
  );
  await logIn(page, username, PASSWORD);
  await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('cart-drawer').getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(
    page.getByText('Shipping address not set. Add one to place your order.'),
  ).toBeVisible();

  await page.getByTestId('settlement-add-address').click();
  const dialog = page.getByRole('dialog', { name: 'New address' });
  await expect(dialog).toBeVisible();
  const findings = await axeFindingsHere(page, 'checkout address dialog');
  await dialog.getByLabel('Receiver name').fill('Amina Buyer');
  await dialog.getByLabel('E-mail').fill('amina@example.com');
  await dialog.getByLabel('Country').selectOption('AE');
  await dialog.getByLabel('Area code').selectOption('971');
  await dialog.getByLabel('Phone', { exact: true }).fill('501234567');
  await dialog.getByLabel('State or province').selectOption({ label: 'Dubai' });
  await expect(dialog.getByLabel('City').locator('option').nth(1)).toBeAttached();
  await dialog.getByLabel('City').selectOption({ index: 1 });
  await dialog.getByLabel('Post code').fill('00000');
  await dialog.getByLabel('Street address').fill('12 Creek Road, Deira');
  await page.screenshot({ path: `${shots}/checkout-address-dialog-en-390.png` });
  await dialog.getByTestId('address-save').click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/settlement$/);
  const chosen = page.getByRole('radiogroup', { name: 'Shipping address' }).getByRole('radio');
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toBeChecked();
  await expect(page.getByText('12 Creek Road, Deira')).toBeVisible();
  await expect(page.getByTestId('settlement-submit')).toBeEnabled();
  findings.push(...(await axeFindingsHere(page, 'checkout with the new address')));
  expect(findings).toEqual([]);
});

test('wallet records: bank card named, withdrawal debit and fee, isolated amounts and address in Arabic', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const accounts = demoAccounts();
  const goods = await listing(request, (l) => l.buyMin === 1);
  // An approved bank-card deposit (by the helper: Example Bank, card ending 4444) and an order.
  const { buyer } = await receivedOrder(request, {
    sellerGoodsId: goods.sellerGoodsId,
    owner: goods.owner,
    deposit: '200',
    password: PASSWORD,
    prefix: 'records',
  });
  const auth = { authorization: `Bearer ${buyer.token}` };
  // The buyer has the e2e fund password already (newBuyer: paying asks for it).
  const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
  const bound = await ok<{ channel: string }>(
    request.post('/api/user!bindWithdrawAddress.action', {
      headers: auth,
      form: { channel: 'ERC20', address, safeword: E2E_SAFEWORD },
    }),
  );
  const open = await ok<{ session_token: string }>(
    request.post('/api/withdraw!withdraw_open.action', { headers: auth }),
  );
  const withdrawal = await ok<{ id: string; amount: string; fee: string }>(
    request.post('/api/withdraw!apply.action', {
      headers: { ...auth, 'idempotency-key': `wd-${buyer.username}` },
      form: {
        channel: bound.channel,
        amount: '20',
        safeword: E2E_SAFEWORD,
        session_token: open.session_token,
      },
    }),
  );
  const debited = (Number(withdrawal.amount) + Number(withdrawal.fee)).toString();
  // One deposit or withdrawal is open at a time: the operator approves the withdrawal, it is paid
  // out on the test chain, and then a second bank-card deposit waits in the operator's queue.
  await ok(
    request.post('/api/admin/withdraw!approve.action', {
      headers: await bearer(request, accounts.operator, accounts.password),
      form: { id: withdrawal.id },
    }),
  );
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    const session = await ok<{ session_token: string }>(
      request.post('/api/rechargeBlockchain!recharge_open.action', { headers: auth }),
    );
    await ok(
      request.post('/api/rechargeBlockchain!recharge.action', {
        headers: { ...auth, 'idempotency-key': `dep2-${buyer.username}-${attempt}` },
        form: {
          session_token: session.session_token,
          symbol: 'USDT',
          amount: '30',
          bank_name: 'HSBC',
          card_number: '4000 0000 0000 4242',
        },
      }),
    );
  }).toPass({ intervals: [2_000], timeout: 60_000 });

  await logIn(page, buyer.username, PASSWORD);
  const findings: string[] = [];
  await page.goto('/userInfo/money-package');
  const deposits = page.getByRole('listitem').filter({ has: page.getByTestId('record-channel') });
  const approved = deposits.filter({ hasText: '+200 USDT' });
  await expect(approved.getByTestId('record-channel')).toHaveText(
    'Bank card · Example Bank **** 4444',
  );
  await expect(deposits.filter({ hasText: '+30 USDT' }).getByTestId('record-channel')).toHaveText(
    'Bank card · HSBC **** 4242',
  );
  await expect(page.getByTestId('record-channel').filter({ hasText: 'ERC20' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Withdrawal records' }).click();
  const record = page.getByRole('listitem').filter({ hasText: '-20 USDT' });
  await expect(record.getByTestId('record-debited')).toHaveText(
    `Debited ${debited} USDT, fee ${withdrawal.fee} included`,
  );
  await record.getByTestId('record-amount').click();
  await expect(record.getByText('Amount debited')).toBeVisible();
  findings.push(...(await axeFindingsHere(page, 'withdrawal record (en)')));

  await inArabic(page, '/userInfo/money-package');
  const amount = page.getByTestId('record-amount').first();
  await expect(amount).toHaveAttribute('dir', 'ltr');
  // The sign stays before the number: "+200 USDT", not "USDT 200+".
  expect(await amount.evaluate((el) => el.textContent)).toMatch(/^\+\d/);
  // The time of a record stays on one line beside the channel.
  const time = page.locator('li time').first();
  const lineHeight = await time.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
  expect((await time.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/wallet-records-ar-390.png`, fullPage: true });
  await page.getByRole('tab').nth(1).click();
  await page.getByTestId('record-amount').first().click();
  await page.screenshot({ path: `${shots}/wallet-withdrawal-ar-390.png`, fullPage: true });
  findings.push(...(await axeFindingsHere(page, 'withdrawal record (ar)')));

  // The address line: one isolate in its own (Latin) direction, the post code at its end.
  await inArabic(page, '/userInfo/setup/shipping-address');
  const line = page.getByTestId('address-line').first();
  await expect(line).toContainText('510000');
  const [street, postcode] = await line.evaluate((el) => {
    const rectOf = (needle: string) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(needle);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + needle.length);
        return range.getBoundingClientRect().left;
      }
      return Number.NaN;
    };
    return [rectOf('88 Huanshi'), rectOf('510000')];
  });
  expect(postcode).toBeGreaterThan(street);
  await page.screenshot({ path: `${shots}/address-book-ar-390.png`, fullPage: true });
  findings.push(...(await axeFindingsHere(page, 'address book (ar)')));

  // The operator's queue names the waiting deposit by its card, not by a network.
  const operator = await otherUser(browser, accounts.operator, accounts.password, PHONE);
  try {
    await operator.page.goto('/admin/reviews');
    const waiting = operator.page.getByTestId('review-channel').filter({ hasText: 'HSBC' });
    await expect(waiting).toHaveText('Bank card · HSBC **** 4242');
  } finally {
    await operator.close();
  }
  expect(findings).toEqual([]);
});

test('the demo home banner is a finished picture, in English and Arabic', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`/index?lang=${lang}`);
    const picture = page.locator('img[src^="/uploads/demo/banner-"]').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const svg = await (await page.request.get((await picture.getAttribute('src'))!)).text();
    expect(svg).toContain('>DEMO</text>');
    await page.screenshot({ path: `${shots}/home-banner-${lang}-390.png` });
  }
});
