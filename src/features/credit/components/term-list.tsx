// A loan's terms in days ("30, 90 days"), the numbers kept together in right-to-left text.
import { useLingui } from '@lingui/react/macro';

export function TermList({ days: terms }: { days: readonly number[] }) {
  const { t } = useLingui();
  const days = terms.join(', ');
  return <bdi>{t`${days} days`}</bdi>;
}
