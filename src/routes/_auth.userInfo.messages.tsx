// `/userInfo/messages?page=`: the buyer's notices and the brand's announcements.
import { createFileRoute } from '@tanstack/react-router';
import { NoticeFeed } from '../features/chat/components/notice-feed.tsx';
import { page } from '../lib/search-params.ts';
import { loadChatTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/_auth/userInfo/messages')({
  validateSearch: (search: Record<string, unknown>): { page?: number | undefined } => ({
    page: page(search.page),
  }),
  // The notices' texts are in the chat's catalog (lingui.config.ts).
  beforeLoad: loadChatTexts,
  component: Messages,
});

function Messages() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NoticeFeed
      pageNum={search.page ?? 1}
      onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
