// The installable, offline-capable PWA: the service worker controls the page, a reload while
// offline still shows home and a product visited before, and Chromium reports no
// installability errors (CDP Page.getInstallabilityErrors in a persistent context).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { baseURL, chromiumArgs } from '../../playwright.config.ts';
import { api, type Card } from './helpers.ts';

let context: BrowserContext;
let profile: string;

test.beforeAll(async () => {
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-pwa-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 900 },
  });
});

test.afterAll(async () => {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

test('service worker, offline reload of home and a visited product, installability', async ({
  request,
}) => {
  const list = await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 });
  const goods = list.pageList[0]!;
  const page = context.pages()[0] ?? (await context.newPage());

  await page.goto('/index');
  await expect(page.getByRole('region', { name: 'Daily new' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims the page it was installed from.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await page.goto('/index');
  await expect(page.getByRole('region', { name: 'Daily new' })).toBeVisible();
  // Let the stale-while-revalidate writes and the persisted query cache settle.
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Daily new' })).toBeVisible();
    // Debian's Chromium 150 keeps the network cut for a reloaded document (the page above came
    // from the service worker) but reports navigator.onLine as true in it until the emulated
    // state changes again; a real phone reports false. Re-applying the state fires `offline`.
    if (await page.evaluate(() => navigator.onLine)) {
      await context.setOffline(false);
      await context.setOffline(true);
    }
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
    await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Last: a raw CDP session on the page turns Playwright's offline emulation off for it.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
});
