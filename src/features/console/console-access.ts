// What the console shows an operator (issue 37): a screen, a menu entry or an action is offered
// when the operator's grant admits the calls behind it, judged by the same rule the router applies
// (`operatorMay` over each endpoint's declared auth and permissions), so the console never offers
// what the server would refuse and never hides what it would allow.
import type { EndpointName } from '../../../domain/api/endpoints.ts';
import { endpoints } from '../../../domain/api/endpoints.ts';
import { operatorMay, type OperatorGrant } from '../../../domain/operator/permissions.ts';

/** Whether the grant admits one call (no grant yet: nothing). */
export function mayCall(grant: OperatorGrant | undefined, name: EndpointName): boolean {
  return grant !== undefined && operatorMay(endpoints[name], grant);
}

/** Whether the grant admits any of these calls. */
export function mayCallAny(grant: OperatorGrant | undefined, names: readonly EndpointName[]) {
  return names.some((name) => mayCall(grant, name));
}

/** The console's screens by path, each with the reads that fill it (any one opens it). */
export const consoleScreens = {
  '/admin': ['admin/dashboard!stats'],
  '/admin/reviews': [
    'admin/deposit!list',
    'admin/withdraw!list',
    'admin/order!listRefunds',
    'admin/store!applications',
  ],
  '/admin/rates': ['admin/rate!list'],
  '/admin/chat': ['admin/chat!list'],
  '/admin/users': ['admin/user!list'],
  '/admin/user': ['admin/user!info'],
  '/admin/roles': ['admin/role!list'],
  '/admin/stores': ['admin/store!list'],
  '/admin/goods': ['admin/goods!list'],
  '/admin/categories': ['admin/category!list'],
  '/admin/banners': ['admin/banner!list'],
  '/admin/lottery': ['admin/lottery!list'],
  '/admin/credit': ['admin/kyc!list', 'admin/loan!list', 'admin/loanProduct!list'],
  '/admin/parameters': ['admin/syspara!list'],
  '/admin/brands': ['admin/brand!list'],
  '/admin/brand-pages': ['admin/brandPage!list'],
  '/admin/audit': ['admin/audit!list'],
} as const satisfies Record<string, readonly EndpointName[]>;

export type ConsoleScreen = keyof typeof consoleScreens;

/** The screen at a path (a trailing slash ignored); undefined for a path the console has not. */
export function screenAt(pathname: string): ConsoleScreen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(consoleScreens, path) ? (path as ConsoleScreen) : undefined;
}

/** Whether the grant opens a screen. */
export function mayOpen(grant: OperatorGrant | undefined, screen: ConsoleScreen): boolean {
  return mayCallAny(grant, consoleScreens[screen]);
}
