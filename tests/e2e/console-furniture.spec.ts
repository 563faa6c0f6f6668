// The catalogue's furniture from the operator console: an admin adds a subcategory with its names
// (the form first says what is missing, beside the field) and a guest finds it in the storefront's
// category tree, in English and in Chinese; deleting its parent is refused with the server's
// reason; an admin adds a home banner with an uploaded picture and a guest sees it on the home
// page, then it is deleted after a confirmation. The three screens pass axe-core at phone width,
// and are screenshotted in English and Arabic at 390 px and desktop width to
// tests/e2e/artifacts/ (git-ignored).
import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import {
  api,
  axeFindingsAt,
  axeFindingsHere,
  demoAccounts,
  logIn,
  overflowWidth,
  sweepUnless,
} from './helpers.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function asGuest(browser: Browser, url: string, width = 390) {
  // Reduced motion: the home carousel stays on its first slide.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('an admin adds a subcategory with its names; the storefront tree shows it', async ({
  page,
  browser,
  request,
}) => {
  const accounts = demoAccounts();
  const tree = await api<Array<{ id: string; name: string }>>(request, 'category!tree');
  const parent = tree[0]!;
  const name = `Garden hoses ${unique()}`;
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New category' }).click();
  const editor = page.getByRole('region', { name: 'New category' });
  // The editor takes the focus; a missing English name is said beside its field.
  await expect(editor.getByRole('heading', { name: 'New category' })).toBeFocused();
  await editor.getByLabel('Level').selectOption(parent.id);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByLabel('English')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('Write the English name')).toBeVisible();
  await editor.getByLabel('English').fill(name);
  await editor.getByLabel('简体中文').fill(`园艺水管 ${name}`);
  await editor.getByLabel('العربية').fill(`خراطيم الحديقة ${name}`);
  await editor.getByText(/Other languages/).click();
  await editor.getByLabel('Deutsch').fill(`Gartenschläuche ${name}`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  // Focus goes back to where the editor was opened from.
  await expect(page.getByRole('button', { name: 'New category' })).toBeFocused();
  // The parent's subcategories, the new one among them.
  await page.getByLabel('Level', { exact: true }).selectOption(parent.id);
  await page.getByRole('search', { name: 'Find categories' }).getByRole('button').click();
  const row = page.getByTestId('category-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Under ${parent.name}`);

  // A guest finds it under its parent, in English and in Chinese (the tree shows subcategories
  // at desktop width).
  const guest = await asGuest(browser, `/classification?categoryId=${parent.id}`, 1280);
  await expect(
    guest.page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name }),
  ).toBeVisible();
  await guest.page.goto(`/classification?categoryId=${parent.id}&lang=cn`);
  await expect(guest.page.getByRole('link', { name: `园艺水管 ${name}` })).toBeVisible();
  await guest.close();

  // The parent has subcategories: the server refuses to delete it and the screen says why.
  await page.goto('/admin/categories?parent=top');
  const parentRow = page
    .getByTestId('category-table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: parent.name, exact: true }) });
  await parentRow.getByRole('button', { name: `Delete ${parent.name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(parent.name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'subcategories' })).toContainText(
    'This category has subcategories; delete or move them first',
  );

  // The new one is deleted after its confirmation, and the audit log has both steps.
  await page.goto(`/admin/categories?parent=${parent.id}`);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('category-table')).not.toContainText(name);
  await page.goto('/admin/audit?targetKind=category');
  await expect(page.getByRole('row').filter({ hasText: 'Category created' }).first()).toContainText(
    name,
  );
  await expect(page.getByRole('row').filter({ hasText: 'Category deleted' }).first()).toContainText(
    accounts.operator,
  );
});

test('an admin adds a home banner with a picture; the home page shows it', async ({
  page,
  browser,
}) => {
  const accounts = demoAccounts();
  const title = `Spring crates ${unique()}`;
  const picture = await sharp({
    create: { width: 600, height: 200, channels: 3, background: '#2a7' },
  })
    .png()
    .toBuffer();
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'New banner' }).click();
  const editor = page.getByRole('region', { name: 'New banner' });
  await editor.getByLabel('Opens').selectOption('url');
  await editor.getByLabel('Web address').fill('http://example.com/spring');
  await editor.getByRole('button', { name: 'Save' }).click();
  // Each rule is said beside its field.
  await expect(editor.getByText('Write the English title')).toBeVisible();
  await expect(editor.getByText('Upload the picture')).toBeVisible();
  await expect(editor.getByText('Write an address that starts with https://')).toBeVisible();
  await editor.getByLabel('English').fill(title);
  await editor.getByLabel('العربية').fill(`صناديق الربيع ${title}`);
  await editor
    .getByLabel('Picture (wide, about 3 : 1)')
    .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: picture });
  await expect(editor.getByText('Uploaded')).toBeVisible();
  await editor.getByLabel('Web address').fill('https://example.com/spring');
  await editor.getByLabel('Starts').fill('2020-01-01T00:00:00');
  await editor.getByLabel('Ends').fill('2019-01-01T00:00:00');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('The end must come after the start')).toBeVisible();
  await editor.getByLabel('Ends').fill('');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const row = page.getByTestId('banner-table').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Home page carousel');
  await expect(row).toContainText('https://example.com/spring');

  const guest = await asGuest(browser, '/index');
  const slide = guest.page.getByRole('link').filter({ hasText: title });
  await expect(slide).toBeVisible();
  await expect(slide).toHaveAttribute('href', 'https://example.com/spring');
  await expect(slide.locator('img')).toHaveAttribute('src', /^\/uploads\/catalog\//);
  await guest.page.goto('/index?lang=ar');
  await expect(guest.page.getByText(`صناديق الربيع ${title}`)).toBeVisible();
  await guest.close();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('banner-table')).not.toContainText(title);
  const after = await asGuest(browser, '/index');
  await expect(after.page.getByRole('main')).toBeVisible();
  await expect(after.page.getByText(title)).toHaveCount(0);
  await after.close();
});

test('the three screens pass axe-core at phone width, with an editor open too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const accounts = demoAccounts();
  await logIn(page, accounts.operator, accounts.password);
  const findings: string[] = [];
  for (const [url, button] of [
    ['/admin/categories', 'New category'],
    ['/admin/banners', 'New banner'],
    ['/admin/lottery', 'New lucky draw'],
  ] as const) {
    findings.push(...(await axeFindingsAt(page, url)));
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // The editor with its rule messages showing.
    findings.push(...(await axeFindingsHere(page, `${url} (editor)`)));
    // Escape closes the editor from the keyboard.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('furniture-editor')).toHaveCount(0);
  }
  expect(findings, findings.join('\n')).toEqual([]);
});

for (const lang of ['en', 'ar'] as const) {
  // Arabic in every run; English in the sweep.
  test(
    `catalogue screens in ${lang} at 390 px and desktop`,
    sweepUnless(lang === 'ar'),
    async ({ page }) => {
      test.setTimeout(90_000);
      const accounts = demoAccounts();
      await logIn(page, accounts.operator, accounts.password);
      await page.goto(`/admin/categories?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const name of ['categories', 'banners', 'lottery']) {
          await page.goto(`/admin/${name}`);
          await expect(page.getByRole('main')).toBeVisible();
          await page.waitForLoadState('networkidle');
          const overflow = await overflowWidth(page);
          expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `tests/e2e/artifacts/console-${name}-${lang}-${width}.png`,
            fullPage: true,
          });
          // The editor open, for the look of the form.
          await page.getByTestId('furniture-new').click();
          await page.getByTestId('furniture-editor').locator('button[type="submit"]').click();
          await page.screenshot({
            path: `tests/e2e/artifacts/console-${name}-editor-${lang}-${width}.png`,
            fullPage: true,
          });
        }
      }
    },
  );
}
