// Pending and error states of list pages.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { GoodsGridSkeleton } from '../../features/catalog/components/goods-grid.tsx';
import { page, section, skeleton } from '../../styles/ui.css.ts';
import { LoadError } from './pages.tsx';

export function ListPending() {
  return (
    <main id="main" className={page} aria-busy="true">
      <div
        className={skeleton}
        style={{ height: '32px', width: '240px', marginBlockEnd: '16px' }}
      />
      <div className={section}>
        <GoodsGridSkeleton />
      </div>
    </main>
  );
}

export function ListError({ reset }: ErrorComponentProps) {
  return (
    <main id="main" className={page}>
      <LoadError onRetry={reset} />
    </main>
  );
}
