// Languages and brands: `?lang=ar` switches to Arabic right-to-left (stored, stripped from the
// URL), and the second brand answers on its own host with its own title, colours and footer.
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';

test('?lang=ar switches to Arabic, right-to-left, and leaves the URL', async ({ page }) => {
  await page.goto('/commodity?lang=ar');
  await expect(page).toHaveURL(/\/commodity$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'جميع المنتجات' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  // Prices stay left-to-right inside the right-to-left page.
  const price = page.locator('main bdi[dir="ltr"]').first();
  await expect(price).toHaveText(/^\$\d[\d,]*\.\d\d$/);

  // The language menu switches back (stored, reload).
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
});

test('?code= is stored as the agent code', async ({ page }) => {
  await page.goto('/index?code=AG123');
  await expect(page.getByRole('region', { name: 'Daily new' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('agentCode'))).toBe('AG123');
});

test('the second brand on its own host: title, colours, hidden footer block and languages', async ({
  page,
}) => {
  const meridian = baseURL.replace('localhost', 'meridian.localhost');
  await page.goto(`${meridian}/index`);
  await expect(page).toHaveTitle('Meridian Trade — wholesale sourcing');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
  await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  // Payments come from the platform's configuration, the same on every brand: the local test chain.
  await expect(page.getByTestId('footer-payments')).toContainText(
    'USDT · ERC20 · Test network (local)',
  );
  await expect(page.locator('footer [data-block="subscribe"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: '简体中文' })).toHaveCount(0);
  const manifest: unknown = await page.evaluate(
    async () => (await fetch('/manifest.webmanifest')).json() as Promise<unknown>,
  );
  expect(manifest).toMatchObject({ name: 'Meridian Trade', theme_color: '#0f766e' });

  // The default brand on the default host.
  await page.goto('/index');
  await expect(page).toHaveTitle(/Caravan Wholesale/);
  // No mailing-list box on any brand: it only stored addresses, with no confirmation (issue #33).
  await expect(page.locator('footer [data-block="subscribe"]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('textbox')).toHaveCount(0);
  // The demo brands name no policy site and no support address (a placeholder domain is refused
  // when a brand loads): the footer shows no link that leads nowhere.
  await expect(page.getByRole('contentinfo')).toContainText('Transparency');
  // The promo site's policy block is gone; the brand's own information pages stay.
  await expect(page.getByRole('navigation', { name: 'Policies' })).toHaveCount(0);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }),
  ).toHaveAttribute('href', /^\/information\?page=privacy/);
  await expect(page.locator('footer a[href^="mailto:"]')).toHaveCount(0);
  await expect(page.locator('a[href*=".example"]')).toHaveCount(0);
});
