import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../domain/api/endpoints.ts';
import { allPermissions } from '../../../domain/operator/permissions.ts';
import {
  consoleScreens,
  mayCall,
  mayOpen,
  screenAt,
  type ConsoleScreen,
} from './console-access.ts';

const screens = Object.keys(consoleScreens) as ConsoleScreen[];
const admin = { roles: ['admin'], permissions: [...allPermissions] };
const support = { roles: ['support'], permissions: ['support.chat', 'support.users'] };
const clerk = { roles: ['op_clerk'], permissions: ['finance.withdrawals'] };

describe('console access', () => {
  it('names only operator reads behind each screen', () => {
    for (const screen of screens)
      for (const name of consoleScreens[screen]) {
        expect(endpoints[name].auth, name).toBe('operator');
        expect(endpoints[name].method, name).toBe('read');
      }
  });

  it('opens every screen to admin and support, as the router admits their reads', () => {
    for (const screen of screens) {
      expect(mayOpen(admin, screen), screen).toBe(true);
      expect(mayOpen(support, screen), screen).toBe(true);
    }
  });

  it('opens only the dashboard and the review queues to a withdrawal clerk', () => {
    expect(screens.filter((screen) => mayOpen(clerk, screen))).toEqual([
      '/admin',
      '/admin/reviews',
    ]);
    expect(mayCall(clerk, 'admin/withdraw!list')).toBe(true);
    expect(mayCall(clerk, 'admin/withdraw!approve')).toBe(true);
    expect(mayCall(clerk, 'admin/deposit!list')).toBe(false);
    expect(mayCall(clerk, 'admin/deposit!approve')).toBe(false);
  });

  it('lets support read but not decide', () => {
    expect(mayCall(support, 'admin/withdraw!list')).toBe(true);
    expect(mayCall(support, 'admin/withdraw!approve')).toBe(false);
    expect(mayCall(support, 'admin/role!save')).toBe(false);
  });

  it('offers nothing before the grant is read, or to a caller with no operator role', () => {
    for (const screen of screens) {
      expect(mayOpen(undefined, screen), screen).toBe(false);
      expect(mayOpen({ roles: ['user'], permissions: [] }, screen), screen).toBe(false);
    }
  });

  it('finds the screen at a path', () => {
    expect(screenAt('/admin')).toBe('/admin');
    expect(screenAt('/admin/')).toBe('/admin');
    expect(screenAt('/admin/roles/')).toBe('/admin/roles');
    expect(screenAt('/admin/nowhere')).toBeUndefined();
    expect(screenAt('/admin/toString')).toBeUndefined();
  });
});
