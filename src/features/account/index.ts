// What other features may use of the account feature: the session, the profile, the wallet code.
export { onSignOut, useSession } from './session.ts';
export { WalletCodeField } from './components/wallet-code-field-lazy.tsx';
export { useLocalUser } from './api/get-local-user.ts';
export { SafewordForm } from './components/safeword-form.tsx';
