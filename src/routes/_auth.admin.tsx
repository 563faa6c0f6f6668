// `/admin`: the operator console: one frame with a side menu (reviews, users, audit log) around
// the chosen page. The server checks the operator role on every call; `support` reads, `admin`
// also decides and changes.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ConsoleFrame } from '../features/console/index.ts';
import { loadBackofficeTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/_auth/admin')({
  // The back office's texts are a catalog of their own, loaded before its screens render.
  beforeLoad: () => loadBackofficeTexts(),
  component: ConsoleLayout,
});

function ConsoleLayout() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}
