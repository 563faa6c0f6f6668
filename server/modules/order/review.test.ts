// Written reviews on a real PostgreSQL: only the buyer of a received order reviews it, once per
// line, with their own uploaded pictures; the order becomes reviewed when every line has one; a
// refused call stores nothing; the good-review rate counts written reviews only, recomputed from
// the rows; the store answers a written review once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { uploadTestPicture } from '../../testing/uploads.ts';
import { runOrderSweeps } from './order.jobs.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  fund,
  releaseOnReceipt,
  setParameter,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party, relogin } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let buyer: Party;
let otherBuyer: Party;
let seller: Party;
let otherSeller: Party;
let store: Awaited<ReturnType<typeof createStore>>;
let addressId: string;
let otherAddressId: string;
let shoes: string;
let socks: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({
    poolSize: 20,
    clock: testClock('2026-06-01T00:00:00Z'),
    config: { order: { sweepIntervalMs: 0 } },
  });
  await releaseOnReceipt(t.database);
  buyer = await createParty(t);
  otherBuyer = await createParty(t);
  seller = await createParty(t, { roles: ['user', 'seller'] });
  otherSeller = await createParty(t, { roles: ['user', 'seller'] });
  store = await createStore(t.database, seller);
  await createStore(t.database, otherSeller);
  shoes = await createListing(t.database, store, { sellingPrice: '10', stock: 1000 });
  socks = await createListing(t.database, store, { sellingPrice: '2', stock: 1000 });
  addressId = await addAddress(t.app, buyer);
  otherAddressId = await addAddress(t.app, otherBuyer);
  await fund(t.database, buyer.userId, '100000');
  await fund(t.database, otherBuyer.userId, '100000');
  await setParameter(t.database, 'order_max_unpaid', '1000');
});

afterAll(async () => {
  await t?.close();
});

interface Line {
  id: string;
  sellerGoodsId: string;
}

/** An order of the given listings taken to "received" (status 4); answers it and its lines. */
async function receivedOrder(
  goods: readonly string[],
  who: Party = buyer,
  address = addressId,
): Promise<{ orderId: string; lines: Line[] }> {
  const placed = await okCall(
    t.app,
    'order!submit',
    { addressId: address, items: goods.map((sellerGoodsId) => ({ sellerGoodsId, num: 1 })) },
    { token: who.token },
  );
  const orderId = placed.orders[0].orderId as string;
  await okCall(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: who.token });
  await okCall(
    t.app,
    'seller/order!ship',
    { orderId, carrier: 'DHL', trackingNumber: `T-${orderId}` },
    { token: seller.token },
  );
  await okCall(t.app, 'order!receipt', { orderId }, { token: who.token });
  const info = await okCall(t.app, 'order!info', { orderId }, { token: who.token });
  expect(info.orderInfo.status).toBe(4);
  return { orderId, lines: info.orderInfo.items as Line[] };
}

const uploadPicture = (who: Party, moduleName = 'evaluation'): Promise<string> =>
  uploadTestPicture(t.app, who.token, moduleName);

async function orderStatus(orderId: string): Promise<number> {
  const rows = await t.database.pool.query<{ status: number }>(
    'select status from orders where id = $1',
    [orderId],
  );
  return rows.rows[0]?.status ?? -99;
}

async function reviewRows(orderId: string) {
  const rows = await t.database.pool.query<{
    order_item_id: string;
    rating: string;
    is_default: boolean;
    img_urls: string[];
  }>(
    'select order_item_id, rating, is_default, img_urls from evaluations where order_id = $1 order by order_item_id',
    [orderId],
  );
  return rows.rows;
}

