// `/forgot-password`: reset a forgotten password with an e-mail code.
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { formCard } from '../components/form.css.ts';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form.tsx';
import { page, pageTitle } from '../styles/ui.css.ts';
import { loadAccountTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: loadAccountTexts,
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <main id="main" className={page}>
      <div className={formCard}>
        <h1 className={pageTitle}>
          <Trans>Forgot password</Trans>
        </h1>
        <ForgotPasswordForm />
      </div>
    </main>
  );
}
