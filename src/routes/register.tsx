// `/register`: create an account (slider puzzle, referral code from the stored agent code).
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { formCard } from '../components/form.css.ts';
import { RegisterForm } from '../features/account/components/register-form.tsx';
import { page, pageTitle } from '../styles/ui.css.ts';
import { loadAccountTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/register')({
  beforeLoad: loadAccountTexts,
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <main id="main" className={page}>
      <div className={formCard}>
        <h1 className={pageTitle}>
          <Trans>Register</Trans>
        </h1>
        <RegisterForm />
      </div>
    </main>
  );
}
