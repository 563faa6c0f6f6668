// The header search box (spec sections 2 and 4): the keyword, its submit and a 1.5 s warning for
// an empty keyword on the first screen; the suggestions and the history (suggestion-panel.tsx) load
// when the box is first opened. Keyboard: arrows move through the options, Enter chooses, Escape
// closes (ARIA combobox pattern).
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { lazyOptional } from '../../components/lazy-optional.tsx';
import * as css from './search.css.ts';

const SuggestionPanel = lazyOptional(() =>
  import('./suggestion-panel.tsx').then((panel) => panel.SuggestionPanel),
);

const WARNING_MS = 1500;

export type SearchOption =
  | { kind: 'stores'; keyword: string }
  | { kind: 'seller'; id: string; name: string }
  | { kind: 'goods'; id: string; name: string }
  | { kind: 'history'; keyword: string };

const noOptions: SearchOption[] = [];

/** Adds a searched keyword to the history (its module comes with the panel's). */
function remember(keyword: string): void {
  import('./search-history.ts').then(
    (history) => history.addToHistory(keyword),
    // Offline before the worker has the chunk: the search goes on, unrecorded.
    () => undefined,
  );
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
  const [confirming, setConfirming] = useState(false);
  const [options, setOptions] = useState(noOptions);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const keyword = value.trim();

  useEffect(() => {
    if (!warning) return;
    const timer = setTimeout(() => setWarning(false), WARNING_MS);
    return () => clearTimeout(timer);
  }, [warning]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setOptions(noOptions);
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
    remember(trimmed);
    void navigate({ to: '/searchResult', search: { k: trimmed } });
  };

  const choose = (option: SearchOption) => {
    switch (option.kind) {
      case 'stores':
        close();
        remember(option.keyword);
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
  const showPanel = open && options.length > 0;

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
      {open && (
        <SuggestionPanel
          keyword={keyword}
          listId={listId}
          optionId={optionId}
          activeIndex={activeIndex}
          onOptions={setOptions}
          onChoose={choose}
          confirming={confirming}
          onConfirmingChange={(next) => {
            setConfirming(next);
            if (!next) inputRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
