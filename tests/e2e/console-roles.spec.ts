// Operator roles in the console (issue 37), at phone width: an admin makes a role that grants only
// withdrawals, gives it to an account from the user's page, and that operator's console offers
// only the dashboard and the withdrawal queue (a typed address to another screen says they have no
// access). A permission taken from a role while its holder has the console open: their next call
// is refused with the reason and the console stops offering the screen at once. The role editor
// passes axe in English and Arabic (right to left), screenshotted to tests/e2e/artifacts/
// (git-ignored).
import { expect, test, type Page } from '@playwright/test';
import {
  axeFindingsHere,
  bearer,
  demoAccounts,
  logIn,
  newBuyer,
  ok,
  otherUser,
} from './helpers.ts';

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** The console menu's links, opened from its button (folded on a phone). */
async function menuLinks(page: Page): Promise<string[]> {
  const toggle = page.getByRole('button', { name: 'Console menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Operator console' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  return menu.getByRole('link').allInnerTexts();
}

test('a role with withdrawals only: the operator holding it sees only the withdrawal entries', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const accounts = demoAccounts();
  const clerk = await newBuyer(request, 'clerk-pw1', 'clerk', { fundPassword: false });
  const roleName = `Withdrawal clerk ${Date.now().toString(36)}`;

  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  // The built-ins are listed, read-only.
  const admin = page.getByTestId('role-card').filter({ hasText: 'Administrator' });
  await expect(admin).toContainText('Built-in, read-only');
  await expect(admin.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'New role' }).click();
  const form = page.getByTestId('role-form');
  await expect(form.getByRole('heading', { name: 'New role' })).toBeFocused();
  // Nothing chosen: both rules are said, nothing is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Give the role a name')).toBeVisible();
  await expect(form.getByText('Choose at least one permission')).toBeVisible();
  await form.getByLabel('Role name').fill(roleName);
  await form
    .getByRole('group', { name: 'Finance' })
    .getByRole('checkbox', { name: 'Withdrawals' })
    .check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const card = page.getByTestId('role-card').filter({ hasText: roleName });
  await expect(card).toContainText('Held by 0 accounts');
  await expect(card.getByRole('definition')).toHaveText(['Withdrawals']);

  // Given to the clerk's account from the users screen.
  await page.goto(`/admin/users?q=${clerk.username}`);
  await page.getByRole('link', { name: clerk.username, exact: true }).click();
  const roles = page.getByRole('group', { name: 'Operator roles' });
  await roles.getByRole('checkbox', { name: roleName }).check();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(roleName);
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText(`${roleName}`).first()).toBeVisible();
  await page.goto('/admin/roles');
  await expect(card).toContainText('Held by 1 account');

  // The clerk's console: the dashboard and the reviews, where only the withdrawals are.
  const other = await otherUser(browser, clerk.username, 'clerk-pw1', phone);
  const clerkPage = other.page;
  await clerkPage.goto('/admin');
  await expect(clerkPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await menuLinks(clerkPage)).toEqual(['Dashboard', 'Reviews']);
  await clerkPage
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(clerkPage.getByRole('heading', { name: 'Pending withdrawals' })).toBeVisible();
  await expect(clerkPage.getByRole('heading', { name: 'Pending deposits' })).toHaveCount(0);
  await expect(clerkPage.getByRole('heading', { name: 'Refund and return requests' })).toHaveCount(
    0,
  );
  // A screen the role does not open, by its address: a plain no-access page.
  for (const url of ['/admin/roles', '/admin/users', '/admin/parameters']) {
    await clerkPage.goto(url);
    await expect(
      clerkPage.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(clerkPage.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  }
  await other.close();
});

test('a permission taken from a role while the console is open: refused with the reason, the screen goes', async ({
  page,
  request,
}) => {
  const accounts = demoAccounts();
  const admin = await bearer(request, accounts.operator, accounts.password);
  const clerk = await newBuyer(request, 'params-pw1', 'paramclerk', { fundPassword: false });
  const saveRole = (form: Record<string, string>) =>
    ok<{ code: string; name: string }>(
      request.post('/api/admin/role!save.action?lang=en', { headers: admin, form }),
    );
  const name = `Parameters clerk ${Date.now().toString(36)}`;
  const permissions = (list: string[]) => JSON.stringify(list);
  const role = await saveRole({
    name,
    permissions: permissions(['platform.parameters', 'platform.audit']),
    reason: 'e2e',
  });
  const found = await ok<{ pageList: Array<{ id: string }> }>(
    request.get(`/api/admin/user!list.action?q=${clerk.username}`, { headers: admin }),
  );
  await ok(
    request.post('/api/admin/user!setRoles.action', {
      headers: admin,
      form: { id: found.pageList[0]!.id, roles: JSON.stringify([role.code]), reason: 'e2e' },
    }),
  );

  await logIn(page, clerk.username, 'params-pw1');
  await page.goto('/admin/parameters');
  const row = page.getByTestId('parameter-order_max_unpaid');
  await expect(row.getByRole('button', { name: 'Save' })).toBeVisible();
  // Meanwhile an admin takes the parameters permission out of the role.
  await saveRole({ code: role.code, name, permissions: permissions(['platform.audit']) });
  // Not a number: had the call gone through, it would still change nothing.
  await row.getByRole('textbox').fill('not a number');
  await row.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      /Your operator role does not include the permission this needs: .*platform\.parameters/,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeVisible();
  expect(await menuLinks(page)).toEqual(['Dashboard', 'Audit log']);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the role editor in ${lang} at phone width passes axe`, async ({ page }) => {
    const accounts = demoAccounts();
    await logIn(page, accounts.operator, accounts.password);
    await page.goto(`/admin/roles?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('role-card').first()).toBeVisible();
    const newRole = lang === 'ar' ? 'دور جديد' : 'New role';
    await page.getByRole('button', { name: newRole }).click();
    const form = page.getByTestId('role-form');
    await expect(form.getByRole('group')).toHaveCount(7);
    if (lang === 'ar') await expect(form.getByRole('group', { name: 'المالية' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeFindingsHere(page, `role editor (${lang})`)).toEqual([]);
    await page.screenshot({
      path: `tests/e2e/artifacts/console-roles-${lang}-390.png`,
      fullPage: true,
    });
  });
}
