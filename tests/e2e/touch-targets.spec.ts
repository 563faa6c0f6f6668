// The smallest supported phone (360 px wide): on the main screens nothing is wider than the
// screen, and every control a finger has to hit is at least 44 x 44 CSS pixels (WCAG 2.5.5's
// enhanced size, the bar). A checkbox or radio counts with the label that wraps it, as
// tapping the label toggles it; links inside running text are exempt (WCAG's inline exception).
import { expect, test, type Page } from '@playwright/test';
import { api, demoAccounts, logIn, overflowWidth, type Card } from './helpers.ts';

const MIN = 44;

async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="menuitemradio"], [tabindex="0"]';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Links in running text: the sentence is the target area, not the link.
      if (element.tagName === 'A' && style.display === 'inline' && element.closest('p')) continue;
      let target: HTMLElement = element;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        target = element.closest('label') ?? element;
      }
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not rendered (closed drawer, sr-only)
      if (target.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.width < min || box.height < min) {
        const name = (
          target.getAttribute('aria-label') ??
          target.textContent ??
          target.getAttribute('name') ??
          ''
        )
          .trim()
          .slice(0, 30);
        found.push(
          `${target.tagName.toLowerCase()}${target.className ? '.' + String(target.className).split(' ')[0] : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN);
}

async function check(page: Page, url: string, problems: string[]) {
  await page.goto(url);
  await expect(page.getByRole('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const overflow = await overflowWidth(page);
  if (overflow > 0) problems.push(`${url}: ${overflow} px wider than the screen`);
  for (const small of await smallTargets(page)) problems.push(`${url}: ${small}`);
}

test.use({ viewport: { width: 360, height: 780 } });

test('main screens at 360 px: no overflow, touch targets of at least 44 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const goods = (await api<{ pageList: Card[] }>(request, 'sellerGoods!list', { pageSize: 1 }))
    .pageList[0]!;
  const problems: string[] = [];
  for (const url of [
    '/index',
    '/classification',
    '/commodity',
    `/productDetails?id=${goods.sellerGoodsId}`,
    `/store?id=${goods.seller.id}`,
    '/login',
    '/register',
  ]) {
    await check(page, url, problems);
  }
  const accounts = demoAccounts();
  await logIn(page, accounts.buyer, accounts.password);
  for (const url of [
    '/userInfo/dashboard',
    '/userInfo/my-order',
    '/userInfo/money-package',
    '/userInfo/money-package/recharge',
    '/userInfo/money-package/withdraw',
    '/userInfo/setup',
    '/credit/application',
    '/credit/myLoan',
  ]) {
    await check(page, url, problems);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
