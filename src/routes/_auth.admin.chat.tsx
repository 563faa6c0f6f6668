// `/admin/chat`: the customer-service inbox; any operator (support or admin) answers, and takes a
// conversation so the others see who has it.
import { createFileRoute } from '@tanstack/react-router';
import { ChatInbox } from '../features/chat/components/chat-inbox.tsx';

export const Route = createFileRoute('/_auth/admin/chat')({
  component: () => <ChatInbox side="admin" />,
});
