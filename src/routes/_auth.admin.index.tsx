// `/admin` itself opens the review queues (the first page of the console).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/reviews', replace: true });
  },
});
