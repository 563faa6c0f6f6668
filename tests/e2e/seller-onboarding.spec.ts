// A person becomes a seller without a database console: a guest is asked to log in, applies with
// a logo and categories, sees the application waiting, an operator rejects it with a reason the
// applicant reads, the applicant applies again, the operator approves, and the applicant is led
// to the seller panel of their new store. At phone width.
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demoAccounts, logIn } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const uniqueName = () => `sel${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function asOperator(browser: Browser, act: (page: Page) => Promise<void>) {
  const accounts = demoAccounts();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, accounts.operator, accounts.password);
  await page.goto('/admin/reviews');
  await act(page);
  await context.close();
}

async function fillApplication(page: Page, storeName: string, logo: Buffer) {
  await page.getByLabel('Store name').fill(storeName);
  await page.getByLabel('What the store sells').fill('Ceramic tableware by the crate.');
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Uploaded').first()).toBeVisible();
  await page.getByLabel('Contact e-mail').fill('sales@ceramics.example');
  await page.getByLabel('Contact phone').fill('+86 20 5555 0199');
  await page.getByLabel('Ships from').selectOption('CN');
  await page
    .getByRole('group', { name: 'Main categories (1 to 5)' })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByLabel('Company name').fill('Guangzhou Ceramics Co.');
  await page.getByLabel('Company registration number').fill('91440101MA5CXXXX');
}

test('apply for a store, be rejected with a reason, apply again and be approved', async ({
  page,
  request,
  browser,
}) => {
  const username = uniqueName();
  const registered = await request.post('/api/localuser!registerNoVerifcode.action', {
    form: { username, password: 'seller-pw1', re_password: 'seller-pw1' },
  });
  expect(((await registered.json()) as { code: string }).code).toBe('0');
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#c2410c' },
  })
    .png()
    .toBuffer();

  await page.goto('/merchantSettled');
  await expect(page.getByText('Log in or register to apply for a store.')).toBeVisible();
  await logIn(page, username, 'seller-pw1');
  await page.goto('/merchantSettled');

  // The form checks the fields before sending.
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Enter the store name (up to 60 characters)')).toBeVisible();
  await expect(page.getByText('Upload the store logo')).toBeVisible();

  const storeName = `Canton Ceramics ${username}`;
  await fillApplication(page, storeName, logo);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('application-status')).toContainText('is waiting for review');

  await asOperator(browser, async (admin) => {
    const row = admin.getByRole('listitem').filter({ hasText: storeName });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog');
    // A rejection needs a reason: a standard one, or "other" with the operator's words.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Choose the reason the user will read')).toBeVisible();
    await dialog.getByLabel('Reason', { exact: true }).selectOption('other');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Write the reason the user will read')).toBeVisible();
    await dialog
      .getByLabel('Reason in your words (shown as written)')
      .fill('Please add the company certificate.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(row).toHaveCount(0);
  });

  await page.reload();
  await expect(page.getByTestId('application-reason')).toHaveText(
    'Please add the company certificate.',
  );
  await page.getByRole('button', { name: 'Apply again' }).click();
  await fillApplication(page, storeName, logo);
  await page
    .getByLabel('Company certificate (optional)')
    .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Uploaded')).toHaveCount(2);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('application-status')).toContainText('is waiting for review');

  await asOperator(browser, async (admin) => {
    const row = admin.getByRole('listitem').filter({ hasText: storeName });
    // The certificate is private: the operator's page fetches it with the session.
    await expect(row.getByRole('img', { name: 'Company certificate' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Note (optional)').fill('Welcome aboard: list your kilns first.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0);
  });

  await page.reload();
  await expect(page.getByTestId('application-status')).toContainText(
    `Your store ${storeName} is open.`,
  );
  await page.getByRole('link', { name: 'Go to the seller panel' }).click();
  await expect(page).toHaveURL(/\/seller$/);

  // The approval's note reaches the new store owner with the notice.
  await page.goto('/userInfo/messages');
  await expect(
    page.getByText(
      `Your store ${storeName} is open. Operator's note: Welcome aboard: list your kilns first.`,
    ),
  ).toBeVisible();
});
