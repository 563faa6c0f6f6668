// The header's chat corner (spec section 2): the customer-service headset and the store-chat icon,
// each with its unread badge, and the notice bell, at every width (44 px each: the header's
// reserved slot, `chatCornerSlot`, is as wide). Loaded after the first paint; the window itself
// loads only when opened. Logged in, it holds the push stream and polls every 30 s while the stream is down.
// `?customerService` / `?customer-service` opens the service conversation.
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { UNREAD_POLL_MS } from '../../../../domain/chat/chat-rules.ts';
import { onSignOut, useSession } from '../../account/index.ts';
import { chatUnreadQueryOptions, noticeUnreadQueryOptions } from '../api/get-chat-unread.ts';
import { chatWindowAtom, noUnread, openChatAtom, streamUpAtom, unreadAtom } from '../chat.atoms.ts';
import { connectPush, refreshChatReads } from '../push-stream.ts';
import * as css from './chat.css.ts';

const ChatWindow = lazy(() => import('./chat-window.tsx'));

function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className={css.badge} aria-hidden="true" title={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Push while it is up, polling while it is down; the counts land in the unread atom. */
function useLiveCounts(token: string | null) {
  const queryClient = useQueryClient();
  const [streamUp, setStreamUp] = useAtom(streamUpAtom);
  const setUnread = useSetAtom(unreadAtom);
  const poll = token && !streamUp ? UNREAD_POLL_MS : false;
  const chat = useQuery({ ...chatUnreadQueryOptions(), enabled: !!token, refetchInterval: poll });
  const notices = useQuery({
    ...noticeUnreadQueryOptions(),
    enabled: !!token,
    refetchInterval: poll,
  });
  useEffect(() => {
    if (!chat.data && !notices.data) return;
    setUnread((was) => ({
      ...was,
      ...(chat.data
        ? {
            service: chat.data.service,
            chat: chat.data.count - chat.data.service,
            inboxes: chat.data.inboxes,
            inbox: (chat.data.inboxes.seller ?? 0) + (chat.data.inboxes.service ?? 0),
          }
        : {}),
      ...(notices.data ? { notices: notices.data.count } : {}),
    }));
  }, [chat.data, notices.data, setUnread]);
  useEffect(() => {
    // Signed out: nothing of the last account's counts stays on screen.
    if (!token) {
      setUnread(noUnread);
      return;
    }
    return connectPush({
      onUp: setStreamUp,
      onCounts: (counts) => setUnread((was) => ({ ...was, ...counts })),
      onChat: (conversationId) => refreshChatReads(queryClient, conversationId),
      onNotice: () => void queryClient.invalidateQueries({ queryKey: ['api', 'notice!list'] }),
    });
  }, [token, queryClient, setStreamUp, setUnread]);
}

export function ChatIcons({ className }: { className?: string }) {
  const { t } = useLingui();
  const { token } = useSession();
  const unread = useAtomValue(unreadAtom);
  const { open } = useAtomValue(chatWindowAtom);
  const openChat = useSetAtom(openChatAtom);
  const search = useRouterState({ select: (state) => state.location.search }) as Record<
    string,
    unknown
  >;
  const wantsService = 'customerService' in search || 'customer-service' in search;
  useEffect(() => {
    if (wantsService) openChat({ kind: 'service' });
  }, [wantsService, openChat]);
  useLiveCounts(token);
  // Signing out clears the spec's "last message id": the device's copy of the chat and its outbox.
  useEffect(
    () =>
      onSignOut(() => {
        if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase('caravan-chat');
      }),
    [],
  );

  const serviceLabel =
    unread.service > 0 ? t`Customer service, ${unread.service} unread` : t`Customer service`;
  // A store owner's or operator's waiting buyer conversations count on the same icon: its list
  // leads to their inbox (the slot beside the logo has room for three icons, not four).
  const waiting = unread.inbox;
  const chatLabel =
    waiting > 0
      ? unread.chat > 0
        ? t`Store messages, ${unread.chat} unread; ${waiting} buyer conversations waiting for your answer`
        : t`Store messages, ${waiting} buyer conversations waiting for your answer`
      : unread.chat > 0
        ? t`Store messages, ${unread.chat} unread`
        : t`Store messages`;
  const noticeLabel = unread.notices > 0 ? t`Notices, ${unread.notices} unread` : t`Notices`;
  return (
    <span className={`${css.icons} ${className ?? ''}`}>
      <button
        type="button"
        className={css.iconButton}
        aria-label={serviceLabel}
        data-testid="chat-service-button"
        onClick={() => openChat({ kind: 'service' })}
      >
        <HeadsetIcon />
        <Badge count={unread.service} label={serviceLabel} />
      </button>
      {token && (
        <>
          <button
            type="button"
            className={css.iconButton}
            aria-label={chatLabel}
            data-testid="chat-stores-button"
            onClick={() => openChat(null)}
          >
            <BubbleIcon />
            <Badge count={unread.chat + waiting} label={chatLabel} />
          </button>
          <Link
            to="/userInfo/messages"
            className={css.iconButton}
            aria-label={noticeLabel}
            data-testid="notice-bell"
          >
            <BellIcon />
            <Badge count={unread.notices} label={noticeLabel} />
          </Link>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatWindow />
        </Suspense>
      )}
    </span>
  );
}

const iconProps = {
  'aria-hidden': true,
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function HeadsetIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </svg>
  );
}

function BubbleIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
    </svg>
  );
}

function BellIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 21h4" />
    </svg>
  );
}
