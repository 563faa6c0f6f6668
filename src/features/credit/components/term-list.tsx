// A loan's terms in days to choose from ("30 or 90 days"), the numbers kept together in
// right-to-left text and joined the way the reader's language joins alternatives.
import { useLingui } from '@lingui/react/macro';
import { useListFormat } from '../../../lib/list-format.ts';

export function TermList({ days: terms }: { days: readonly number[] }) {
  const { t } = useLingui();
  const list = useListFormat();
  const days = list(terms.map(String), 'disjunction');
  return <bdi>{t`${days} days`}</bdi>;
}
