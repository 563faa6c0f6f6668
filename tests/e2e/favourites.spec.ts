// Favourites and followed stores: a signed-in buyer saves a product with the heart on its page and
// follows its store (the live follower count moves by one); both show in the user centre with
// their counts, the product's card heart reads as pressed, and the two user-centre pages pass
// axe-core at phone width in English and Arabic.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, logIn, newBuyer, type Card } from './helpers.ts';

const PASSWORD = 'favs-pw12';
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ viewport: { width: 390, height: 844 } });

async function seriousFindings(page: Page, label: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.help} ${v.nodes[0]?.html.slice(0, 160)}`);
}

test('a buyer favourites a product and follows its store; both appear in the user centre', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const goods = (await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 }))
    .pageList[0]!;
  const buyer = await newBuyer(request, PASSWORD, 'fav');
  await logIn(page, buyer.username, PASSWORD);

  // The heart on the product page: a real toggle button.
  await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
  const heart = page.getByRole('button', { name: 'Favourite', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved to favourites')).toBeVisible();

  // The store page: follow, and the follower count moves by one at once.
  await page.goto(`/store?id=${goods.seller.id}`);
  const followers = page.getByTestId('store-followers');
  const follow = page.getByTestId('follow-store');
  await expect(follow).toHaveText('Follow');
  const before = Number(await followers.textContent());
  await follow.click();
  await expect(follow).toHaveText('Unfollow');
  await expect(followers).toHaveText(String(before + 1));
  // The product's card on the store page shows its heart pressed.
  await expect(
    page.getByRole('button', { name: `Favourite: ${goods.name}` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  // The user centre: both counts, then both lists.
  await page.goto('/userInfo/dashboard');
  await expect(page.getByTestId('dashboard-favourites')).toContainText('1');
  await expect(page.getByTestId('dashboard-followed')).toContainText('1');

  const findings: string[] = [];
  await page
    .getByRole('navigation', { name: 'User centre' })
    .getByRole('link', { name: 'Favourite products' })
    .click();
  await expect(page).toHaveURL(/\/userInfo\/collect-goods/);
  const kept = page.getByTestId('kept-goods');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText(goods.name);
  await expect(kept.getByTestId('kept-price-saved')).toBeVisible();
  findings.push(...(await seriousFindings(page, 'collect-goods')));

  await page
    .getByRole('navigation', { name: 'User centre' })
    .getByRole('link', { name: 'Followed stores' })
    .click();
  await expect(page).toHaveURL(/\/userInfo\/collect-shop/);
  const followed = page.getByTestId('followed-store');
  await expect(followed).toHaveCount(1);
  await expect(followed).toContainText(goods.seller.name);
  findings.push(...(await seriousFindings(page, 'collect-shop')));

  // The same pages in Arabic (right to left).
  await page.goto('/userInfo/collect-goods?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('kept-goods')).toHaveCount(1);
  findings.push(...(await seriousFindings(page, 'collect-goods (ar)')));
  await page.goto('/userInfo/collect-shop');
  await expect(page.getByTestId('followed-store')).toHaveCount(1);
  findings.push(...(await seriousFindings(page, 'collect-shop (ar)')));
  expect(findings, findings.join('\n')).toEqual([]);

  // Removing and unfollowing empty both lists; the counts follow.
  await page.goto('/userInfo/collect-goods?lang=en');
  await page.getByRole('button', { name: `Remove ${goods.name} from favourites` }).click();
  await expect(page.getByTestId('kept-goods-empty')).toBeVisible();
  await page.goto('/userInfo/collect-shop');
  await page.getByRole('button', { name: `Unfollow ${goods.seller.name}` }).click();
  await expect(page.getByTestId('followed-stores-empty')).toBeVisible();
  await page.goto('/userInfo/dashboard');
  await expect(page.getByTestId('dashboard-favourites')).toContainText('0');
  await expect(page.getByTestId('dashboard-followed')).toContainText('0');
  await page.goto(`/store?id=${goods.seller.id}`);
  await expect(page.getByTestId('store-followers')).toHaveText(String(before));
});
