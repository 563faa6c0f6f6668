// Chat on a weak connection, end to end in Chromium: a buyer writes to customer service while the
// browser is offline (the message waits in the outbox), the connection returns and the message is
// sent once; the operator sees it once in the console's inbox and answers; the buyer's headset
// badge counts the answer without a reload (push, or the 30 s poll) and the answer is in the
// conversation; an announcement rings the buyer's bell. Guests are asked to log in; `?customerService` opens the window; the window is a
// dialog that Escape closes. The new screens pass axe-core at 390 px, in English and Arabic. With
// the service worker, a send that fails offline also waits in its Background Sync queue.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  api,
  axeFindingsHere,
  demoAccounts,
  logIn,
  newBuyer,
  otherUser,
  type Card,
} from './helpers.ts';

const PASSWORD = 'chat-pw12';
const shots = 'tests/e2e/artifacts';

async function openService(page: Page) {
  await page.getByTestId('chat-service-button').click();
  const window = page.getByTestId('chat-window');
  await expect(window).toBeVisible();
  return window;
}

test('a guest opening ?customerService is asked to log in; Escape closes the window', async ({
  page,
}) => {
  await page.goto('/index?customerService');
  const window = page.getByRole('dialog', { name: 'Customer service' });
  await expect(window).toBeVisible();
  await expect(window.getByText('Not logged in. Please log in')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(window).toBeHidden();
});

test('a message written offline is sent once when the connection returns; the answer arrives without a reload', async ({
  page,
  browser,
  request,
  context,
}) => {
  test.setTimeout(150_000);
  const buyer = await newBuyer(request, PASSWORD, 'chat');
  await logIn(page, buyer.username, PASSWORD);
  const text = `Where is my parcel? ${Date.now()}`;

  let window = await openService(page);
  await expect(window.getByRole('log')).toBeVisible();
  await context.setOffline(true);
  await window.getByLabel('Message', { exact: true }).fill(text);
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  const pending = window.getByTestId('chat-pending');
  await expect(pending).toContainText(text);
  await expect(pending).toContainText('Waiting for the connection');
  await page.screenshot({ path: `${shots}/chat-offline-desktop.png` });

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  await expect(window.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(window).toBeHidden();

  // The operator sees the conversation once and answers it.
  const accounts = demoAccounts();
  const operator = await otherUser(browser, accounts.operator, accounts.password);
  try {
    await operator.page.goto('/admin/chat');
    const row = operator.page.getByTestId('chat-inbox-row').filter({ hasText: buyer.username });
    await expect(row).toHaveCount(1);
    await row.click();
    const log = operator.page.getByRole('log');
    await expect(log.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
    await operator.page
      .getByLabel('Message', { exact: true })
      .fill('Your parcel left the warehouse today.');
    await operator.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(
      log.getByTestId('chat-message').filter({ hasText: 'Your parcel left the warehouse today.' }),
    ).toHaveCount(1);
    // An announcement to this brand rings the buyer's bell too.
    await operator.page.getByLabel('Title').fill('Holiday hours');
    await operator.page.getByLabel('Text').fill('Support answers until 18:00 this week.');
    await operator.page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(operator.page.getByText('Announcement posted')).toBeVisible();
    await operator.page.screenshot({ path: `${shots}/chat-admin-inbox.png`, fullPage: true });
    // Audited as the screen first shows (scrolled, the sticky header overlaps the side menu).
    await operator.page.evaluate(() => document.scrollingElement?.scrollTo(0, 0));
    expect(await axeFindingsHere(operator.page, 'admin chat inbox')).toEqual([]);
  } finally {
    await operator.close();
  }

  // The buyer's badge counts the answer, without a reload, and the answer is there.
  await expect(page.getByRole('button', { name: 'Customer service, 1 unread' })).toBeVisible({
    timeout: 35_000,
  });
  await expect(page.getByRole('link', { name: 'Notices, 1 unread' })).toBeVisible();
  window = await openService(page);
  await expect(
    window.getByTestId('chat-message').filter({ hasText: 'Your parcel left the warehouse today.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service', exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/chat-window-desktop.png` });
});

test('a picture chosen offline waits on the device with its thumbnail, is uploaded (with progress) and sent once when the connection returns; a picture of another type is refused at once', async ({
  page,
  browser,
  request,
  context,
}) => {
  test.setTimeout(150_000);
  const buyer = await newBuyer(request, PASSWORD, 'chatimg');
  await logIn(page, buyer.username, PASSWORD);
  const picture = await sharp({
    create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' },
  })
    .jpeg()
    .toBuffer();

  const window = await openService(page);
  await expect(window.getByRole('log')).toBeVisible();
  const chooser = window.locator('input[type="file"]');
  // Refused on the device, with the reason, before anything waits (the name says jpg, the bytes GIF).
  await chooser.setInputFiles({
    name: 'animation.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await expect(window.getByRole('alert')).toHaveText(
    'This picture cannot be sent: only JPEG and PNG pictures can.',
  );
  await expect(window.getByTestId('chat-pending')).toHaveCount(0);

  await context.setOffline(true);
  await chooser.setInputFiles({ name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(window.getByRole('alert')).toHaveCount(0);
  const pending = window.getByTestId('chat-pending');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Waiting for the connection');
  const thumbnail = pending.getByRole('img', { name: 'Picture' });
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(320);
  // The picture is kept in IndexedDB, beside the outbox entry that waits for it.
  const kept = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('caravan-chat');
        open.onsuccess = () => {
          const keys = open.result.transaction('kv').objectStore('kv').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
        };
      }),
  );
  expect(kept.filter((key) => key.startsWith('picture:'))).toHaveLength(1);
  await page.screenshot({ path: `${shots}/chat-picture-offline-desktop.png` });
  expect(await axeFindingsHere(page, 'chat picture waiting')).toEqual([]);

  // Back online: the upload shows its progress (held here to see it), then the message is sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/uploadimg!execute\.action/, async (route) => {
    await held;
    await route.continue();
  });
  await context.setOffline(false);
  await expect(pending.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(pending).toContainText('Sending…');
  release();
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  const sent = window
    .getByTestId('chat-message')
    .filter({ has: page.getByRole('img', { name: 'Picture' }) });
  await expect(sent).toHaveCount(1);
  // Chat pictures are private: fetched with the session and shown from a blob.
  await expect(sent.getByRole('img')).toHaveAttribute('src', /^blob:/);

  // The server holds it once, and the operator sees exactly one picture.
  const list = await request.get('/api/newOnlinechat!list.action', {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  const body = (await list.json()) as {
    data: { pageList: Array<{ type: string; content: string }> };
  };
  const pictures = body.data.pageList.filter((m) => m.type === 'img');
  expect(pictures).toHaveLength(1);
  // Its URL alone shows nothing; with the sender's session it does.
  const url = pictures[0]!.content;
  expect(url).toMatch(/^\/uploads\/chat\//);
  expect((await request.get(url)).status()).toBe(403);
  const own = await request.get(url, { headers: { authorization: `Bearer ${buyer.token}` } });
  expect(own.status()).toBe(200);
  const accounts = demoAccounts();
  const operator = await otherUser(browser, accounts.operator, accounts.password);
  try {
    await operator.page.goto('/admin/chat');
    await operator.page.getByTestId('chat-inbox-row').filter({ hasText: buyer.username }).click();
    const log = operator.page.getByRole('log');
    await expect(log.getByTestId('chat-message')).toHaveCount(1);
    await expect(log.getByRole('img', { name: 'Picture' })).toHaveCount(1);
  } finally {
    await operator.close();
  }
});

test('store chat from a product page, answered from the seller panel; the phone sheet and the messages page pass axe at 390 px (en, ar)', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const buyer = await newBuyer(request, PASSWORD, 'chatm');
  const goods = (await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 }))
    .pageList[0]!;
  for (const lang of ['en', 'ar'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await logIn(page, buyer.username, PASSWORD);
      if (lang === 'ar') {
        await page.goto('/index?lang=ar');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      await page.goto(`/productDetails?id=${goods.sellerGoodsId}`);
      await page.getByTestId('contact-store').click();
      const window = page.getByTestId('chat-window');
      await expect(window).toBeVisible();
      const box = await window.boundingBox();
      expect(box?.width).toBe(390);
      if (lang === 'en') {
        await window.getByLabel('Message', { exact: true }).fill('Do you ship to Muscat?');
        await window.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(window.getByTestId('chat-message')).toHaveCount(1);
      } else {
        // The question and the store's answer, mirrored.
        await expect(window.getByTestId('chat-message')).toHaveCount(2);
      }
      await page.screenshot({ path: `${shots}/chat-sheet-390-${lang}.png` });
      expect(await axeFindingsHere(page, `chat sheet ${lang}`)).toEqual([]);
      await page.keyboard.press('Escape');

      if (lang === 'en') {
        // The store's owner answers from the seller panel; the buyer reads it in the sheet.
        const accounts = demoAccounts();
        const owner = accounts.sellers.find((seller) => seller.storeId === goods.seller.id)!;
        const store = await otherUser(browser, owner.username, accounts.password);
        try {
          await store.page.goto('/seller');
          const inbox = store.page.getByRole('region', { name: 'Buyer messages' });
          await inbox.getByTestId('chat-inbox-row').filter({ hasText: buyer.username }).click();
          await inbox.getByLabel('Message', { exact: true }).fill('Yes, within 10 days.');
          await inbox.getByRole('button', { name: 'Send', exact: true }).click();
          await expect(
            inbox.getByTestId('chat-message').filter({ hasText: 'Yes, within 10 days.' }),
          ).toHaveCount(1);
        } finally {
          await store.close();
        }
        await page.getByTestId('contact-store').click();
        await expect(
          page.getByTestId('chat-window').getByTestId('chat-message').filter({
            hasText: 'Yes, within 10 days.',
          }),
        ).toBeVisible();
        await page.keyboard.press('Escape');
      }

      await page.goto('/userInfo/messages');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${shots}/messages-390-${lang}.png`, fullPage: true });
      expect(await axeFindingsHere(page, `messages ${lang}`)).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test('the chat window on a wide screen is 480 x 680 and moves with the arrow keys', async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(request, PASSWORD, 'chatw');
  await logIn(page, buyer.username, PASSWORD);
  const window = await openService(page);
  const before = (await window.boundingBox())!;
  expect(before.width).toBe(480);
  expect(before.height).toBe(680);
  await window.getByRole('button', { name: 'Move the window (arrow keys)' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  const after = (await window.boundingBox())!;
  expect(after.x).toBeLessThan(before.x);
  expect(after.y).toBeLessThan(before.y);
});

test('with the service worker, a send that fails offline is queued for Background Sync and still lands once; a picture waiting offline registers the outbox sync and lands once', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await newBuyer(request, PASSWORD, 'chatsw');
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await logIn(page, buyer.username, PASSWORD);
    await page.goto('/index');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker controls the page from its next load.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const window = await openService(page);
    await expect(window.getByRole('log')).toBeVisible();
    await context.setOffline(true);
    const text = `Queued by the worker ${Date.now()}`;
    await window.getByLabel('Message', { exact: true }).fill(text);
    await window.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(window.getByTestId('chat-pending')).toContainText('Waiting for the connection');
    // The failed send sits in the worker's Background Sync queue (workbox's IndexedDB).
    const queued = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('workbox-background-sync');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('requests')) return resolve(0);
            const count = db.transaction('requests').objectStore('requests').count();
            count.onsuccess = () => resolve(count.result);
          };
          open.onerror = () => resolve(-1);
        }),
    );
    expect(queued).toBeGreaterThan(0);
    await context.setOffline(false);
    await expect(window.getByTestId('chat-pending')).toHaveCount(0, { timeout: 20_000 });
    await expect(window.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
    // Whichever retry came first, the server holds the message once.
    const list = await request.get('/api/newOnlinechat!list.action', {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const body = (await list.json()) as { data: { pageList: Array<{ content: string }> } };
    expect(body.data.pageList.filter((m) => m.content === text)).toHaveLength(1);

    // A picture chosen offline: the page asks the worker for a Background Sync of its outbox.
    await context.setOffline(true);
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    await window
      .locator('input[type="file"]')
      .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: picture });
    await expect(window.getByTestId('chat-pending')).toContainText('Waiting for the connection');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker
            .ready) as ServiceWorkerRegistration & {
            sync?: { getTags(): Promise<string[]> };
          };
          return (await registration.sync?.getTags()) ?? [];
        }),
      )
      .toContain('caravan-chat-outbox');
    await context.setOffline(false);
    await expect(window.getByTestId('chat-pending')).toHaveCount(0, { timeout: 20_000 });
    const again = await request.get('/api/newOnlinechat!list.action', {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const pictures = (await again.json()) as { data: { pageList: Array<{ type: string }> } };
    expect(pictures.data.pageList.filter((m) => m.type === 'img')).toHaveLength(1);
  } finally {
    await context.close();
  }
});

