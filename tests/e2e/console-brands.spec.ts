// The brand editor from the operator console at phone width: the admin opens Brands and the
// default brand, previews a title change (nothing saved), saves it with a reason and finds the
// new version in the versions, then puts the earlier version back. A new brand is made from the
// list (its rules said beside the fields), opens in the editor, and its title and description in
// another language are edited there. A text colour too light on the
// background is said while typed and refused by the server naming the pair and the ratio. The
// list, the editor and the preview pass axe-core in English and Arabic (right to left); a phone
// screenshot in Arabic goes to tests/e2e/artifacts/ (git-ignored).
import { expect, test, type Page } from '@playwright/test';
import { axeFindingsHere, demoAccounts, logIn } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function openDefaultBrand(page: Page, lang = 'en') {
  await page.goto(`/admin/brands?lang=${lang}`);
  const table = page.getByTestId('brand-table');
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: /· (default|.+)/ });
  await row.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an admin previews and saves a brand title, sees the version, and a low contrast is refused', async ({
  page,
}) => {
  const accounts = demoAccounts();
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Console menu' }).click();
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Brands', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  const table = page.getByTestId('brand-table');
  await expect(table).toBeVisible();
  expect(await axeFindingsHere(page, 'brand list')).toEqual([]);

  // The default brand's editor.
  await table.getByRole('row').filter({ hasText: 'default' }).getByRole('link').click();
  const title = page.getByLabel('Title (English)');
  await expect(title).toBeVisible();
  const before = await title.inputValue();
  expect(await axeFindingsHere(page, 'brand editor')).toEqual([]);

  // Preview: the new title comes back, nothing is saved.
  // Letters only: a number in a title is a claim the server refuses without backing.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const changed = `${before} ${stamp}`;
  await title.fill(changed);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('brand-preview');
  await expect(preview).toContainText(changed);
  await expect(preview).toContainText('13 of 13 colour pairs reach WCAG AA.');
  expect(await axeFindingsHere(page, 'brand preview')).toEqual([]);

  // Without a reason the save is not sent.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Write the reason for the change.')).toBeVisible();
  const versions = page.getByTestId('brand-versions');
  const versionText = (await page.getByTestId('brand-version').textContent()) ?? '';
  const version = Number(versionText.replace(/\D/g, ''));
  await page.getByLabel('Reason for the change').fill('Seasonal title (e2e)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('brand-version')).toHaveText(`Version ${version + 1}`);
  const newest = versions.getByRole('row').filter({ hasText: `${version + 1} (shown now)` });
  await expect(newest).toContainText('Seasonal title (e2e)');
  await expect(newest).toContainText('title');
  await expect(page.getByLabel('Title (English)')).toHaveValue(changed);

  // A text colour too light: said beside the colours while typed, refused by the server.
  const text = page.getByLabel('text', { exact: true });
  await text.fill('#cccccc');
  await expect(page.getByText(/text \/ background.*too low/)).toBeVisible();
  await page.getByLabel('Reason for the change').fill('Lighter text (e2e)');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /1\.\d+/ });
  await expect(alert).toContainText('text');
  await expect(alert).toContainText('background');
  await expect(page.getByTestId('brand-version')).toHaveText(`Version ${version + 1}`);

  // The earlier version back, with a reason and a confirmation.
  await page.reload();
  const restore = page.getByLabel(`Reason: Restore version ${version}`);
  await restore.fill('Back to the usual title (e2e)');
  await page
    .getByRole('button', { name: `Restore version ${version}` })
    .first()
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `Restore version ${version}` })
    .click();
  await expect(page.getByTestId('brand-version')).toHaveText(`Version ${version + 2}`);
  await expect(page.getByLabel('Title (English)')).toHaveValue(before);
});

test('an admin creates a brand from the list and edits its texts per language', async ({
  page,
}) => {
  const accounts = demoAccounts();
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin/brands');
  await page.getByRole('button', { name: 'New brand' }).click();
  const form = page.getByTestId('brand-create');
  await expect(form.getByRole('heading', { name: 'New brand' })).toBeFocused();
  // Nothing written: each rule is said beside its field and nothing is sent.
  const create = form.getByRole('button', { name: 'Create the brand' });
  await create.click();
  await expect(
    form.getByText('Write a code of lowercase letters, digits and hyphens, 40 at most.'),
  ).toBeVisible();
  await expect(form.getByText('Give the brand a name of 60 characters at most.')).toBeVisible();
  await expect(form.getByText('Write the reason for the change.')).toBeVisible();
  expect(await axeFindingsHere(page, 'new brand form')).toEqual([]);

  // A code and a host name other brands have are refused as the server would.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  await form.getByLabel('Brand code').fill('wholesale');
  await form.getByLabel('Name', { exact: true }).fill(`Harbour ${stamp}`);
  await form.getByLabel('Short name').fill('Harbour');
  await form.getByLabel('Host names').fill('meridian.localhost');
  await form.getByLabel('Reason for the change').fill('New storefront (e2e)');
  await create.click();
  await expect(form.getByText("The code wholesale is already a brand's.")).toBeVisible();
  await expect(form.getByText(/Already another brand's: meridian\.localhost/)).toBeVisible();
  await form.getByLabel('Brand code').fill(`harbour-${stamp}`);
  await form.getByLabel('Host names').fill(`${stamp}.harbour-e2e.com`);
  await create.click();

  // Its editor, at version 1, started from the default brand's texts.
  await expect(page.getByRole('heading', { level: 1, name: `Harbour ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('brand-version')).toHaveText('Version 1');
  await expect(page.getByLabel('Host names')).toHaveValue(`${stamp}.harbour-e2e.com`);
  const texts = page.getByTestId('brand-language-texts');
  await texts.getByLabel('Language').selectOption('ar');
  const arabicTitle = texts.getByLabel('Title (العربية)');
  await expect(arabicTitle).not.toHaveValue('');
  await texts.getByRole('button', { name: 'Remove the العربية title and description' }).click();
  await expect(arabicTitle).toHaveValue('');
  await expect(texts.getByTestId('language-missing')).toBeVisible();
  await arabicTitle.fill('متجر هاربر');
  await texts.getByLabel('Description (العربية)').fill('اشترِ بالجملة من البائعين.');
  await expect(texts.getByTestId('language-missing')).toHaveCount(0);
  expect(await axeFindingsHere(page, 'brand texts per language')).toEqual([]);
  await page.getByLabel('Reason for the change').fill('Arabic title (e2e)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('brand-version')).toHaveText('Version 2');
  await expect(
    page.getByTestId('brand-versions').getByRole('row').filter({ hasText: '2 (shown now)' }),
  ).toContainText('title');
});

test('the brand screens pass axe in Arabic, right to left', async ({ page }) => {
  const accounts = demoAccounts();
  await logIn(page, accounts.operator, accounts.password);
  await openDefaultBrand(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeFindingsHere(page, 'brand editor (ar)')).toEqual([]);
  await page.screenshot({ path: 'tests/e2e/artifacts/console-brand-ar-390.png', fullPage: false });
  await page.getByRole('button', { name: 'معاينة' }).click();
  await expect(page.getByTestId('brand-preview')).toBeVisible();
  expect(await axeFindingsHere(page, 'brand preview (ar)')).toEqual([]);
  await page.goto('/admin/brands?lang=ar');
  await expect(page.getByTestId('brand-table')).toBeVisible();
  expect(await axeFindingsHere(page, 'brand list (ar)')).toEqual([]);
});
