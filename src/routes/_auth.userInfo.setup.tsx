// `/userInfo/setup`: account settings; the index lists them, each child edits one.
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/userInfo/setup')({
  component: Outlet,
});
