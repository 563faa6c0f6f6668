// The search box's panel (spec section 4 "Search"): goods and store suggestions with the "search
// stores for this keyword" row while a keyword is typed, the history tags with a confirmed
// clear-all otherwise. Loaded when the box is first opened: the first screen needs only the box.
// The box keeps the keyboard and the choice; the panel tells it which options it shows.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { chip } from '../../styles/ui.css.ts';
import { useSearchKeyword } from './api/get-search-keyword.ts';
import { clearHistory, readHistory } from './search-history.ts';
import * as css from './search.css.ts';
import type { SearchOption } from './search-box.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';

const ConfirmDialog = lazy(() => import('../../components/confirm-dialog.tsx'));

const SUGGEST_DELAY_MS = 200;

export interface SuggestionPanelProps {
  keyword: string;
  listId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onOptions: (options: SearchOption[]) => void;
  onChoose: (option: SearchOption) => void;
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
}

export function SuggestionPanel({
  keyword,
  listId,
  optionId,
  activeIndex,
  onOptions,
  onChoose,
  confirming,
  onConfirmingChange,
}: SuggestionPanelProps) {
  const { t } = useLingui();
  const historyId = useId();
  const suggestions = useSearchKeyword(useDebounced(keyword, SUGGEST_DELAY_MS));
  const [history, setHistory] = useState<string[]>([]);

  useEffect(() => {
    let mounted = true;
    void readHistory().then((words) => {
      if (mounted) setHistory(words);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const options = useMemo(
    (): SearchOption[] =>
      keyword
        ? [
            { kind: 'stores', keyword },
            ...(suggestions.data?.sellerList ?? []).map((item): SearchOption => ({
              kind: 'seller',
              id: item.id,
              name: item.name,
            })),
            ...(suggestions.data?.goodsList ?? []).map((item): SearchOption => ({
              kind: 'goods',
              id: item.id,
              name: item.name,
            })),
          ]
        : history.map((word): SearchOption => ({ kind: 'history', keyword: word })),
    [keyword, suggestions.data, history],
  );

  useEffect(() => onOptions(options), [options, onOptions]);

  return (
    <>
      {options.length > 0 && (
        <div className={css.panel}>
          {keyword ? (
            <ul id={listId} role="listbox" aria-label={t`Suggestions`} className={css.list}>
              {options.map((option, index) => (
                <li
                  key={`${option.kind}-${'id' in option ? option.id : option.keyword}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={css.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
                >
                  {option.kind === 'stores' && (
                    <span className={css.storeRow}>
                      <Trans>Search stores for “{option.keyword}”</Trans>
                    </span>
                  )}
                  {option.kind === 'seller' && (
                    <>
                      <span className={css.optionKind}>
                        <Trans>Store</Trans>
                      </span>
                      <span>{option.name}</span>
                    </>
                  )}
                  {option.kind === 'goods' && <span>{option.name}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <>
              <div className={css.historyHeader}>
                <span id={historyId}>
                  <Trans>Search history</Trans>
                </span>
                <button
                  type="button"
                  className={css.clearButton}
                  onClick={() => onConfirmingChange(true)}
                >
                  <Trans>Clear all</Trans>
                </button>
              </div>
              <ul id={listId} role="listbox" aria-labelledby={historyId} className={css.tags}>
                {options.map((option, index) =>
                  option.kind === 'history' ? (
                    <li
                      key={option.keyword}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      className={chip}
                      data-status={index === activeIndex ? 'active' : undefined}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => onChoose(option)}
                    >
                      {option.keyword}
                    </li>
                  ) : null,
                )}
              </ul>
            </>
          )}
        </div>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={onConfirmingChange}
            title={<Trans>Clear search history?</Trans>}
            description={<Trans>All saved search keywords will be removed.</Trans>}
            confirmLabel={<Trans>Clear all</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() => {
              void clearHistory().then(() => setHistory([]));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
