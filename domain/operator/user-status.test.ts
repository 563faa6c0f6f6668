import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints.ts';
import { businessLockedRefuses } from './user-status.ts';

describe('businessLockedRefuses', () => {
  it('names calls that exist, each a write a signed-in user makes', () => {
    for (const name of businessLockedRefuses) {
      const endpoint = (endpoints as Record<string, { method: string; auth: string }>)[name];
      expect(endpoint, name).toBeDefined();
      expect(endpoint?.method, name).toBe('write');
      expect(['user', 'seller'], name).toContain(endpoint?.auth);
    }
  });
});
