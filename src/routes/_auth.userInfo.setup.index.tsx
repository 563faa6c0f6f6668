// `/userInfo/setup/index` (and `/userInfo/setup`): the list of account settings.
import { createFileRoute } from '@tanstack/react-router';
import { SettingsIndex } from '../features/account/components/settings-index.tsx';

export const Route = createFileRoute('/_auth/userInfo/setup/')({
  component: SettingsIndex,
});
