// `/` opens the home page at `/index` (spec section 2), keeping any query (lang, code).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/index', search, replace: true });
  },
});
