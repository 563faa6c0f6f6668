// `/credit/myLoan`: the signed-in user's loan with its schedule, repayments and history.
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../features/account/index.ts';
import { CreditSignIn, MyLoan } from '../features/credit/index.ts';

export const Route = createFileRoute('/credit/myLoan')({ component: MyLoanPage });

function MyLoanPage() {
  const session = useSession();
  return session.token ? <MyLoan /> : <CreditSignIn redirect="/credit/myLoan" />;
}