/** A write call by API as `token` (text content URL-encoded, as the PWA sends it). */
async function post<T>(
  request: APIRequestContext,
  token: string,
  name: string,
  form: Record<string, string>,
): Promise<T> {
  const response = await request.post(`/api/${name}.action?lang=en`, {
    headers: { authorization: `Bearer ${token}` },
    form,
  });
  const body = (await response.json()) as { code: string; msg: string; data: T };
  expect(body.code, `${name}: ${body.msg}`).toBe('0');
  return body.data;
}

async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/user!newlogin.action?lang=en', {
    form: { username, password },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

test('the header at 390 and 1280 px (en, ar): headset, store chat and bell with their badges, 44 px targets, the chat corner arriving in its reserved slot', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // Unread news of each kind: a customer-service answer, a store answer, an announcement.
  const buyer = await newBuyer(request, PASSWORD, 'chath');
  const goods = (await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 }))
    .pageList[0]!;
  const accounts = demoAccounts();
  const say = (text: string) => ({ type: 'text', content: encodeURIComponent(text) });
  await post(request, buyer.token, 'newOnlinechat!send', say('Hello service'));
  await post(request, buyer.token, 'newOnlinechat!send', {
    ...say('Hello store'),
    sellerId: goods.seller.id,
  });
  const conversation = async (sellerId?: string) => {
    const query = new URLSearchParams({ lang: 'en', ...(sellerId ? { sellerId } : {}) });
    const response = await request.get(`/api/newOnlinechat!list.action?${query.toString()}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    return ((await response.json()) as { data: { conversationId: string } }).data.conversationId;
  };
  const operator = await tokenOf(request, accounts.operator, accounts.password);
  await post(request, operator, 'admin/chat!send', {
    conversationId: await conversation(),
    ...say('Service answer'),
  });
  const owner = accounts.sellers.find((seller) => seller.storeId === goods.seller.id)!;
  await post(
    request,
    await tokenOf(request, owner.username, accounts.password),
    'seller/chat!send',
    {
      conversationId: await conversation(goods.seller.id),
      ...say('Store answer'),
    },
  );
  await post(request, operator, 'admin/notice!announce', {
    brand: 'wholesale',
    title: 'Header check',
    content: 'An announcement for the header badges.',
  });

  for (const width of [390, 1280]) {
    for (const lang of ['en', 'ar'] as const) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      try {
        await logIn(page, buyer.username, PASSWORD);
        if (lang === 'ar') {
          await page.goto('/index?lang=ar');
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        }
        // Hold the chat corner's code to measure the room kept for it, then let it arrive.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/chat-icons-[^/]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/index');
        const slot = page.locator('header [data-signed-in="true"]');
        await expect(slot).toHaveCount(1);
        const reserved = await slot.boundingBox();
        const logo = await page.locator('header img').first().boundingBox();
        release();
        const bell = page.getByTestId('notice-bell');
        await expect(bell).toBeVisible();
        const arrived = await page.getByTestId('chat-service-button').locator('..').boundingBox();
        expect(arrived, `${width} ${lang}: the corner fills its slot`).toEqual(reserved);
        expect(await page.locator('header img').first().boundingBox()).toEqual(logo);

        const service = page.getByTestId('chat-service-button');
        const stores = page.getByTestId('chat-stores-button');
        // Each has its badge; the names carry the counts (badges are hidden from assistive tech).
        await expect(service.locator('[aria-hidden="true"][title]')).toHaveText(/^\d+$/, {
          timeout: 35_000,
        });
        for (const target of [service, stores, bell]) {
          const box = (await target.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
          await expect(target.locator('[aria-hidden="true"][title]')).toHaveText(/^\d+$/);
          if (lang === 'en') await expect(target).toHaveAttribute('aria-label', /, \d+ unread$/);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `${shots}/header-${width}-${lang}.png`,
          clip: { x: 0, y: 0, width, height: 180 },
        });
        if (width === 390) {
          expect(await axeFindingsHere(page, `header 390 ${lang}`)).toEqual([]);
          // Logging out is in the user centre on phones (the header's row holds the chat corner).
          await page.getByTestId('header-username').click();
          await expect(
            page
              .getByRole('navigation')
              .getByRole('button', { name: lang === 'en' ? 'Log out' : /./ }),
          ).toBeVisible();
        }
      } finally {
        await context.close();
      }
    }
  }
});
