// `/userInfo/download`: the app page inside the user centre (spec section 2, children of /userInfo).
import { createFileRoute } from '@tanstack/react-router';
import { InstallPage } from '../features/install/index.ts';

export const Route = createFileRoute('/_auth/userInfo/download')({ component: InstallPage });
