// Header search: suggestions from sellerGoods!search-keyword, goods-or-stores results, the empty
// keyword warning, and the history (newest first, de-duplicated, at most 10, clear-all confirmed).
import { expect, test, type Page } from '@playwright/test';
import { api, type Card } from './helpers.ts';

async function search(page: Page, keyword: string) {
  const box = page.getByRole('combobox', { name: 'Search products or stores' });
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search(Goods|Store)\?/);
}

test('suggestions, results and the stores row', async ({ page, request }) => {
  const list = await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 });
  const word = list.pageList[0]!.name.split(' ').at(-1)!;
  const suggestions = await api<{ goodsList: Array<{ name: string }> }>(
    request,
    'sellerGoods!search-keyword',
    { keyword: word },
  );
  expect(suggestions.goodsList.length).toBeGreaterThan(0);

  await page.goto('/index');
  const box = page.getByRole('combobox', { name: 'Search products or stores' });
  await box.fill(word);
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option', { name: `Search stores for “${word}”` })).toBeVisible();
  await expect(
    listbox.getByRole('option', { name: suggestions.goodsList[0]!.name }).first(),
  ).toBeVisible();

  // Keyboard: the first option is the stores row.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box.press('Escape');
  await expect(listbox).toBeHidden();

  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchGoods\?k=/);
  // The keyword travels JSON-encoded in `k`.
  expect(new URL(page.url()).searchParams.get('k')).toBe(JSON.stringify(word));
  await expect(
    page.getByRole('heading', { level: 1, name: `Products for “${word}”` }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

  // A keyword no goods match opens the store results.
  await search(page, 'zzqxnotathing');
  await expect(page).toHaveURL(/\/searchStore\?k=/);
  await expect(page.getByText('No stores found for “zzqxnotathing”.')).toBeVisible();
});

test('empty keyword warns for 1.5 s', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'Please enter keyword to search' });
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  await expect(warning).toBeHidden({ timeout: 3000 });
});

test('history keeps the 10 newest distinct keywords, clear-all asks first', async ({ page }) => {
  await page.goto('/index');
  for (let i = 1; i <= 11; i++) await search(page, `kw${i}`);
  await search(page, 'kw5'); // a repeat moves to the front instead of duplicating

  const box = page.getByRole('combobox', { name: 'Search products or stores' });
  await box.fill('');
  await box.click();
  const history = page.getByRole('listbox', { name: 'Search history' });
  const tags = history.getByRole('option');
  await expect(tags).toHaveCount(10);
  await expect(tags).toHaveText([
    'kw5',
    'kw11',
    'kw10',
    'kw9',
    'kw8',
    'kw7',
    'kw6',
    'kw4',
    'kw3',
    'kw2',
  ]);

  // Kept across reloads (IndexedDB).
  await page.reload();
  await box.fill('');
  await box.click();
  await expect(tags).toHaveCount(10);

  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear search history?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await box.click();
  await expect(tags).toHaveCount(10);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all' }).click();
  await box.click();
  await expect(tags).toHaveCount(0);
});
