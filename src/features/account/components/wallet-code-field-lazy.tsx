// The wallet code field as other features get it: loaded with the form that shows it, not with
// every screen that uses the account feature's session (the storefront's first screen among them).
import { lazy, Suspense, type ComponentProps } from 'react';

const Field = lazy(() =>
  import('./wallet-code-field.tsx').then((module) => ({ default: module.WalletCodeField })),
);

export function WalletCodeField(props: ComponentProps<typeof Field>) {
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
}
