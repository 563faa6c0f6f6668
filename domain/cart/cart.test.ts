import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import {
  addLine,
  checkedTotal,
  groupCheckedBySeller,
  isValidQuantity,
  lineTotal,
  mergeCarts,
  putLine,
  removeLine,
  setQuantity,
  unitPriceOf,
  type CartLine,
} from './cart.ts';

const line = (patch: Partial<CartLine> = {}): CartLine => ({
  id: 'g1',
  name: 'Cotton T-shirt',
  checkAttrName: '',
  image: '/x.svg',
  price: null,
  discountPrice: '8.5',
  sellingPrice: '10',
  buyMin: 2,
  count: 2,
  seller: { id: 's1', name: 'Store 1' },
  checked: true,
  addedAt: 0,
  ...patch,
});

describe('unit price', () => {
  it('is price, else discountPrice, else sellingPrice', () => {
    expect(unitPriceOf({ price: '7', discountPrice: '8', sellingPrice: '9' })).toBe('7');
    expect(unitPriceOf({ price: null, discountPrice: '8', sellingPrice: '9' })).toBe('8');
    expect(unitPriceOf({ price: '', discountPrice: null, sellingPrice: '9' })).toBe('9');
    expect(unitPriceOf({ price: '0', discountPrice: '0', sellingPrice: '9' })).toBe('9');
  });
});

describe('quantities', () => {
  it('are integers between buyMin (or 1) and the max per order (fallback 500)', () => {
    expect(isValidQuantity(1, 0)).toBe(true);
    expect(isValidQuantity(1, 2)).toBe(false);
    expect(isValidQuantity(2.5, 1)).toBe(false);
    expect(isValidQuantity(500, 1)).toBe(true);
    expect(isValidQuantity(501, 1)).toBe(false);
    expect(isValidQuantity(30, 1, 20)).toBe(false);
  });

  it('refuse a duplicate add and a quantity outside the bounds', () => {
    const added = addLine([], line());
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(addLine(added.lines, line())).toEqual({ ok: false, key: 'cart.duplicate' });
    expect(addLine([], line({ count: 1 }))).toEqual({ ok: false, key: 'goods.quantityOutOfRange' });
    expect(setQuantity(added.lines, 'g1', 1)).toEqual({
      ok: false,
      key: 'goods.quantityOutOfRange',
    });
    const changed = setQuantity(added.lines, 'g1', 5);
    expect(changed.ok && changed.lines[0]?.count).toBe(5);
  });

  it("the product page's add puts a new line, or updates the quantity of the one in the cart", () => {
    const first = putLine([line({ id: 'g0' })], line(), 500);
    expect(first).toMatchObject({ ok: true, updated: false });
    if (!first.ok) return;
    expect(first.lines.map((l) => l.id)).toEqual(['g1', 'g0']);
    const unchecked = first.lines.map((l) => ({ ...l, checked: false }));
    const again = putLine(unchecked, line({ count: 7, checkAttrName: 'Colour: red', addedAt: 9 }));
    expect(again).toMatchObject({ ok: true, updated: true });
    if (!again.ok) return;
    // Same place, new quantity and choice, checked again, still one line per listing.
    expect(again.lines.map((l) => [l.id, l.count, l.checkAttrName, l.checked, l.addedAt])).toEqual([
      ['g1', 7, 'Colour: red', true, 0],
      ['g0', 2, '', false, 0],
    ]);
    expect(putLine(again.lines, line({ count: 1 }))).toEqual({
      ok: false,
      key: 'goods.quantityOutOfRange',
    });
  });
});

describe('totals and grouping', () => {
  it('sums checked lines only, exactly', () => {
    const lines = [
      line({ id: 'a', count: 3 }),
      line({ id: 'b', price: '0.1', count: 3, checked: false }),
    ];
    expect(lineTotal(lines[0]!)).toBe('25.5');
    expect(checkedTotal(lines)).toBe('25.5');
  });

  it('groups checked lines by seller and refuses an empty selection', () => {
    const lines = [
      line({ id: 'a', seller: { id: 's1', name: 'One' } }),
      line({ id: 'b', seller: { id: 's2', name: 'Two' } }),
      line({ id: 'c', seller: { id: 's1', name: 'One' } }),
      line({ id: 'd', checked: false }),
    ];
    const grouped = groupCheckedBySeller(lines);
    expect(
      grouped.ok && grouped.groups.map((g) => [g.seller.id, g.lines.map((l) => l.id)]),
    ).toEqual([
      ['s1', ['a', 'c']],
      ['s2', ['b']],
    ]);
    expect(groupCheckedBySeller(lines.map((l) => ({ ...l, checked: false })))).toEqual({
      ok: false,
      key: 'goods.notSelected',
    });
  });

  it('merges the guest cart into the user cart without duplicates', () => {
    const merged = mergeCarts(
      [line({ id: 'a', count: 4 })],
      [line({ id: 'a', count: 2 }), line({ id: 'b' })],
    );
    expect(merged.map((l) => [l.id, l.count])).toEqual([
      ['b', 2],
      ['a', 4],
    ]);
    expect(removeLine(merged, 'a').map((l) => l.id)).toEqual(['b']);
  });

  it('keeps the checked total equal to the sum of checked line totals', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 1, max: 1_000_000 }),
            count: fc.integer({ min: 1, max: 500 }),
            checked: fc.boolean(),
          }),
          {
            maxLength: 20,
          },
        ),
        (specs) => {
          const lines = specs.map((s, i) =>
            line({
              id: `g${i}`,
              price: new D(s.cents).div(100).toFixed(),
              buyMin: 1,
              count: s.count,
              checked: s.checked,
            }),
          );
          const expected = lines
            .filter((l) => l.checked)
            .reduce((total, l) => total.plus(new D(l.price!).times(l.count)), new D(0));
          expect(new D(checkedTotal(lines)).eq(expected)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
