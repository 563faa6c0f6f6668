// `/credit/application`: the products with their real terms for everyone; for a signed-in user
// the verification, the offer from their store's sales, the full quote and the application.
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../features/account/index.ts';
import { CreditLanding, CreditSignIn, LoanApplication } from '../features/credit/index.ts';

export const Route = createFileRoute('/credit/application')({ component: ApplicationPage });

function ApplicationPage() {
  const session = useSession();
  return (
    <>
      <CreditLanding />
      {session.token ? <LoanApplication /> : <CreditSignIn redirect="/credit/application" />}
    </>
  );
}
