import { describe, expect, it } from 'vitest';
import { discountProblem, discountRunsAt, listingFieldsOfRow } from './listing-rules.ts';

describe('discountProblem', () => {
  const start = new Date('2030-01-01T00:00:00Z');
  const end = new Date('2030-01-08T00:00:00Z');
  it('accepts no discount, a lower discount, and a window that ends after it starts', () => {
    expect(discountProblem({ sellingPrice: '10' })).toBeUndefined();
    expect(discountProblem({ sellingPrice: '10', discountPrice: '9.99' })).toBeUndefined();
    expect(
      discountProblem({
        sellingPrice: '10',
        discountPrice: '5',
        discountStart: start,
        discountEnd: end,
      }),
    ).toBeUndefined();
  });
  it('refuses a discount not below the price, a window without a discount, a reversed window', () => {
    expect(discountProblem({ sellingPrice: '10', discountPrice: '10' })).toBe(
      'listing.discountInvalid',
    );
    expect(discountProblem({ sellingPrice: '10', discountStart: start })).toBe(
      'listing.discountInvalid',
    );
    expect(
      discountProblem({
        sellingPrice: '10',
        discountPrice: '5',
        discountStart: end,
        discountEnd: start,
      }),
    ).toBe('listing.discountInvalid');
  });
});

describe('discountRunsAt', () => {
  const start = new Date('2030-01-01T00:00:00Z');
  const end = new Date('2030-01-08T00:00:00Z');
  it('runs from the start (inclusive) to the end (exclusive); an open edge never limits', () => {
    expect(discountRunsAt({ start, end }, new Date('2029-12-31T23:59:59Z'))).toBe(false);
    expect(discountRunsAt({ start, end }, start)).toBe(true);
    expect(discountRunsAt({ start, end }, end)).toBe(false);
    expect(discountRunsAt({ start: null, end }, new Date('2000-01-01T00:00:00Z'))).toBe(true);
    expect(discountRunsAt({ start, end: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('listingFieldsOfRow', () => {
  it('reads texts of any language, pictures, choices and the shelf flag', () => {
    const fields = listingFieldsOfRow({
      'name:en': ' Oak table ',
      'description:en': 'Solid oak',
      'name:ar': 'طاولة',
      'name:cn': '',
      category_id: 'c1',
      selling_price: '10',
      stock: '5',
      buy_min: '',
      on_shelf: 'No',
      images: '/uploads/goods/a.jpg | /uploads/goods/b.jpg',
      attributes: 'Size=S|M; Colour = Red',
    });
    expect(fields).toMatchObject({
      texts: [
        { lang: 'en', name: 'Oak table', description: 'Solid oak' },
        { lang: 'ar', name: 'طاولة', description: '' },
      ],
      images: ['/uploads/goods/a.jpg', '/uploads/goods/b.jpg'],
      attributes: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Red'] },
      ],
      buyMin: '1',
      onShelf: false,
    });
    expect(listingFieldsOfRow({ on_shelf: '' }).onShelf).toBe(true);
  });
});
