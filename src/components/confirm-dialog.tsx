// A confirmation asked before a destructive action (Radix alert dialog: focus trapped, Escape
// cancels, the cancel button has initial focus). Loaded on demand.
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import * as css from './dialog.css.ts';
import { button } from '../styles/ui.css.ts';

export default function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={css.dialogOverlay} />
        <AlertDialog.Content className={css.dialogContent}>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className={css.dialogActions}>
            <AlertDialog.Cancel className={button.secondary}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={button.primary} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
