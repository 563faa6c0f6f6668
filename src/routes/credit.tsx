// `/credit`: the loan area arrives with the credit issue; until then an honest notice.
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UnavailablePage } from '../components/page-states.tsx';

export const Route = createFileRoute('/credit')({
  component: () => <UnavailablePage title={<Trans>Credit</Trans>} />,
});
