import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints.ts';
import {
  businessLockedRefuses,
  sellerCallsUnderWay,
  suspendedStoreOwnerRefuses,
} from './user-status.ts';

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

describe('sellerCallsUnderWay and suspendedStoreOwnerRefuses', () => {
  it('name seller writes that exist, and user writes that exist', () => {
    const table = endpoints as Record<string, { method: string; auth: string }>;
    for (const name of sellerCallsUnderWay) {
      expect(table[name]?.auth, name).toBe('seller');
      expect(table[name]?.method, name).toBe('write');
    }
    for (const name of suspendedStoreOwnerRefuses) {
      expect(table[name]?.auth, name).toBe('user');
      expect(table[name]?.method, name).toBe('write');
    }
  });
});
