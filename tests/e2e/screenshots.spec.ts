// Screenshots of home, product and store in English and Arabic at 1280 and 390 px, saved to
// tests/e2e/artifacts/ (git-ignored) for review and as CI artifacts.
import { expect, test } from '@playwright/test';
import { api, overflowWidth, SWEEP, type Card } from './helpers.ts';

const widths = [1280, 390];
const languages = ['en', 'ar'] as const;

for (const lang of languages) {
  // Pictures for review, in the sweep (touch-targets.spec.ts checks these screens at 360 px).
  test(`screenshots in ${lang}`, SWEEP, async ({ page, request }) => {
    test.setTimeout(90_000);
    const list = await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 });
    const goods = list.pageList[0]!;
    const pages = {
      home: '/index',
      product: `/productDetails?id=${goods.sellerGoodsId}`,
      store: `/store?id=${goods.seller.id}`,
    };
    await page.goto(`/index?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The smallest supported phone: no horizontal overflow.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const url of Object.values(pages)) {
      await page.goto(url);
      await expect(page.getByRole('main')).toBeVisible();
      const overflow = await overflowWidth(page);
      expect(overflow, `${url} at 360px overflows`).toBeLessThanOrEqual(0);
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(url);
        await expect(page.getByRole('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Load the lazy images below the fold before the full-page shot.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // No horizontal overflow at any width (360 px support).
        const overflow = await overflowWidth(page);
        expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `tests/e2e/artifacts/${name}-${lang}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
}
