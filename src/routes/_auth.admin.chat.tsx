// `/admin/chat`: the customer-service inbox; any operator (support or admin) answers, and takes a
// conversation so the others see who has it; those whose roles allow it also post announcements
// per brand.
import { createFileRoute } from '@tanstack/react-router';
import { AnnounceForm } from '../features/chat/components/announce-form.tsx';
import { ChatInbox } from '../features/chat/components/chat-inbox.tsx';
import { loadChatTexts } from '../app/later-texts.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/chat')({
  // The inbox's texts are in the chat's catalog (lingui.config.ts).
  beforeLoad: loadChatTexts,
  component: AdminChat,
});

function AdminChat() {
  const { may } = useConsoleAccess();
  return (
    <>
      <ChatInbox side="admin" />
      {may('admin/notice!announce') ? <AnnounceForm /> : null}
    </>
  );
}
