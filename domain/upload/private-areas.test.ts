import { describe, expect, it } from 'vitest';
import { isPrivateUpload } from './private-areas.ts';

describe('isPrivateUpload', () => {
  it('names ID photos, payment proofs, refund photos, chat pictures and certificates only', () => {
    for (const area of ['loan', 'recharge', 'order', 'chat', 'certificate']) {
      expect(isPrivateUpload(`/uploads/${area}/06h19wk55pzjwvveqqs26dyn2w.png`), area).toBe(true);
      expect(isPrivateUpload(`/uploads/${area}/06h19wk55pzjwvveqqs26dyn2w-320.webp`)).toBe(true);
    }
    for (const url of [
      '/uploads/goods/06h19wk55pzjwvveqqs26dyn2w.png',
      '/uploads/store/a.jpg',
      '/uploads/avatar/a.jpg',
      '/uploads/evaluation/a.jpg',
      '/uploads/demo/loan.svg',
      '/uploads/loans/a.png',
      'https://cdn.example/uploads/loan/a.png',
    ])
      expect(isPrivateUpload(url), url).toBe(false);
  });
});
