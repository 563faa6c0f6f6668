// Accounts in the browser against the real server (SLIDER_CHECK=off, see serve.mjs): the full
// register -> logout -> login -> change password -> login cycle, the lock message, the auth
// redirect, and the right-to-left Arabic login page.
import { expect, test, type Page } from '@playwright/test';

const uniqueName = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username / e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Operation success')).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('register, log out, log in, change the password, log in with the new one', async ({
  page,
}) => {
  const username = uniqueName();
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('first-pw1');
  await page.getByLabel('Confirm password').fill('first-pw1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('header-username')).toHaveText(username);

  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await logIn(page, username, 'first-pw1');
  await expect(page.getByTestId('header-username')).toHaveText(username);

  await page.goto('/userInfo/setup/login-password');
  await page.getByLabel('Old password').fill('first-pw1');
  await page.getByLabel('New password').fill('second-pw2');
  await page.getByLabel('Confirm password').fill('second-pw2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Operation success')).toBeVisible();

  await logOut(page);
  await logIn(page, username, 'first-pw1');
  await expect(page.getByTestId('form-error')).toHaveText('Wrong username or password');
  await logIn(page, username, 'second-pw2');
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await page.goto('/userInfo');
  await expect(page).toHaveURL(/\/userInfo\/dashboard$/);
  await expect(page.getByTestId('dashboard-username')).toHaveText(username);
});

test('three wrong passwords show the 3-minute lock message', async ({ page, request }) => {
  const username = uniqueName();
  const res = await request.post('/api/localuser!registerNoVerifcode.action', {
    form: { username, password: 'right-pw1', re_password: 'right-pw1' },
  });
  expect((await res.json()).code).toBe('0');
  await page.goto('/login');
  await page.getByLabel('Username / e-mail').fill(username);
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Log in' });
  for (const attempt of ['wrong-1', 'wrong-2']) {
    await password.fill(attempt);
    await submit.click();
    await expect(page.getByTestId('form-error')).toHaveText('Wrong username or password');
  }
  await password.fill('wrong-3');
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'Three wrong entries in a row, please retry in 3 minutes',
  );
  // Even the right password is refused during the lock.
  await password.fill('right-pw1');
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'Three wrong entries in a row, please retry in 3 minutes',
  );
});

test('account pages send a visitor to the login page and back after login', async ({
  page,
  request,
}) => {
  const username = uniqueName();
  await request.post('/api/localuser!registerNoVerifcode.action', {
    form: { username, password: 'right-pw1', re_password: 'right-pw1' },
  });
  await page.goto('/userInfo/setup');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username / e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('right-pw1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/userInfo\/setup$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('the Arabic login page reads right to left', async ({ page }) => {
  await page.goto('/login?lang=ar');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('يرجى إدخال اسم المستخدم')).toBeVisible();
});

test('set the fund password, then cancel the account', async ({ page }) => {
  const username = uniqueName();
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('cancel-pw1');
  await page.getByLabel('Confirm password').fill('cancel-pw1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('header-username')).toHaveText(username);

  await page.goto('/userInfo/setup/transaction-password');
  // The first fund password needs the login password: a session alone is not enough.
  await page.getByLabel('Login password').fill('wrong-pw1');
  await page.getByLabel('Fund password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm fund password').fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('The login password is wrong');
  await page.getByLabel('Login password').fill('cancel-pw1');
  await page.getByLabel('Fund password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm fund password').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The fund password must be exactly 6 digits')).toBeVisible();
  await page.getByLabel('Fund password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm fund password').fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Operation success')).toBeVisible();
  await expect(page.getByLabel('Old fund password')).toBeVisible();

  await page.goto('/userInfo/setup/account-cancellation');
  await page.getByRole('button', { name: 'Cancel my account' }).click();
  await expect(page.getByText('Please enter the reason for cancellation')).toBeVisible();
  await page.getByLabel('Reason for cancellation').fill('No longer needed');
  // The login password again: a session alone cannot end the account.
  await page.getByLabel('Login password').fill('cancel-pw1');
  await page.getByRole('button', { name: 'Cancel my account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel my account' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await logIn(page, username, 'cancel-pw1');
  await expect(page.getByTestId('form-error')).toHaveText('Wrong username or password');
});

test('a quick register on a slow connection waits for the slider check instead of refusing', async ({
  page,
}) => {
  // The server answers the puzzle's call only after the form is filled: before, a submit in that
  // moment was refused with "complete the slider check" for a check nobody could see yet.
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.includes('captcha!slider'),
    async (route) => {
      await answered;
      await route.continue();
    },
  );
  const username = uniqueName();
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('slow-pw1');
  await page.getByLabel('Confirm password').fill('slow-pw1');
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  release();
  await register.click();
  await expect(page.getByTestId('header-username')).toHaveText(username);
  await expect(page.getByText('Please complete the slider check')).toHaveCount(0);
});
