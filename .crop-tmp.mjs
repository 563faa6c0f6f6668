import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: 400 }, deviceScaleFactor: 2 });
for (const n of ['pay-success-en-390', 'pay-success-ar-390']) {
  await p.goto('file:///work/main/tests/e2e/artifacts/' + n + '.png');
  await p.evaluate(() => { document.body.style.margin = '0'; const i = document.querySelector('img'); i.style.width = '390px'; i.style.maxWidth='none'; i.style.position='absolute'; i.style.left='0'; i.style.top='0'; });
  await p.screenshot({ path: `/tmp/crop-${n}.png`, clip: { x: 0, y: 0, width: 390, height: 60 } });
}
await b.close();
