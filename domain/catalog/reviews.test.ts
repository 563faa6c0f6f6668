import { describe, expect, it } from 'vitest';
import { goodReviewRate, maskReviewerName, writtenReviews } from './reviews.ts';

describe('goodReviewRate', () => {
  it('is no rate at all while nobody wrote a review', () => {
    expect(goodReviewRate(0, 0)).toBeNull();
  });
  it('is a percentage with one decimal', () => {
    expect(goodReviewRate(1, 1)).toBe('100');
    expect(goodReviewRate(2, 3)).toBe('66.7');
    expect(goodReviewRate(1, 8)).toBe('12.5');
    expect(goodReviewRate(0, 5)).toBe('0');
  });
  it('never exceeds 100', () => {
    expect(goodReviewRate(5, 4)).toBe('100');
  });
});

describe('writtenReviews', () => {
  it('leaves the default reviews out', () => {
    expect(writtenReviews(10, 4)).toBe(6);
    expect(writtenReviews(3, 3)).toBe(0);
  });
});

describe('maskReviewerName', () => {
  it('keeps the ends only', () => {
    expect(maskReviewerName('alice1234')).toBe('al***34');
    expect(maskReviewerName('bob')).toBe('b***b');
    expect(maskReviewerName('x')).toBe('x***');
    expect(maskReviewerName('')).toBe('***');
    expect(maskReviewerName('张三丰先生')).toBe('张三***先生');
  });
});
