// The browsing path of a buyer on real demo data: home, category, goods list, product, store.
import { expect, test } from '@playwright/test';
import { api, bearer, demoAccounts, ok, type Card, type Home } from './helpers.ts';

test('home renders real catalogue data', async ({ page, request }) => {
  const home = await api<Home>(request, 'index!home', { pageSize: 12 });
  expect(home.newList.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  const daily = page.getByRole('region', { name: 'Daily new' });
  await expect(
    daily.getByRole('link').filter({ hasText: home.newList[0]!.name }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recommended for you' }).getByRole('listitem'),
  ).toHaveCount(home.recommendList.length);
  // The demo data has banners: without them the promotions would go unchecked.
  expect(home.bannerList.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shops' }).getByRole('link').first()).toBeVisible();
  // Prices show two decimals, minimum-order badges show on every card.
  await expect(daily.getByText(/^Min\. order/).first()).toBeVisible();
});

test('category -> goods list -> product -> store', async ({ page, request }) => {
  const home = await api<Home>(request, 'index!home', { pageSize: 12 });
  const category = home.categoryList[0]!;
  await page.goto('/index');
  await page
    .getByRole('region', { name: 'Categories' })
    .getByRole('link', { name: category.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/classification\\?categoryId=${category.id}`));
  await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible();

  const list = await api<{ pageList: Card[] }>(request, 'sellerGoods!list', {
    categoryId: category.id,
    pageSize: 30,
  });
  expect(list.pageList.length).toBeGreaterThan(0);
  const goods = list.pageList[0]!;
  await page.getByRole('link').filter({ hasText: goods.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/productDetails\\?id=${goods.sellerGoodsId}`));
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  // Demo stores ship within one day (the store's handling time, seller/store!update).
  await expect(page.getByText('Ships within 1 day of ordering.')).toBeVisible();
  // Beside it, what the store's orders of the last 90 days measured (seller!info `shipping`).
  await expect(page.getByTestId('measured-shipping')).toContainText(/^Measured/);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter reviews' })).toBeVisible();
  // The reviews list is the real answer of evaluation!list (demo data may have none).
  const reviews = await api<{ pageList: unknown[] }>(request, 'evaluation!list', {
    sellerGoodsId: goods.sellerGoodsId,
  });
  if (reviews.pageList.length === 0) await expect(page.getByText('No reviews yet.')).toBeVisible();

  await page.getByRole('link').filter({ hasText: 'Visit store' }).click();
  await expect(page).toHaveURL(new RegExp(`/store\\?id=${goods.seller.id}`));
  await expect(page.getByRole('heading', { level: 1, name: goods.seller.name })).toBeVisible();
  for (const counter of ['Followers', 'Sold', 'Page views', 'Good reviews'])
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
  await expect(page.getByTestId('store-shipping')).toContainText('Ships within 1 day of ordering.');
  await expect(page.getByTestId('store-shipping').getByTestId('measured-shipping')).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: goods.name }).first()).toBeVisible();

  // The goods list with sorting.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'All products' })
    .click();
  await expect(page).toHaveURL(/\/commodity/);
  await page.getByRole('link', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('home keeps its scroll position on return; other pages open at the top', async ({ page }) => {
  await page.goto('/index');
  // The footer arrives late and the header compacts with a short transition: the position is read
  // once the page has settled, as the reader sees it (the top of the section on the screen; the
  // header's compaction moves the page's scroll offset, not what is on the screen).
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const discounted = page.getByRole('region', { name: 'Discounted' });
  await discounted.scrollIntoViewIfNeeded();
  await expect(page.locator('header[data-compact="true"]')).toBeVisible();
  const sectionTop = () => discounted.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const homeTop = await settled(sectionTop);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await discounted.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/productDetails/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(async () => Math.abs((await sectionTop()) - homeTop)).toBeLessThan(30);
  // The header has compacted and back-to-top is offered.
  await expect(page.locator('header[data-compact="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
});

/** A reading once two in a row, 200 ms apart, agree. */
async function settled(read: () => Promise<number>): Promise<number> {
  let last = await read();
  for (let tries = 0; tries < 25; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  throw new Error(`the reading kept changing (last ${last})`);
}

test('a reader who scrolled the home page before the app attached stays where they were', async ({
  page,
}) => {
  // The app's entry is held until the reader has scrolled the server's page, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event: it can wait for the held entry.
  await page.goto('/index', { waitUntil: 'domcontentloaded' });
  await page.getByRole('region', { name: 'Discounted' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  // The router's first render used to scroll the page back to its top here.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test('unknown pages show the 404 page; unknown API paths keep the envelope', async ({
  page,
  request,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const response = await request.get('/api/no-such!call.action');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: '404' });
});

test('a hover preloads a product without counting a view; showing it counts once a day', async ({
  page,
  request,
}) => {
  const home = await api<Home>(request, 'index!home', { pageSize: 12 });
  const goods = home.recommendList.at(-1)!;
  const views = async () =>
    (
      await api<{ viewsNum: number }>(request, 'sellerGoods!info', {
        sellerGoodsId: goods.sellerGoodsId,
      })
    ).viewsNum;
  // The e2e server writes views every 2 s (VIEW_FLUSH_MS); waiting longer shows what was counted.
  const flushInterval = 2500;
  const before = await views();
  const shown = () => page.waitForResponse((response) => response.url().includes('pageView!add'));

  await page.goto('/index');
  const link = page
    .getByRole('region', { name: 'Recommended for you' })
    .getByRole('link')
    .filter({ hasText: goods.name })
    .first();
  const preload = page.waitForResponse(
    (response) =>
      response.url().includes('sellerGoods!info') && response.url().includes(goods.sellerGoodsId),
  );
  await link.hover();
  await preload;
  await page.waitForTimeout(flushInterval);
  expect(await views()).toBe(before);

  const opened = shown();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await opened;
  await expect.poll(views, { timeout: 10_000 }).toBe(before + 1);

  // The same viewer again the same day: still one.
  const again = shown();
  await page.reload();
  await again;
  await page.waitForTimeout(flushInterval);
  expect(await views()).toBe(before + 1);
});

test('a page stays readable when its late pieces cannot load, and they arrive once back online', async ({
  page,
}) => {
  // The hearts and the footer load after the first paint; on a weak connection their chunks fail.
  const late = /\/assets\/(favourites|footer)-[\w-]+\.js$/;
  await page.route(late, (route) => route.abort('internetdisconnected'));
  await page.goto('/commodity');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const stillHere = () =>
    page.evaluate(() => {
      const marker = (window as Window & { e2eMarker?: boolean }).e2eMarker;
      return marker === true;
    });
  await page.evaluate(() => {
    (window as Window & { e2eMarker?: boolean }).e2eMarker = true;
  });
  // The failures leave the page as it was: no error page, no reload, no hearts, no footer yet.
  await page.waitForTimeout(1500);
  expect(await stillHere()).toBe(true);
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('favourite-toggle')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // Back online, the pieces are asked for again and appear in the same page.
  await page.unroute(late);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByTestId('favourite-toggle').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await stillHere()).toBe(true);
});

test('catalogue pages come rendered from the server with their data, and the app takes them over cleanly', async ({
  browser,
  request,
}) => {
  const list = await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 });
  const product = list.pageList[0]!;
  const pages = [
    '/index',
    `/productDetails?id=${product.sellerGoodsId}`,
    '/commodity',
    '/classification',
    '/discounted',
    `/store?id=${product.seller.id}`,
    '/searchGoods?k=cap',
  ];

  // Without JavaScript the page is already there: the product's name and price, the home's sections.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(pages[1]!);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await noScript.goto('/index');
  await expect(noScript.getByRole('region', { name: 'Daily new' })).toBeVisible();
  await plain.close();

  // A route that only redirects answers with the redirect itself.
  const redirect = await request.get('/searchResult?k=cap', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  // (the keyword is written as JSON in the URL, as the app's own links do)
  expect(redirect.headers().location).toMatch(/^\/search(Goods|Store)\?k=%22cap%22$/);
  // An unknown product is a 404 page with the not-found text.
  const missing = await request.get('/productDetails?id=no-such-listing');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');

  // With JavaScript, React attaches to the server's HTML without a mismatch (React reports one as
  // a console error) and the page answers input.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()} ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} ${error.message}`));
  for (const url of pages) {
    await page.goto(url);
    await expect(page.locator('#caravan-ssr')).toHaveAttribute('data-url', url);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('a discount is struck through only against a price the listing really had', async ({
  page,
  request,
}) => {
  // A demo discount: its history holds the regular price for over a week before the discount.
  const home = await api<{
    discountList: Array<Card & { referencePrice: string }>;
  }>(request, 'index!home', { pageSize: 12 });
  const reduced = home.discountList[0]!;
  expect(reduced.referencePrice).not.toBeNull();
  await page.goto(`/productDetails?id=${reduced.sellerGoodsId}`);
  const struck = page.getByTestId('product-price').locator('s');
  await expect(struck).toHaveCount(1);
  await expect(struck).toContainText('Lowest price of the 30 days before the reduction');
  const shown = Number(reduced.referencePrice)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  await expect(struck).toContainText(`$${shown}`);

  // A listing created with a discount: the discounted price applies, nothing is struck through.
  const seller = demoAccounts().sellers[0]!;
  const headers = await bearer(request, seller.username, demoAccounts().password);
  const tree = await api<Array<{ children: Array<{ id: string }> }>>(request, 'category!tree');
  const name = `Honest crate ${Date.now()}`;
  const added = await ok<{ sellerGoodsId: string; referencePrice: string | null }>(
    request.post('/api/seller/goods!add.action', {
      headers,
      form: {
        texts: JSON.stringify([{ lang: 'en', name }]),
        categoryId: tree[0]!.children[0]!.id,
        // Any picture path of the uploads' form will do: the page is read for its price.
        images: JSON.stringify([`/uploads/goods/${Date.now().toString(36).padStart(26, '0')}.png`]),
        sellingPrice: '90',
        discountPrice: '60',
        stock: '10',
        buyMin: '1',
        onShelf: '1',
      },
    }),
  );
  expect(added.referencePrice).toBeNull();
  await page.goto(`/productDetails?id=${added.sellerGoodsId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const price = page.getByTestId('product-price');
  await expect(price).toContainText('$60.00');
  await expect(price.locator('s')).toHaveCount(0);
  await expect(price).not.toContainText('$90.00');
});
