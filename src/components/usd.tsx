// A dollar amount as buyers read it (`$1,234.50`), kept left-to-right inside right-to-left text.
import { formatUsd } from '../../domain/money.ts';

export function Usd({ value }: { value: string }) {
  return <bdi dir="ltr">{formatUsd(value)}</bdi>;
}
