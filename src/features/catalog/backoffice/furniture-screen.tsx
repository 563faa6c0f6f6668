// The frame of a catalogue-furniture screen (categories, banners, the lucky draw): the title, the
// "new" button for an admin, the editor above the table (one at a time), the edit / delete buttons
// of each row, and the delete confirmation whose refusal by the server is shown above the table.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import * as formCss from '../../../components/form.css.ts';
import { button, pageTitle } from '../../../styles/ui.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import type { Column } from '../../../components/backoffice/data-table.tsx';
import { RowActions } from './furniture-form.tsx';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export interface Deletion<Row> {
  question: (row: Row) => ReactNode;
  description: ReactNode;
  /** Deletes; `refuse` shows the server's reason. */
  confirm: (row: Row, refuse: (reason: string) => void) => void;
}

export function FurnitureScreen<Row>({
  title,
  newLabel,
  canWrite,
  editor,
  deletion,
  children,
}: {
  title: ReactNode;
  newLabel: ReactNode;
  canWrite: boolean;
  /** The editor of a row, or of a new one (`null`); `close` ends it. */
  editor: (row: Row | null, close: () => void) => ReactNode;
  deletion?: Deletion<Row>;
  children: (parts: {
    /** The column of each row's buttons, named after the row (`false` for a reader). */
    actionColumn: (name: (row: Row) => string) => Column<Row> | false;
    /** The server's refusal of the last delete, to show above the table. */
    refusal: ReactNode;
  }) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [refusal, setRefusal] = useState('');
  return (
    <>
      <h1 className={pageTitle}>{title}</h1>
      {/* Kept while an editor is open, so focus can come back to it when the editor closes. */}
      {canWrite ? (
        <div className={css.toolbarRow}>
          <button
            type="button"
            className={button.primary}
            data-testid="furniture-new"
            onClick={() => setEditing({ row: null })}
          >
            {newLabel}
          </button>
        </div>
      ) : null}
      {editing ? editor(editing.row, () => setEditing(null)) : null}
      {children({
        actionColumn: (name) =>
          canWrite && {
            key: 'actions',
            head: <Trans>Actions</Trans>,
            cell: (row) => (
              <RowActions
                name={name(row)}
                onEdit={() => setEditing({ row })}
                onDelete={
                  deletion
                    ? () => {
                        setRefusal('');
                        setDeleting(row);
                      }
                    : undefined
                }
              />
            ),
          },
        refusal: refusal ? (
          <p className={formCss.formError} role="alert">
            {refusal}
          </p>
        ) : null,
      })}
      {deletion && deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={deletion.question(deleting)}
            description={deletion.description}
            confirmLabel={<Trans>Delete</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() => deletion.confirm(deleting, setRefusal)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
