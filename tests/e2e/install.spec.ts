// The app page and old links: `/app.html` offers the browser's install prompt where Chromium
// reports the app installable (the button calls the real prompt), shows the QR code and the iOS
// steps, and the size the build measured; `/m/...` links from the old mobile site land on the
// same product and store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { baseURL, chromiumArgs } from '../../playwright.config.ts';
import { api, overflowWidth, type Card } from './helpers.ts';

test('old mobile links land on the product, the store and home, in the language', async ({
  page,
  request,
}) => {
  const list = await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 });
  const goods = list.pageList[0]!;
  await page.goto(`/m/detail?sellerGoodsId=${goods.sellerGoodsId}`);
  await expect(page).toHaveURL(new RegExp(`/productDetails\\?id=${goods.sellerGoodsId}$`));
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();

  await page.goto(`/m/shop?sellerId=${goods.seller.id}`);
  await expect(page).toHaveURL(new RegExp(`/store\\?id=${goods.seller.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: goods.seller.name })).toBeVisible();

  await page.goto('/m/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/index$/);
});

test('the app page on a phone: steps, QR code, offline facts and the measured size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/app.html');
  await expect(page.getByRole('heading', { level: 1, name: /Get the .+ app/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of the .+ storefront/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On iPhone and iPad (Safari)' })).toBeVisible();
  await expect(page.getByText('What works without a connection')).toBeVisible();
  const size = (await (await page.request.get('/app-size.json')).json()) as {
    precacheBytes: number;
  };
  expect(size.precacheBytes).toBeGreaterThan(50_000);
  await expect(page.getByText(/Download size: \d+ kB/)).toBeVisible();
  // Without a browser offer (service workers are blocked here) the page says so, no dead button.
  await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  const overflow = await overflowWidth(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

// Each brand is its own installable app (own manifest, name and colours) on its own host.
const brands = [
  ['caravan', baseURL],
  ['meridian', baseURL.replace('localhost', 'meridian.localhost')],
] as const;

for (const [brand, origin] of brands) {
  test(`${brand}: Chromium reports the app installable and the button opens its install prompt`, async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-install-'));
    // The engagement bypass makes Chromium offer installation at once instead of after minutes of use.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: [...chromiumArgs, '--bypass-app-banner-engagement-checks'],
      baseURL: origin,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // Count real prompt() calls on Chromium's own event object, and answer them as dismissed.
      await page.addInitScript(() => {
        const w = window as unknown as { promptCalls: number };
        w.promptCalls = 0;
        window.addEventListener(
          'beforeinstallprompt',
          (event) => {
            Object.defineProperty(event, 'prompt', {
              value: () => {
                w.promptCalls += 1;
                return Promise.resolve();
              },
            });
            Object.defineProperty(event, 'userChoice', {
              value: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
            });
          },
          { capture: true },
        );
      });
      await page.goto('/app.html');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The worker must control the page before Chromium judges installability.
      await page.reload();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
      const install = page.getByRole('button', { name: 'Install the app' });
      await expect(install).toBeVisible({ timeout: 20_000 });
      await install.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls))
        .toBe(1);
      await expect(page.getByText('Installation was cancelled.', { exact: false })).toBeVisible();
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
}
