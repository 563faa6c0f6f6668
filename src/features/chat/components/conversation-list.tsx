// The chat window's list: the seller's and the service inbox (for who has one), then the stores'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { chatUnreadQueryOptions } from '../api/get-chat-unread.ts';
import { unreadAtom, type ChatTarget } from '../chat.atoms.ts';
import { UnreadCount } from './unread-count.tsx';
import * as css from './window.css.ts';

export function ConversationList({
  onOpen,
  onLeave,
}: {
  onOpen: (target: ChatTarget) => void;
  /** The window closes when an entry leads to another screen. */
  onLeave: () => void;
}) {
  const { t } = useLingui();
  const unread = useAtomValue(unreadAtom);
  const query = useQuery(chatUnreadQueryOptions());
  const stores = query.data?.conversations ?? [];
  const { seller, service } = unread.inboxes;
  return (
    <ul className={css.list} aria-label={t`Conversations`}>
      {seller !== null && (
        <li>
          <Link
            to="/seller"
            hash="seller-inbox-title"
            className={css.listItem}
            onClick={onLeave}
            data-testid="chat-seller-inbox-link"
          >
            <span className={css.listText}>
              <strong>
                <Trans>Buyer messages to your store</Trans>
              </strong>
              <span className={css.listPreview}>
                <Trans>Answer them in the seller panel</Trans>
              </span>
            </span>
            <UnreadCount count={seller} />
          </Link>
        </li>
      )}
      {service !== null && (
        <li>
          <Link
            to="/admin/chat"
            className={css.listItem}
            onClick={onLeave}
            data-testid="chat-service-inbox-link"
          >
            <span className={css.listText}>
              <strong>
                <Trans>Customer-service inbox</Trans>
              </strong>
              <span className={css.listPreview}>
                <Trans>Buyers waiting for an answer</Trans>
              </span>
            </span>
            <UnreadCount count={service} />
          </Link>
        </li>
      )}
      <li>
        <button type="button" className={css.listItem} onClick={() => onOpen({ kind: 'service' })}>
          <span className={css.listText}>
            <strong>
              <Trans>Customer service</Trans>
            </strong>
          </span>
          <UnreadCount count={unread.service} />
        </button>
      </li>
      {stores.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className={css.listItem}
            onClick={() =>
              onOpen({
                kind: 'store',
                sellerId: conversation.sellerId,
                sellerName: conversation.sellerName,
              })
            }
          >
            <span className={css.listText}>
              <strong>
                <bdi>{conversation.sellerName}</bdi>
              </strong>
              <span className={css.listPreview}>
                {conversation.lastMessage?.type === 'img'
                  ? t`Picture`
                  : conversation.lastMessage?.content}
              </span>
            </span>
            <UnreadCount count={conversation.unread} />
          </button>
        </li>
      ))}
      {query.isSuccess && stores.length === 0 && (
        <li className={css.note}>
          <Trans>
            Your conversations with stores appear here. Start one from a store or product page.
          </Trans>
        </li>
      )}
    </ul>
  );
}
