// Minimum / maximum price filter of a goods list; the range is kept in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { button, toolbar } from '../../../styles/ui.css.ts';
import * as css from './catalog.css.ts';

export function PriceFilter({ minPrice, maxPrice }: { minPrice?: string; maxPrice?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [min, setMin] = useState(minPrice ?? '');
  const [max, setMax] = useState(maxPrice ?? '');
  const clean = (value: string) =>
    /^\d{1,12}(\.\d{1,10})?$/.test(value.trim()) ? value.trim() : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        minPrice: clean(min),
        maxPrice: clean(max),
        page: undefined,
      }),
    });
  };
  return (
    <form className={toolbar} onSubmit={onSubmit} aria-label={t`Price range`}>
      <label className={css.fieldInline}>
        <Trans>Min. price</Trans>
        <input
          className={css.priceInput}
          inputMode="decimal"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          size={6}
        />
      </label>
      <label className={css.fieldInline}>
        <Trans>Max. price</Trans>
        <input
          className={css.priceInput}
          inputMode="decimal"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          size={6}
        />
      </label>
      <button type="submit" className={button.secondary}>
        <Trans>Apply</Trans>
      </button>
    </form>
  );
}
