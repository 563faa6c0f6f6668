// The answering side's inbox: the operators' customer-service conversations (`/admin/chat`) or a
// store owner's conversations (the seller panel): a paged list, latest activity first, with unread
// counts, the last message and who took each (operators), beside the chosen conversation. Pushed
// news refreshes the list; while the stream is down it polls every 30 s and the open conversation
// every 5 s.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type {
  adminChatAssign,
  adminChatList,
  sellerChatList,
} from '../../../../domain/api/chat.ts';
import { UNREAD_POLL_MS } from '../../../../domain/chat/chat-rules.ts';
import { LoadError } from '../../../components/page-states.tsx';
import { RecordPager } from '../../../components/record-pager.tsx';
import { apiCall, apiKey, callKey } from '../../../lib/api-client.ts';
import { button, emptyState, muted, section, sectionTitle } from '../../../styles/ui.css.ts';
import { useSession } from '../../account/index.ts';
import { streamUpAtom } from '../chat.atoms.ts';
import { ConversationView } from './conversation-view.tsx';
import { UnreadCount } from './unread-count.tsx';
import * as css from './window.css.ts';

type Side = 'admin' | 'seller';

function useInbox(side: Side, pageNum: number) {
  const streamUp = useAtomValue(streamUpAtom);
  return useQuery({
    queryKey: apiKey(side === 'admin' ? 'admin/chat!list' : 'seller/chat!list', { pageNum }),
    queryFn: ({ signal }) =>
      side === 'admin'
        ? apiCall<typeof adminChatList>('admin/chat!list', { pageNum }, { signal })
        : apiCall<typeof sellerChatList>('seller/chat!list', { pageNum }, { signal }),
    refetchInterval: streamUp ? false : UNREAD_POLL_MS,
  });
}

export function ChatInbox({ side }: { side: Side }) {
  const { t } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const inbox = useInbox(side, pageNum);
  const assign = useMutation({
    mutationFn: (conversationId: string) =>
      apiCall<typeof adminChatAssign>('admin/chat!assign', { conversationId }, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey('admin/chat!list') }),
  });
  const rows = inbox.data?.pageList ?? [];
  const current = rows.find((row) => row.id === selected);
  const owner = user?.usercode ?? 'me';
  return (
    <section className={section} aria-labelledby={`${side}-inbox-title`}>
      <h2 id={`${side}-inbox-title`} className={sectionTitle}>
        {side === 'admin' ? <Trans>Customer-service chat</Trans> : <Trans>Buyer messages</Trans>}
      </h2>
      {inbox.isError ? (
        <LoadError onRetry={() => void inbox.refetch()} />
      ) : (
        <div className={css.inbox}>
          <div className={css.inboxPane}>
            {rows.length === 0 && !inbox.isPending ? (
              <p className={emptyState}>
                <Trans>No conversations yet.</Trans>
              </p>
            ) : (
              <ul className={css.list} aria-label={t`Conversations`} data-testid="chat-inbox">
                {rows.map((row) => (
                  <li key={row.id}>
                    <button
                      type="button"
                      className={css.listItem}
                      aria-current={row.id === selected}
                      onClick={() => setSelected(row.id)}
                      data-testid="chat-inbox-row"
                    >
                      <span className={css.listText}>
                        <strong>
                          <bdi>{row.buyerName}</bdi>
                          {side === 'seller' && (
                            <span className={muted}>
                              {' · '}
                              <bdi>{row.sellerName}</bdi>
                            </span>
                          )}
                        </strong>
                        <span className={css.listPreview}>
                          {row.lastMessage?.type === 'img' ? t`Picture` : row.lastMessage?.content}
                        </span>
                        {side === 'admin' && (
                          <span className={css.listPreview}>
                            {row.assignedTo ? (
                              <Trans>Taken by {row.assignedTo}</Trans>
                            ) : (
                              <Trans>Not taken yet</Trans>
                            )}
                          </span>
                        )}
                      </span>
                      <UnreadCount count={row.unread} testId="chat-inbox-unread" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <RecordPager
              page={pageNum}
              pages={inbox.data?.pageInfo.totalPages ?? 1}
              onPage={setPageNum}
            />
          </div>
          <div className={css.inboxPane}>
            {current ? (
              <ConversationView
                key={current.id}
                owner={owner}
                cacheKey={`${owner}:${side}:${current.id}`}
                source={{ side, conversationId: current.id }}
                route={{ side, conversationId: current.id }}
                mine="receive"
                label={t`Messages with ${current.buyerName}`}
                header={
                  side === 'admin' && current.assignedTo !== user?.username ? (
                    <p className={css.context}>
                      <button
                        type="button"
                        className={button.secondary}
                        disabled={assign.isPending}
                        onClick={() => assign.mutate(current.id)}
                      >
                        <Trans>Take this conversation</Trans>
                      </button>
                    </p>
                  ) : null
                }
              />
            ) : (
              <p className={emptyState}>
                <Trans>Choose a conversation.</Trans>
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
