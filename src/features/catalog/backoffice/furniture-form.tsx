// The parts the catalogue-furniture editors share: the panel an editor opens in (focus moves to
// its heading and back where it came from; Escape cancels) with the save / cancel row and the
// server's refusal, the draft an editor keeps, the enabled badge and row actions of the tables, and
// the active period (fields, columns, text) with the rules of the shared fields. The fields
// themselves are in furniture-fields.tsx.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  FURNITURE_SORT_MAX,
  isDisplayOrder,
  periodInOrder,
} from '../../../../domain/catalog/furniture.ts';
import * as formCss from '../../../components/form.css.ts';
import { button, section, sectionTitle } from '../../../styles/ui.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import type { Column } from '../../../components/backoffice/data-table.tsx';
import { type Texts, TimeField, CheckField } from './furniture-fields.tsx';

/** The texts worth sending: trimmed, empty ones left out. */
export function filledTexts(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([code, text]) => [code, text?.trim() ?? ''])
      .filter(([, text]) => text !== ''),
  ) as Texts;
}

export function EditorPanel({
  title,
  onCancel,
  onSubmit,
  busy,
  failure,
  children,
}: {
  title: ReactNode;
  onCancel: () => void;
  onSubmit: () => void;
  busy: boolean;
  /** The server's refusal, in the operator's language. */
  failure: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (from?.isConnected) from.focus();
    };
  }, []);
  return (
    <section
      className={`${section} ${css.editor}`}
      aria-labelledby={id}
      data-testid="furniture-editor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id={id} ref={heading} tabIndex={-1} className={`${sectionTitle} ${css.editorTitle}`}>
        {title}
      </h2>
      <form
        className={formCss.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {failure ? (
          <p className={formCss.formError} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className={button.secondary} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}

/** Whether a record shows in the storefront. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  return (
    <span className={css.badge[enabled ? 'active' : 'disabled']}>
      {enabled ? t`Enabled` : t`Disabled`}
    </span>
  );
}

/** Edit (and delete, where there is a delete) buttons of a table row, named after the row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className={css.actions}>
      <button
        type="button"
        className={button.secondary}
        aria-label={t`Edit ${name}`}
        onClick={onEdit}
      >
        <Trans>Edit</Trans>
      </button>
      {onDelete ? (
        <button
          type="button"
          className={button.secondary}
          aria-label={t`Delete ${name}`}
          onClick={onDelete}
        >
          <Trans>Delete</Trans>
        </button>
      ) : null}
    </div>
  );
}

/** Wire time `YYYY-MM-DD HH:mm:ss` (platform time) to the input's `YYYY-MM-DDTHH:mm:ss` and back. */
export const toTimeInput = (wire: string) => wire.replace(' ', 'T');
export const fromTimeInput = (value: string) => value.replace('T', ' ');

/** An active period as read in a table: its two ends in platform time, or "Always". */
export function usePeriodText() {
  const { t } = useLingui();
  return (start: string, end: string) => {
    if (!start && !end) return t`Always`;
    const from = start || '…';
    const until = end || '…';
    return t`${from} to ${until}`;
  };
}

/**
 * The last two columns of a furniture table with an active period (banners, lucky draws): the
 * period in platform time, then whether it is switched on.
 */
export function periodColumns<Row extends { startTime: string; endTime: string; enabled: boolean }>(
  heading: ReactNode,
  period: (start: string, end: string) => string,
): Column<Row>[] {
  return [
    {
      key: 'period',
      head: heading,
      className: css.nowrap,
      cell: (row) => <bdi>{period(row.startTime, row.endTime)}</bdi>,
    },
    {
      key: 'state',
      head: <Trans>State</Trans>,
      cell: (row) => <EnabledBadge enabled={row.enabled} />,
    },
  ];
}

/** An editor's draft, and a setter of one of its fields. */
export function useDraft<Draft>(initial: Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((was) => ({ ...was, [key]: value }));
  return [draft, set] as const;
}

/** When a record shows: its period in platform time and whether it is switched on. */
export interface ActivePeriod {
  /** `YYYY-MM-DDTHH:mm[:ss]`, '' for none. */
  startTime: string;
  endTime: string;
  enabled: boolean;
}

/**
 * The start and end of the active period side by side (with `children`, more fields of the same
 * row), then the "enabled" switch. `required`: both ends must be given; otherwise an empty end
 * sets no limit.
 */
export function ActivePeriodFields({
  value,
  errors,
  required,
  set,
  children,
}: {
  value: ActivePeriod;
  errors: Partial<Record<'startTime' | 'endTime', string>>;
  required: boolean;
  /** The draft's setter (`useDraft`). */
  set: {
    (key: 'startTime' | 'endTime', value: string): void;
    (key: 'enabled', value: boolean): void;
  };
  children?: ReactNode;
}) {
  const hint = required ? (
    <Trans>Platform time</Trans>
  ) : (
    <Trans>Platform time; empty: no limit</Trans>
  );
  return (
    <>
      <div className={css.editorGrid}>
        <TimeField
          label={<Trans>Starts</Trans>}
          value={value.startTime}
          hint={hint}
          error={errors.startTime}
          onChange={(time) => set('startTime', time)}
        />
        <TimeField
          label={<Trans>Ends</Trans>}
          value={value.endTime}
          hint={hint}
          error={errors.endTime}
          onChange={(time) => set('endTime', time)}
        />
        {children}
      </div>
      <CheckField
        label={<Trans>Enabled (shown within its period)</Trans>}
        checked={value.enabled}
        onChange={(checked) => set('enabled', checked)}
      />
    </>
  );
}

/** The rule messages of the shared fields: `undefined` where the value keeps the rule. */
export function useFieldRules() {
  const { t } = useLingui();
  return {
    displayOrder: (value: string) =>
      isDisplayOrder(value) ? undefined : t`A whole number from 0 to ${FURNITURE_SORT_MAX}`,
    period: ({ startTime, endTime }: ActivePeriod, required: boolean) => ({
      startTime: required && !startTime ? t`Choose when it starts` : undefined,
      endTime:
        required && !endTime
          ? t`Choose when it ends`
          : periodInOrder(startTime, endTime)
            ? undefined
            : t`The end must come after the start`,
    }),
  };
}