describe('evaluation!add and evaluation!addList', () => {
  it('reviews a received order line by line with pictures; the last line completes it', async () => {
    const { orderId, lines } = await receivedOrder([shoes, socks]);
    const [first, second] = lines as [Line, Line];
    const pictures = [await uploadPicture(buyer), await uploadPicture(buyer)];

    const one = await okCall(
      t.app,
      'evaluation!add',
      {
        orderId,
        orderItemId: first.id,
        rating: 'good',
        content: 'Sturdy soles, true to size',
        imgUrls: JSON.stringify(pictures),
      },
      { token: buyer.token },
    );
    expect(one.status).toBe(4);
    expect(one.evaluationIds).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe(4);

    const two = await okCall(
      t.app,
      'evaluation!add',
      { orderId, orderItemId: second.id, rating: 'medium', content: '' },
      { token: buyer.token },
    );
    expect(two.status).toBe(5);
    expect(await orderStatus(orderId)).toBe(5);
    const rows = await reviewRows(orderId);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => !row.is_default)).toBe(true);
    expect(rows.find((row) => row.order_item_id === first.id)?.img_urls).toEqual(pictures);

    const listed = await okCall(t.app, 'evaluation!list', { sellerGoodsId: first.sellerGoodsId });
    const mine = listed.pageList.find((item: { id: string }) => item.id === one.evaluationIds[0]);
    expect(mine).toMatchObject({
      rating: 'good',
      content: 'Sturdy soles, true to size',
      imgUrls: pictures,
      verified: true,
      isDefault: false,
      reply: '',
    });
    const logs = await okCall(t.app, 'orderLog!list', { orderId }, { token: buyer.token });
    expect(logs.pageList.map((entry: { kind: string }) => entry.kind)).toContain('completed');
  });

  it('reviews all lines at once with addList (JSON body)', async () => {
    const { orderId, lines } = await receivedOrder([shoes, socks]);
    const done = await okCall(
      t.app,
      'evaluation!addList',
      {
        orderId,
        items: lines.map((line, i) => ({
          orderItemId: line.id,
          rating: i === 0 ? 'bad' : 'good',
          content: `line ${i}`,
        })),
      },
      { token: buyer.token },
    );
    expect(done.status).toBe(5);
    expect(done.evaluationIds).toHaveLength(2);
    expect((await reviewRows(orderId)).map((row) => row.rating).sort()).toEqual(['bad', 'good']);
  });

  it('refuses what is not the buyer’s to review, and a refused call stores nothing', async () => {
    const { orderId, lines } = await receivedOrder([shoes, socks]);
    const [first, second] = lines as [Line, Line];
    const refusal = async (name: string, payload: Record<string, unknown>, token = buyer.token) =>
      (await call(t.app, name, payload, { token })).errorKey;
    const line = { orderId, orderItemId: first.id, rating: 'good' };

    expect(await refusal('evaluation!add', line, otherBuyer.token)).toBe('order.notFound');
    expect(await refusal('evaluation!add', { ...line, orderItemId: 'nope' })).toBe(
      'evaluation.lineNotInOrder',
    );
    expect(await refusal('evaluation!add', { ...line, rating: 'superb' })).toBe('param.invalid');
    expect(await refusal('evaluation!add', { ...line, content: 'x'.repeat(501) })).toBe(
      'param.invalid',
    );
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/evaluation/${i}.png`);
    expect(await refusal('evaluation!add', { ...line, imgUrls: ten })).toBe('param.invalid');
    // Pictures must be the buyer's own review uploads: not a link, not another user's, not another
    // area's.
    const theirs = await uploadPicture(otherBuyer);
    const avatar = await uploadPicture(buyer, 'avatar');
    for (const imgUrls of [['https://example.com/a.png'], [theirs], [avatar]])
      expect(await refusal('evaluation!add', { ...line, imgUrls })).toBe('evaluation.imageInvalid');
    // One bad line refuses the whole list: the good line is not stored either.
    expect(
      await refusal('evaluation!addList', {
        orderId,
        items: [
          { orderItemId: first.id, rating: 'good' },
          { orderItemId: second.id, rating: 'good', imgUrls: [theirs] },
        ],
      }),
    ).toBe('evaluation.imageInvalid');
    expect(
      await refusal('evaluation!addList', {
        orderId,
        items: [
          { orderItemId: first.id, rating: 'good' },
          { orderItemId: first.id, rating: 'bad' },
        ],
      }),
    ).toBe('evaluation.alreadyReviewed');
    expect(await reviewRows(orderId)).toEqual([]);
    expect(await orderStatus(orderId)).toBe(4);

    // Not received yet: paid only.
    const paid = await okCall(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: shoes, num: 1 }] },
      { token: buyer.token },
    );
    const paidId = paid.orders[0].orderId as string;
    await okCall(
      t.app,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId: paidId },
      { token: buyer.token },
    );
    const paidInfo = await okCall(t.app, 'order!info', { orderId: paidId }, { token: buyer.token });
    expect(
      await refusal('evaluation!add', {
        orderId: paidId,
        orderItemId: paidInfo.orderInfo.items[0].id,
        rating: 'good',
      }),
    ).toBe('evaluation.notReviewable');

    const guest = await call(t.app, 'evaluation!add', line);
    expect(guest.code).toBe('403');
  });

  it('stores one review when the same line is sent ten times at once', async () => {
    const { orderId, lines } = await receivedOrder([shoes]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          t.app,
          'evaluation!add',
          { orderId, orderItemId: lines[0]!.id, rating: 'good' },
          { token: buyer.token },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === '0')).toHaveLength(1);
    const refused = answers.filter((answer) => answer.code !== '0').map((a) => a.errorKey);
    // The losers either found the line taken or the order already reviewed.
    expect(
      refused.every(
        (key) => key === 'evaluation.alreadyReviewed' || key === 'evaluation.notReviewable',
      ),
    ).toBe(true);
    expect(await reviewRows(orderId)).toHaveLength(1);
    expect(await orderStatus(orderId)).toBe(5);
  });

  it('gives the default review only to the lines the buyer left unreviewed', async () => {
    const { orderId, lines } = await receivedOrder([shoes, socks]);
    await okCall(
      t.app,
      'evaluation!add',
      { orderId, orderItemId: lines[0]!.id, rating: 'bad', content: 'Scuffed' },
      { token: buyer.token },
    );
    t.clock.advance(8 * DAY);
    await Promise.all([relogin(t.app, buyer), relogin(t.app, seller), relogin(t.app, otherBuyer)]);
    await relogin(t.app, otherSeller);
    expect((await runOrderSweeps(t.database.db, t.clock.now())).reviewed).toBeGreaterThan(0);
    expect(await orderStatus(orderId)).toBe(5);
    const rows = await reviewRows(orderId);
    expect(rows).toHaveLength(2);
    const byLine = new Map(rows.map((row) => [row.order_item_id, row]));
    expect(byLine.get(lines[0]!.id)).toMatchObject({ rating: 'bad', is_default: false });
    expect(byLine.get(lines[1]!.id)).toMatchObject({ rating: 'good', is_default: true });
  });
});

describe('the good-review rate counts written reviews only', () => {
  it('equals written good over written, recomputed from the rows, on the listing and the store', async () => {
    const fresh = await createListing(t.database, store, { sellingPrice: '3', stock: 100 });
    // Only default reviews: no rate.
    await receivedOrder([fresh]);
    t.clock.advance(8 * DAY);
    await Promise.all([relogin(t.app, buyer), relogin(t.app, seller), relogin(t.app, otherBuyer)]);
    await relogin(t.app, otherSeller);
    await runOrderSweeps(t.database.db, t.clock.now());
    const onlyDefaults = await okCall(t.app, 'sellerGoods!info', { sellerGoodsId: fresh });
    expect(onlyDefaults).toMatchObject({
      evaluationNum: 1,
      defaultEvaluationNum: 1,
      goodReviewRate: null,
    });

    for (const rating of ['good', 'good', 'bad', 'medium'] as const) {
      const { orderId, lines } = await receivedOrder([fresh], otherBuyer, otherAddressId);
      await okCall(
        t.app,
        'evaluation!add',
        { orderId, orderItemId: lines[0]!.id, rating },
        { token: otherBuyer.token },
      );
    }
    const rows = await t.database.pool.query<{ rating: string; is_default: boolean }>(
      'select rating, is_default from evaluations where seller_goods_id = $1',
      [fresh],
    );
    const written = rows.rows.filter((row) => !row.is_default);
    const writtenGood = written.filter((row) => row.rating === 'good').length;
    const expected = ((writtenGood / written.length) * 100).toFixed(1).replace(/\.0$/, '');

    const info = await okCall(t.app, 'sellerGoods!info', { sellerGoodsId: fresh });
    expect(info.evaluationNum).toBe(rows.rows.length);
    expect(info.defaultEvaluationNum).toBe(rows.rows.length - written.length);
    expect(info.goodReviewRate).toBe(expected);
    expect(expected).toBe('50');

    const counts = await okCall(t.app, 'evaluation!countType', { sellerGoodsId: fresh });
    expect(counts).toEqual({
      all: rows.rows.length,
      good: writtenGood,
      medium: written.filter((row) => row.rating === 'medium').length,
      bad: written.filter((row) => row.rating === 'bad').length,
      defaults: rows.rows.length - written.length,
      withImages: 0,
    });
    const goodList = await okCall(t.app, 'evaluation!list', {
      sellerGoodsId: fresh,
      rating: 'good',
    });
    expect(goodList.pageInfo.totalElements).toBe(writtenGood);
    const defaultList = await okCall(t.app, 'evaluation!list', {
      sellerGoodsId: fresh,
      rating: 'default',
    });
    expect(defaultList.pageList.every((item: { isDefault: boolean }) => item.isDefault)).toBe(true);

    const storeRows = await t.database.pool.query<{ good: number; written: number }>(
      `select count(*) filter (where rating = 'good' and not is_default)::int as good,
              count(*) filter (where not is_default)::int as written
       from evaluations where seller_id = $1`,
      [store.sellerId],
    );
    const { good, written: storeWritten } = storeRows.rows[0]!;
    const shop = await okCall(t.app, 'seller!info', { sellerId: store.sellerId });
    expect(shop.goodReviewRate).toBe(((good / storeWritten) * 100).toFixed(1).replace(/\.0$/, ''));
  });
});

describe('seller/evaluation!reply', () => {
  it('lets the store answer a written review once, shown under it', async () => {
    const { orderId, lines } = await receivedOrder([shoes]);
    const review = await okCall(
      t.app,
      'evaluation!add',
      { orderId, orderItemId: lines[0]!.id, rating: 'medium', content: 'Slow delivery' },
      { token: buyer.token },
    );
    const evaluationId = review.evaluationIds[0] as string;
    const reply = { evaluationId, content: 'Sorry, the carrier was late; we changed carriers.' };
    const waiting = await okCall(
      t.app,
      'seller/evaluation!list',
      { unanswered: 1, pageSize: 100 },
      { token: seller.token },
    );
    expect(waiting.pageList.map((item: { id: string }) => item.id)).toContain(evaluationId);
    expect(waiting.pageList.every((item: { isDefault: boolean }) => !item.isDefault)).toBe(true);
    expect(waiting.pageList[0].goodsName.length).toBeGreaterThan(0);
    const theirs = await okCall(t.app, 'seller/evaluation!list', {}, { token: otherSeller.token });
    expect(theirs.pageInfo.totalElements).toBe(0);

    expect(
      (await call(t.app, 'seller/evaluation!reply', reply, { token: buyer.token })).errorKey,
    ).toBe('auth.noPermission');
    expect(
      (await call(t.app, 'seller/evaluation!reply', reply, { token: otherSeller.token })).errorKey,
    ).toBe('evaluation.notFound');
    const [a, b] = await Promise.all([
      call(t.app, 'seller/evaluation!reply', reply, { token: seller.token }),
      call(
        t.app,
        'seller/evaluation!reply',
        { ...reply, content: 'second' },
        {
          token: seller.token,
        },
      ),
    ]);
    expect([a.code, b.code].sort()).toEqual(['0', '1']);
    expect([a.errorKey, b.errorKey]).toContain('evaluation.alreadyReplied');
    const stored = a.code === '0' ? reply.content : 'second';

    const stillWaiting = await okCall(
      t.app,
      'seller/evaluation!list',
      { unanswered: 1, pageSize: 100 },
      { token: seller.token },
    );
    expect(stillWaiting.pageList.map((item: { id: string }) => item.id)).not.toContain(
      evaluationId,
    );
    const listed = await okCall(t.app, 'evaluation!list', { sellerGoodsId: shoes, pageSize: 50 });
    const shown = listed.pageList.find((item: { id: string }) => item.id === evaluationId);
    expect(shown.reply).toBe(stored);
    expect(shown.replyTime).not.toBe('');

    const defaults = await t.database.pool.query<{ id: string }>(
      'select id from evaluations where seller_id = $1 and is_default limit 1',
      [store.sellerId],
    );
    expect(
      (
        await call(
          t.app,
          'seller/evaluation!reply',
          { evaluationId: defaults.rows[0]!.id, content: 'thanks' },
          { token: seller.token },
        )
      ).errorKey,
    ).toBe('evaluation.defaultNoReply');
  });
});
