// What the app may use of the console feature: its pages' parts (the routes compose them), and
// what the operator's roles let them do (the routes hand it to other rooms' screens).
export { AuditLog, type AuditSearch } from './components/audit-log.tsx';
export { ConsoleFrame } from './components/console-menu.tsx';
export { UserDetail } from './components/user-detail.tsx';
export { UserList, type UserSearch } from './components/user-list.tsx';
export { Dashboard, type DashboardSearch } from './components/dashboard.tsx';
export { SystemParameters } from './components/system-parameters.tsx';
export { Roles } from './components/roles.tsx';
export { useConsoleAccess } from './use-console-access.ts';
export { Brands, type BrandsSearch } from './components/brands/brands.tsx';
