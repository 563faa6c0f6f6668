// The operator console: the operator finds a user, disables them with a standard reason, the
// user's session ends at once and their login is refused with the reason in their language, and
// the change is in the audit log; a change of the unpaid-order timeout moves the next order's
// pay-by deadline. Then the console screens in English, Chinese and Arabic at
// 390 px and at desktop width, screenshotted to tests/e2e/artifacts/ (git-ignored).
import { expect, test } from '@playwright/test';
import {
  api,
  demoAccounts,
  logIn,
  newBuyer,
  overflowWidth,
  sweepUnless,
  type Card,
} from './helpers.ts';

test('disable a user with a reason: their session ends and the refused login states the reason', async ({
  page,
  request,
  browser,
}) => {
  const accounts = demoAccounts();
  const buyer = await newBuyer(request, 'buyer-pw1', 'dis');
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dashboard-tiles')).toContainText('Sign-ups');
  // The end-to-end server runs without BACKUP_DIR: the dashboard says no backup is scheduled.
  await expect(page.getByRole('heading', { name: 'Daily backup', level: 2 })).toBeVisible();
  await expect(
    page.getByText('No daily backup is scheduled: set BACKUP_DIR on the server.'),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByLabel('Name, e-mail, user code or phone').fill(buyer.username);
  await page
    .getByRole('search', { name: 'Find users' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(new RegExp(`q=${buyer.username}`));
  await page.getByRole('link', { name: buyer.username, exact: true }).click();
  const userId = new URL(page.url()).searchParams.get('id');
  expect(userId).toBeTruthy();

  await page.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog');
  // No reason, no change.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Choose the reason the user will read')).toBeVisible();
  await dialog.getByLabel('Reason', { exact: true }).selectOption('suspected_fraud');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('user-status')).toHaveText('Disabled — Suspected fraud.');

  // The session the user held stops at once.
  const call = await request.get('/api/wallet!getUsdt.action?lang=en', {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(call.status()).toBe(403);

  // The refused login states the reason, in the user's language.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const user = await context.newPage();
  await user.goto('/login');
  await user.getByLabel('Username / e-mail').fill(buyer.username);
  await user.getByLabel('Password', { exact: true }).fill('buyer-pw1');
  await user.getByRole('button', { name: 'Log in' }).click();
  await expect(
    user.getByText('This account has been disabled by an administrator. Reason: Suspected fraud.'),
  ).toBeVisible();
  await user.goto('/login?lang=cn');
  await user.getByLabel('用户名 / 邮箱').fill(buyer.username);
  await user.getByLabel('密码', { exact: true }).fill('buyer-pw1');
  await user.getByRole('button', { name: '登录' }).click();
  await expect(user.getByText('该账户已被管理员停用。原因：涉嫌欺诈。')).toBeVisible();
  await user.screenshot({ path: 'tests/e2e/artifacts/console-refused-login-cn-390.png' });
  await context.close();

  // The audit log names the change, who made it and why.
  await page.goto(`/admin/audit?targetKind=user&targetId=${userId}`);
  const entry = page.getByRole('row').filter({ hasText: 'User status changed' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(accounts.operator);
  // The record is named (the user's name), not only identified.
  await expect(entry).toContainText(buyer.username);
  await expect(entry).toContainText('status: active → disabled');
  // Back-office times are platform time (its filters speak of platform days), and say so: read as
  // Shanghai time, the entry's time is now (the browser here runs in UTC, 8 hours away).
  await expect(page.getByTestId('platform-time-note')).toContainText('Asia/Shanghai');
  const shown = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.exec(
    await entry.getByRole('cell').first().innerText(),
  )![0];
  expect(Math.abs(Date.parse(`${shown.replace(' ', 'T')}+08:00`) - Date.now())).toBeLessThan(
    5 * 60_000,
  );
  await expect(entry).toContainText('Suspected fraud.');

  // Back to active: the user logs in again.
  await page.goto(`/admin/user?id=${userId}`);
  await page.getByRole('button', { name: 'Make active' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('Active');
  const again = await request.post('/api/user!newlogin.action', {
    form: { username: buyer.username, password: 'buyer-pw1' },
  });
  expect(((await again.json()) as { code: string }).code).toBe('0');
});

for (const lang of ['en', 'cn', 'ar'] as const) {
  // Arabic (right to left, the longest texts) in every run; English and Chinese in the sweep.
  test(
    `console screens in ${lang} at 390 px and desktop`,
    sweepUnless(lang === 'ar'),
    async ({ page }) => {
      test.setTimeout(90_000);
      const accounts = demoAccounts();
      await logIn(page, accounts.operator, accounts.password);
      await page.goto(`/admin/reviews?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await page.goto(`/admin/users?q=${accounts.buyer}`);
      await page.getByRole('link', { name: accounts.buyer, exact: true }).click();
      const userPage = new URL(page.url());
      const screens = {
        dashboard: '/admin',
        parameters: '/admin/parameters',
        stores: '/admin/stores',
        goods: '/admin/goods',
        reviews: '/admin/reviews',
        users: '/admin/users',
        user: `${userPage.pathname}${userPage.search}`,
        audit: '/admin/audit',
      };
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, url] of Object.entries(screens)) {
          await page.goto(url);
          await expect(page.getByRole('main')).toBeVisible();
          await page.waitForLoadState('networkidle');
          const overflow = await overflowWidth(page);
          expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
          // Nor does a table hide its columns behind a sideways scroll: on a phone a row is a card.
          const hidden = await page
            .locator('[role="region"]:has(> table)')
            .evaluateAll((boxes) => boxes.map((box) => box.scrollWidth - box.clientWidth));
          for (const extra of hidden)
            expect(extra, `a table of ${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(
              width === 390 ? 1 : Number.POSITIVE_INFINITY,
            );
          await page.screenshot({
            path: `tests/e2e/artifacts/console-${name}-${lang}-${width}.png`,
            fullPage: true,
          });
        }
      }
      if (lang === 'ar') {
        // A user's roles are one list in the reader's language, not joined by a Latin comma
        // (#40): the operator is a buyer and an administrator.
        await page.goto(`/admin/users?q=${accounts.operator}`);
        const roles = page
          .getByRole('row')
          .filter({ hasText: accounts.operator })
          .locator('[data-column="roles"]');
        await expect(roles).toContainText(
          new Intl.ListFormat('ar', { style: 'long', type: 'conjunction' }).format([
            'مشترٍ',
            'مسؤول',
          ]),
        );
        await expect(roles).not.toContainText(',');
      }
      // On a phone the menu folds behind its button and opens from the keyboard.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/users');
      const menu = page
        .getByRole('navigation', { name: /./ })
        .filter({ has: page.locator('a[href="/admin/audit"]') });
      await expect(menu).toBeHidden();
      const toggle = page.locator('button[aria-controls]').first();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await menu.locator('a[href="/admin/audit"]').focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/audit/);
      await expect(menu).toBeHidden();
    },
  );
}

test('change the unpaid-order timeout in the console: the next order is due by the new deadline', async ({
  page,
  request,
  browser,
}) => {
  const accounts = demoAccounts();
  const buyer = await newBuyer(request, 'buyer-pw1', 'due');
  const auth = { authorization: `Bearer ${buyer.token}` };
  const goods = await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 });
  const addresses = await (
    await request.get('/api/address!list.action?lang=en', { headers: auth })
  ).json();
  const addressId = (addresses as { data: { pageList: Array<{ id: string }> } }).data.pageList[0]!
    .id;
  const order = async () => {
    const placed = (await (
      await request.post('/api/order!submit.action?lang=en', {
        headers: auth,
        form: {
          addressId,
          items: JSON.stringify([{ sellerGoodsId: goods.pageList[0]!.sellerGoodsId, num: 1 }]),
        },
      })
    ).json()) as { code: string; msg: string; data: { orders: Array<{ orderId: string }> } };
    expect(placed.code, placed.msg).toBe('0');
    const orderId = placed.data.orders[0]!.orderId;
    const info = (await (
      await request.get(`/api/order!info.action?lang=en&orderId=${orderId}`, { headers: auth })
    ).json()) as { data: { orderInfo: { createTime: string; deadline: { time: string } } } };
    const { createTime, deadline } = info.data.orderInfo;
    const minutes = (Date.parse(deadline.time) - Date.parse(createTime)) / 60_000;
    return { orderId, minutes, deadline: deadline.time };
  };
  const setTimeout = async (minutes: string) => {
    await page.goto('/admin/parameters');
    const row = page.getByTestId('parameter-order_unpaid_timeout_minutes');
    await row.getByLabel('Unpaid orders are cancelled after (minutes)').fill(minutes);
    await row.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
    await expect(row.getByLabel('Unpaid orders are cancelled after (minutes)')).toHaveValue(
      minutes,
    );
    await expect(row).toContainText('Changed');
  };

  await logIn(page, accounts.operator, accounts.password);
  const before = await order();
  await setTimeout('45');
  const after = await order();
  expect(before.minutes).not.toBe(45);
  expect(after.minutes).toBe(45);

  // The buyer's order page states the new deadline (in the browser's zone, Europe/London here).
  const shown = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(`${after.deadline.replace(' ', 'T')}+08:00`));
  const context = await browser.newContext();
  const buyerPage = await context.newPage();
  await logIn(buyerPage, buyer.username, 'buyer-pw1');
  await buyerPage.goto(`/userInfo/order-detail?id=${after.orderId}`);
  await expect(buyerPage.getByTestId('order-deadline')).toContainText(`Pay by ${shown}`);
  await context.close();

  // The change is in the audit log with old and new value; then the default comes back.
  await page.goto('/admin/audit?targetKind=syspara&targetId=order_unpaid_timeout_minutes');
  await expect(page.getByRole('row').filter({ hasText: 'System parameter changed' })).toContainText(
    'value: 180 → 45',
  );
  await setTimeout(String(before.minutes));
});
