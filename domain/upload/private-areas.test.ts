import { describe, expect, it } from 'vitest';
import { isPrivateUpload } from './private-areas.ts';

describe('isPrivateUpload', () => {
  it('names the ID photos of real-name verification and nothing else', () => {
    expect(isPrivateUpload('/uploads/loan/06h19wk55pzjwvveqqs26dyn2w.png')).toBe(true);
    expect(isPrivateUpload('/uploads/loan/06h19wk55pzjwvveqqs26dyn2w-320.webp')).toBe(true);
    for (const url of [
      '/uploads/goods/06h19wk55pzjwvveqqs26dyn2w.png',
      '/uploads/chat/a.jpg',
      '/uploads/evaluation/a.jpg',
      '/uploads/demo/loan.svg',
      '/uploads/loans/a.png',
      'https://cdn.example/uploads/loan/a.png',
    ])
      expect(isPrivateUpload(url), url).toBe(false);
  });
});
