// Every offered language on the screens a buyer meets first and last: home, a product, the wallet
// and checkout. Per language: `lang` and `dir` on <html> are right, no English sentence of the
// interface catalog is on screen where the language has its own text (a missing translation
// falls back to English silently), nothing overflows at phone width, and a 390 px screenshot is
// saved to tests/e2e/artifacts/languages/ for review and as a CI artifact.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { bcp47, isRtl, languageCodes, type LanguageCode } from '../../domain/i18n/languages.ts';
import { api, logIn, newBuyer, overflowWidth, SWEEP } from './helpers.ts';

type Entry = { message?: string; translation?: string; obsolete?: boolean };
const po = formatter({ lineNumbers: false });

function catalog(code: LanguageCode): Record<string, Entry> {
  const filename = `locales/${code}/messages.po`;
  return po.parse(readFileSync(filename, 'utf8'), {
    locale: code,
    sourceLocale: 'en',
    filename,
  }) as Record<string, Entry>;
}

/**
 * The English sentences a language must not show: the literal runs (between ICU arguments and
 * rich-text tags) of every message the language translates differently, long enough (two words,
 * 12 characters) that they cannot occur by chance in product names or numbers.
 */
function englishSentences(code: LanguageCode): string[] {
  const english = catalog('en');
  const own = catalog(code);
  const sentences = new Set<string>();
  for (const [id, entry] of Object.entries(english)) {
    const source = entry.message ?? entry.translation ?? '';
    const translation = own[id]?.translation ?? '';
    if (entry.obsolete || !source || translation.trim() === source.trim()) continue;
    for (const run of source.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+\/?>/)) {
      const text = run.trim();
      if (text.length >= 12 && /\s/.test(text)) sentences.add(text);
    }
  }
  return [...sentences];
}

async function englishOnScreen(page: Page, sentences: string[]): Promise<string[]> {
  // innerText collapses whitespace the way a reader sees it; labels and alt texts count too.
  const text = await page.evaluate(() => {
    const names = ['aria-label', 'alt', 'placeholder', 'title'];
    const labels: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll('[aria-label],[alt],[placeholder],[title]'),
    )) {
      for (const name of names) labels.push(el.getAttribute(name) ?? '');
    }
    return [document.body.innerText, ...labels].join('\n').replace(/\s+/g, ' ');
  });
  return sentences.filter((sentence) => text.includes(sentence));
}

const PASSWORD = 'langs-pw1';

// A sweep (21 languages x 5 screens, about 5 minutes): `npm run test:e2e:sweep`, not `npm test`.
test(
  'every language: lang and dir, no English fallback, no overflow at 390 px',
  SWEEP,
  async ({ page }) => {
    test.setTimeout(600_000);
    const { username } = await newBuyer(page.request, PASSWORD, 'lang');
    const list = await api<{ pageList: { sellerGoodsId: string; buyMin: number }[] }>(
      page.request,
      'sellerGoods!list',
      { pageSize: 60, sort: 'price_asc' },
    );
    const listing = list.pageList.find((goods) => goods.buyMin === 1) ?? list.pageList[0]!;

    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, username, PASSWORD);
    // One line in the cart (kept on the device) so checkout has something to show.
    await page.goto(`/productDetails?id=${listing.sellerGoodsId}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('Added to cart')).toBeVisible();

    const screens = {
      home: { url: '/index', ready: (p: Page) => p.getByRole('region').first() },
      product: {
        url: `/productDetails?id=${listing.sellerGoodsId}`,
        ready: (p: Page) => p.getByTestId('add-to-cart'),
      },
      wallet: { url: '/userInfo/money-package', ready: (p: Page) => p.getByRole('tab').first() },
      checkout: { url: '/settlement', ready: (p: Page) => p.getByTestId('settlement-total') },
      credit: { url: '/credit/application', ready: (p: Page) => p.locator('#kyc-title') },
    };
    const problems: string[] = [];
    for (const code of languageCodes) {
      const sentences = code === 'en' ? [] : englishSentences(code);
      await page.goto(`/index?lang=${code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', bcp47[code]);
      await expect(page.locator('html')).toHaveAttribute('dir', isRtl(code) ? 'rtl' : 'ltr');
      for (const [name, screen] of Object.entries(screens)) {
        if (name === 'checkout') {
          // Checkout opens from the cart with the line selected, as a buyer reaches it.
          await page.goto(screens.product.url);
          await page.getByTestId('cart-bar').click();
          await page.getByTestId('cart-checkout').click();
          await expect(page).toHaveURL(/\/settlement$/);
        } else {
          await page.goto(screen.url);
        }
        await expect(screen.ready(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const sentence of await englishOnScreen(page, sentences)) {
          problems.push(`${code} ${name}: "${sentence}"`);
        }
        const overflow = await overflowWidth(page);
        if (overflow > 0) problems.push(`${code} ${name}: ${overflow} px wider than the screen`);
        await page.screenshot({ path: `tests/e2e/artifacts/languages/${name}-${code}-390.png` });
      }
    }
    expect(problems).toEqual([]);
  },
);
