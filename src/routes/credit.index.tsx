// `/credit` itself opens its default child, the application.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/credit/')({
  beforeLoad: () => {
    throw redirect({ to: '/credit/application', replace: true });
  },
});
