import { describe, expect, it } from 'vitest';
import { isValidSubscriptionEmail, normalizeSubscriptionEmail } from './subscription.ts';

describe('isValidSubscriptionEmail', () => {
  it.each(['abc@ex.com', 'john.doe@mail.co.uk', 'a1_b@qq.com', '123@163.com'])('accepts %s', (e) =>
    expect(isValidSubscriptionEmail(e)).toBe(true),
  );
  it.each([
    'ab@ex.com', // local part too short
    '.abc@ex.com', // must start with a letter or digit
    'abc@e.com', // domain too short
    'abc@ex.c', // top-level too short
    'abc@ex.c0m',
    'abc@ex.com.c',
    'abc@ex.com.cn.us', // one optional suffix only
    'abc ex.com',
    `${'a'.repeat(60)}@ex.com`, // over 64
    "abc'; drop table x;--@ex.com",
  ])('refuses %s', (e) => expect(isValidSubscriptionEmail(e)).toBe(false));
  it('compares case-insensitively', () => {
    expect(normalizeSubscriptionEmail(' John@Ex.COM ')).toBe('john@ex.com');
  });
});
