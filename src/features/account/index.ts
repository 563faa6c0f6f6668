// What other features may use of the account feature: the session.
export { onSignOut, useSession } from './session.ts';
