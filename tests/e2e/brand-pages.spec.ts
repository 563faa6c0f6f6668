// The brand's information pages from the console: the operator is refused a claim nothing backs,
// then publishes a new Arabic paragraph of the about page, and the storefront's
// `/information?page=about` in Arabic shows it; a reset (after a confirmation) brings the brand
// file's text back. Paragraphs are added and removed from the keyboard; support reads only. Then axe-core on the screen at 390 px, and screenshots in English and Arabic
// at 390 px and desktop width to tests/e2e/artifacts/ (git-ignored).
import { expect, test, type Browser } from '@playwright/test';
import { axeFindingsHere, demoAccounts, logIn, newBuyer, otherUser } from './helpers.ts';

const arabic = 'نص تجريبي من لوحة التشغيل: نبيع بالجملة من متاجر مستقلة.';

async function storefrontAbout(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/information?page=about&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const article = page.getByRole('article');
  await expect(article).toBeVisible();
  const text = (await article.textContent()) ?? '';
  await context.close();
  return text;
}

test('the operator publishes the about page in Arabic and the storefront shows it', async ({
  page,
  browser,
}) => {
  const accounts = demoAccounts();
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Brand pages' })
    .click();
  await expect(page.getByRole('heading', { name: 'Brand pages', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Page')).toHaveValue('about');
  await expect(page.getByText("Shown now: the brand file's version")).toBeVisible();

  // A promise nothing backs is refused, naming the field and why.
  const first = page.getByLabel('Paragraph 1', { exact: true });
  const english = await first.inputValue();
  await first.fill('Delivery within 24 hours to every buyer.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toContainText('¶1 (en)');
  await expect(page.getByRole('alert')).toContainText('the number 24');
  await first.fill(english);

  // From the keyboard: a new paragraph takes the focus; without English it is not published.
  const count = await page.getByRole('textbox', { name: /^Paragraph \d+$/ }).count();
  await page.getByRole('button', { name: 'Add paragraph' }).focus();
  await page.keyboard.press('Enter');
  const added = page.getByLabel(`Paragraph ${count + 1}`, { exact: true });
  await expect(added).toBeFocused();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Write the English text of the title and of every paragraph first.',
  );
  await page.getByRole('button', { name: `Remove paragraph ${count + 1}` }).focus();
  await page.keyboard.press('Enter');
  await expect(added).toHaveCount(0);
  await expect(page.getByLabel(`Paragraph ${count}`, { exact: true })).toBeFocused();

  // The Arabic text of the first paragraph, keyboard first: the language menu lists every
  // language, English first.
  const language = page.getByLabel('Language', { exact: true });
  const options = await language.locator('option').allTextContents();
  expect(options).toHaveLength(21);
  expect(options[0]).toMatch(/^English \(en\)/);
  await language.selectOption('ar');
  await expect(page).toHaveURL(/language=ar/);
  await expect(first).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('In English:').first()).toBeVisible();
  await first.fill(arabic);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText(`Shown now: the version ${accounts.operator} published`),
  ).toBeVisible();
  await expect(first).toHaveValue(arabic);

  expect(await storefrontAbout(browser)).toContain(arabic);

  // Reset, after a confirmation: the file's text again.
  await page.getByRole('button', { name: 'Reset to the file version' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText("Reset this page to the brand file's version?");
  await dialog.getByRole('button', { name: 'Reset to the file version' }).click();
  await expect(page.getByText("Shown now: the brand file's version")).toBeVisible();
  expect(await storefrontAbout(browser)).not.toContain(arabic);

  // The audit log has both.
  await page.goto('/admin/audit?targetKind=brand_page');
  await expect(page.getByRole('row').filter({ hasText: 'Brand page published' })).toHaveCount(1);
  await expect(
    page.getByRole('row').filter({ hasText: 'Brand page reset to the file' }),
  ).toHaveCount(1);
});

test('the brand pages screen: axe-core at 390 px, screenshots in English and Arabic', async ({
  page,
}) => {
  const accounts = demoAccounts();
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin/brand-pages?page=returns&language=ar');
  await expect(page.getByRole('heading', { name: 'Brand pages', level: 1 })).toBeVisible();
  expect(await axeFindingsHere(page, 'brand pages 390')).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'tests/e2e/artifacts/brand-pages-en-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'tests/e2e/artifacts/brand-pages-en-desktop.png', fullPage: true });

  // `lang` switches the interface; `language` is the one being edited.
  await page.goto('/admin/brand-pages?page=returns&language=ar&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: 'صفحات العلامة التجارية', level: 1 }),
  ).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/brand-pages-ar-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeFindingsHere(page, 'brand pages ar 390')).toEqual([]);
  await page.screenshot({ path: 'tests/e2e/artifacts/brand-pages-ar-390.png', fullPage: true });
});

test('support sees the brand pages read-only', async ({ request, browser }) => {
  const accounts = demoAccounts();
  const login = await request.post('/api/user!newlogin.action?lang=en', {
    form: { username: accounts.operator, password: accounts.password },
  });
  const operatorToken = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${operatorToken}` };
  const member = await newBuyer(request, 'support-pw1', 'sup');
  const found = await request.get(`/api/admin/user!list.action?lang=en&q=${member.username}`, {
    headers: auth,
  });
  const id = ((await found.json()) as { data: { pageList: Array<{ id: string }> } }).data
    .pageList[0]!.id;
  const granted = await request.post('/api/admin/user!setRoles.action?lang=en', {
    headers: auth,
    form: { id, roles: 'support', reason: 'brand pages e2e' },
  });
  expect(((await granted.json()) as { code: string }).code).toBe('0');

  const support = await otherUser(browser, member.username, 'support-pw1');
  await support.page.goto('/admin/brand-pages?page=about');
  await expect(support.page.getByText('Only an administrator can change the pages.')).toBeVisible();
  await expect(support.page.getByLabel('Title')).toHaveAttribute('readonly', '');
  await expect(support.page.getByLabel('Paragraph 1', { exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(support.page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(support.page.getByRole('button', { name: 'Add paragraph' })).toHaveCount(0);
  await support.close();
});
