// Assertions on an API answer for the API tests: a success (its data) or a refusal with its key.
import { expect } from 'vitest';
import type { Answer } from './calls.ts';

export function expectOk<T>(answer: Answer<T>): T {
  expect(answer.code, `${answer.errorKey ?? ''} ${answer.msg}`).toBe('0');
  return answer.data;
}

export function expectRefused(answer: Answer<unknown>, key: string): void {
  expect(answer.code).toBe('1');
  expect(answer.errorKey, answer.msg).toBe(key);
}
