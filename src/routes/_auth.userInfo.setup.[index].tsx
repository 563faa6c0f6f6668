// `/userInfo/setup/index`: the spec's name of the settings list (same page as `/userInfo/setup`).
import { createFileRoute } from '@tanstack/react-router';
import { SettingsIndex } from '../features/account/components/settings-index.tsx';

export const Route = createFileRoute('/_auth/userInfo/setup/index')({
  component: SettingsIndex,
});
