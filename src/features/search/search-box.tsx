// The header search box (spec sections 2 and 4): suggestions of goods names and stores, a "search
// stores for this keyword" row, history tags (IndexedDB, newest first, at most 10) with a
// clear-all behind a confirmation, and a 1.5 s warning for an empty keyword. Keyboard: arrows
// move through the options, Enter chooses, Escape closes (ARIA combobox pattern).
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { chip } from '../../styles/ui.css.ts';
import { useSearchKeyword } from './api/get-search-keyword.ts';
import { addToHistory, clearHistory, readHistory } from './search-history.ts';
import * as css from './search.css.ts';

const ConfirmDialog = lazy(() => import('../../components/confirm-dialog.tsx'));

const WARNING_MS = 1500;
const SUGGEST_DELAY_MS = 200;

type Option =
  | { kind: 'stores'; keyword: string }
  | { kind: 'seller'; id: string; name: string }
  | { kind: 'goods'; id: string; name: string }
  | { kind: 'history'; keyword: string };

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function SearchBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const routeK = useRouterState({
    select: (state) => (state.location.search as { k?: unknown }).k,
  });
  const [value, setValue] = useState(() => (typeof routeK === 'string' ? routeK : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [warning, setWarning] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const keyword = value.trim();
  const debounced = useDebounced(keyword, SUGGEST_DELAY_MS);
  const suggestions = useSearchKeyword(open ? debounced : '');

  useEffect(() => {
    void readHistory().then(setHistory);
  }, []);

  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(false), WARNING_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  const options: Option[] = keyword
    ? [
        { kind: 'stores', keyword },
        ...(suggestions.data?.sellerList ?? []).map((item): Option => ({
          kind: 'seller',
          id: item.id,
          name: item.name,
        })),
        ...(suggestions.data?.goodsList ?? []).map((item): Option => ({
          kind: 'goods',
          id: item.id,
          name: item.name,
        })),
      ]
    : history.map((word): Option => ({ kind: 'history', keyword: word }));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (word: string) => {
    const trimmed = word.trim();
    if (!trimmed) {
      setWarning(true);
      inputRef.current?.focus();
      return;
    }
    setValue(trimmed);
    close();
    void addToHistory(trimmed).then(setHistory);
    void navigate({ to: '/searchResult', search: { k: trimmed } });
  };

  const choose = (option: Option) => {
    switch (option.kind) {
      case 'stores':
        close();
        void addToHistory(option.keyword).then(setHistory);
        void navigate({ to: '/searchStore', search: { k: option.keyword } });
        return;
      case 'seller':
        close();
        void navigate({ to: '/store', search: { id: option.id } });
        return;
      case 'goods':
        search(option.name);
        return;
      case 'history':
        search(option.keyword);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (open && chosen) choose(chosen);
    else search(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = options.length;
      // -1 is the input itself; moving past either end returns to it.
      setActive((index) => {
        const next = index + step;
        if (next >= count) return -1;
        if (next < -1) return count - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    }
  };

  const activeIndex = active >= options.length ? -1 : active;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showPanel = open && (options.length > 0 || keyword.length > 0);

  return (
    <div
      ref={rootRef}
      onBlur={(event) => {
        if (confirming) return;
        if (!rootRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <form role="search" className={css.form} onSubmit={onSubmit}>
        <input
          ref={inputRef}
          className={css.input}
          type="search"
          name="keyword"
          value={value}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search products or stores`}
          aria-label={t`Search products or stores`}
          role="combobox"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={css.submit}>
          <Trans>Search</Trans>
        </button>
        {warning && (
          <p role="alert" className={css.warning}>
            <Trans>Please enter keyword to search</Trans>
          </p>
        )}
      </form>
      {showPanel && (
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
                  onClick={() => choose(option)}
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
                <span id={`${id}-history`}>
                  <Trans>Search history</Trans>
                </span>
                <button
                  type="button"
                  className={css.clearButton}
                  onClick={() => setConfirming(true)}
                >
                  <Trans>Clear all</Trans>
                </button>
              </div>
              <ul id={listId} role="listbox" aria-labelledby={`${id}-history`} className={css.tags}>
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
                      onClick={() => choose(option)}
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
            onOpenChange={(next) => {
              setConfirming(next);
              if (!next) inputRef.current?.focus();
            }}
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
    </div>
  );
}
