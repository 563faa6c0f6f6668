// A buyer reviews a received order with two pictures at phone width: the review page uploads each
// picture with its progress and submits once they are done; the product page then shows the review
// with its pictures (opening large), the verified-purchase mark and a good-review rate that equals
// the written reviews' counts; the store's owner answers from the seller panel and the answer
// appears under the review. The screens pass axe-core signed in. The order gets to "received" through the API (deposit approved
// by the operator, paid, shipped by the store's owner, receipt confirmed by the buyer).
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { api, axeFindingsHere, demoAccounts, logIn, otherUser, receivedOrder } from './helpers.ts';

const PASSWORD = 'review-pw1';
const shots = 'tests/e2e/artifacts';

test.use({ viewport: { width: 390, height: 844 } });

/** A received order of one cheap listing of a demo store, for a new funded buyer. */
async function orderToReview(request: APIRequestContext) {
  const accounts = demoAccounts();
  for (const store of accounts.sellers.slice(3)) {
    const list = await api<{
      pageList: Array<{ sellerGoodsId: string; name: string; price: string; buyMin: number }>;
    }>(request, 'sellerGoods!list', { sellerId: store.storeId, sort: 'price_asc', pageSize: 20 });
    const listing = list.pageList.find((g) => g.buyMin === 1 && Number(g.price) <= 60);
    if (!listing) continue;
    const picked = { ...listing, owner: store.username };
    const { buyer, orderId } = await receivedOrder(request, {
      sellerGoodsId: picked.sellerGoodsId,
      owner: picked.owner,
      deposit: '100',
      password: PASSWORD,
      prefix: 'review',
    });
    return { buyer, orderId, listing: picked };
  }
  throw new Error('no demo store with a cheap listing');
}

async function picture(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: red, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
}

test('a buyer reviews a received order with two pictures; the product page shows it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { buyer, orderId, listing } = await orderToReview(request);
  const countsOf = () =>
    api<{ all: number; good: number; defaults: number }>(request, 'evaluation!countType', {
      sellerGoodsId: listing.sellerGoodsId,
    });
  const before = await countsOf();
  await logIn(page, buyer.username, PASSWORD);
  const findings: string[] = [];

  await test.step('the order offers a review; the review page takes text and two pictures', async () => {
    await page.goto(`/userInfo/order-detail?id=${orderId}`);
    await page.getByTestId('order-review').first().click();
    await expect(page).toHaveURL(/\/userInfo\/order-evaluation\?orderId=/);
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    findings.push(...(await axeFindingsHere(page, 'review page')));
    await page.getByRole('radio', { name: 'Good' }).check();
    await page.getByTestId('review-text-0').fill('Well packed, exactly as described.');
    await page.getByTestId('review-photos-0').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await picture(200) },
      { name: 'back.png', mimeType: 'image/png', buffer: await picture(40) },
    ]);
    // Both uploaded: two thumbnails and no progress bar left.
    await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('review-submit')).toBeEnabled();
    // Audited as it first shows (scrolled, the sticky header overlaps the account menu's links).
    await page.evaluate(() => window.scrollTo(0, 0));
    findings.push(...(await axeFindingsHere(page, 'review page with pictures')));
    await page.screenshot({ path: `${shots}/review-form-390.png`, fullPage: true });
    await page.getByTestId('review-submit').click();
    await expect(page).toHaveURL(/\/userInfo\/order-detail\?id=/);
    await expect(page.getByTestId('order-review')).toHaveCount(0);
  });

  await test.step('the product page shows the review, its pictures and the true rate', async () => {
    await page.goto(`/productDetails?id=${listing.sellerGoodsId}`);
    const review = page.locator('li', { hasText: 'Well packed, exactly as described.' });
    await expect(review).toBeVisible();
    await expect(review.getByText('Verified purchase')).toBeVisible();
    await expect(review.getByRole('button', { name: /Open review picture/ })).toHaveCount(2);

    // The rate moved by this one written good review, and states what the rows say.
    const counts = await countsOf();
    expect(counts.good).toBe(before.good + 1);
    expect(counts.all - counts.defaults).toBe(before.all - before.defaults + 1);
    const written = counts.all - counts.defaults;
    const rate = ((counts.good / written) * 100).toFixed(1).replace(/\.0$/, '');
    await expect(page.getByTestId('good-review-rate')).toHaveText(
      `Good reviews: ${rate}% of ${written} written`,
    );

    await review.getByRole('button', { name: 'Open review picture 1 of 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review picture 1 of 2' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expect(page.getByRole('dialog', { name: 'Review picture 2 of 2' })).toBeVisible();
    findings.push(...(await axeFindingsHere(page, 'review picture')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    findings.push(...(await axeFindingsHere(page, 'product page with a review')));
    await review.screenshot({ path: `${shots}/review-shown-390.png` });
  });

  await test.step('the store answers from its panel; the answer shows under the review', async () => {
    const accounts = demoAccounts();
    const seller = await otherUser(browser, listing.owner, accounts.password, {
      width: 390,
      height: 844,
    });
    await seller.page.goto('/seller');
    const waiting = seller.page
      .getByTestId('store-reviews')
      .locator('li', { hasText: 'Well packed, exactly as described.' });
    await expect(waiting).toBeVisible();
    await waiting.getByLabel('Your answer').fill('Thank you for your order!');
    await waiting.getByRole('button', { name: 'Publish answer' }).click();
    await expect(seller.page.getByText('Your answer is published')).toBeVisible();
    // Answered: it leaves the "waiting" list.
    await expect(waiting).toHaveCount(0);
    await seller.page.getByRole('button', { name: 'All written reviews' }).click();
    await expect(
      seller.page.getByTestId('store-reviews').getByText('Your answer: Thank you for your order!'),
    ).toBeVisible();
    // axe counts a button scrolled under the sticky header as obscured: the panel is checked
    // from its top, as it opens.
    await seller.page.evaluate(() => window.scrollTo(0, 0));
    findings.push(...(await axeFindingsHere(seller.page, 'seller panel reviews')));
    await seller.close();

    // A visitor's stored catalogue reads stay fresh for a minute; a new visitor reads the server.
    await page.evaluate(() => localStorage.removeItem('caravan-query-cache'));
    await page.reload();
    const review = page.locator('li', { hasText: 'Well packed, exactly as described.' });
    await expect(review.getByText('Store reply: Thank you for your order!')).toBeVisible();
  });

  expect(findings).toEqual([]);
});
