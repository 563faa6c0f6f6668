// A refusal for a missing permission re-reads the operator's grant; other failures, and the
// grant's own refusal (it would loop), do not.
import { describe, expect, it } from 'vitest';
import { refreshesGrant } from './grant-refresh.ts';

const refused = (errorKey?: string) => Object.assign(new Error('refused'), { errorKey });
const read = (name: string) => ['api', name, 'en', {}];

describe('refreshesGrant', () => {
  it('re-reads the grant after a refused action or read', () => {
    expect(refreshesGrant(refused('operator.permissionMissing'))).toBe(true);
    expect(refreshesGrant(refused('auth.noPermission'), read('admin/deposit!list'))).toBe(true);
  });

  it('leaves it alone for other failures', () => {
    expect(refreshesGrant(refused('operator.roleInUse'))).toBe(false);
    expect(refreshesGrant(refused(undefined), read('admin/deposit!list'))).toBe(false);
    expect(refreshesGrant(new Error('offline'))).toBe(false);
    expect(refreshesGrant(null)).toBe(false);
  });

  it('does not chase the grant’s own refusal', () => {
    expect(refreshesGrant(refused('auth.noPermission'), read('admin/me!get'))).toBe(false);
  });
});
