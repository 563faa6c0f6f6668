// One conversation, for the buyer and for the answering side alike: the device's copy at once,
// then only newer messages; the messages as a log region (read out as they arrive); the outbox
// entries with their state ("sending", "waiting for the connection" with a retry, a refusal with
// its reason); a composer for text (Enter sends, Shift+Enter breaks the line) and pictures. A
// picture is checked on the device (JPEG or PNG, at most 10 MB), then waits in the outbox like a
// text, shown from the device with its upload progress; it needs no connection to be sent.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ChatMessage } from '../../../../domain/api/chat.ts';
import {
  CHAT_PICTURE_MAX_BYTES,
  CHAT_POLL_MS,
  CHAT_SCROLL_DELAY_MS,
  CHAT_SEND_REFRESH_MS,
  CHAT_TEXT_MAX,
  chatPictureRefusal,
  chatTextValid,
} from '../../../../domain/chat/chat-rules.ts';
import { localTime } from '../../../lib/time.ts';
import { button, visuallyHidden } from '../../../styles/ui.css.ts';
import { messagesQueryOptions, type MessagesSource } from '../api/list-messages.ts';
import { markRead } from '../api/read-conversation.ts';
import { streamUpAtom } from '../chat.atoms.ts';
import type { OutboxRoute } from '../chat-store.ts';
import {
  discard,
  enqueue,
  enqueuePicture,
  flushOutbox,
  loadOutbox,
  outboxProgress,
  outboxSending,
  outboxSnapshot,
  pictureThumbnail,
  subscribeOutbox,
} from '../outbox.ts';
import { refreshChatReads } from '../push-stream.ts';
import * as css from './window.css.ts';
import { UploadedImage } from '../../../components/uploaded-image.tsx';

export interface ConversationProps {
  /** The account on this device (keys of the device's copy). */
  owner: string;
  cacheKey: string;
  source: MessagesSource;
  route: OutboxRoute;
  /** Which side is "me": the buyer's messages are `send`. */
  mine: 'send' | 'receive';
  /** Names the log for assistive technology. */
  label: string;
  /** Shown above the log (what the conversation is about, who took it). */
  header?: ReactNode;
}

let listenersInstalled = false;

/** Sends the outbox when the connection returns (the `online` event, or the worker's sync). */
function installRetry(onSent: () => void) {
  if (listenersInstalled) return;
  listenersInstalled = true;
  const retry = () => void flushOutbox(onSent);
  window.addEventListener('online', retry);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'chat-sync') retry();
  });
}

export function ConversationView(props: ConversationProps) {
  const { owner, cacheKey, source, route, mine, label, header } = props;
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const streamUp = useAtomValue(streamUpAtom);
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [pictureError, setPictureError] = useState('');

  const query = useQuery({
    ...messagesQueryOptions(cacheKey, source),
    refetchInterval: streamUp ? false : CHAT_POLL_MS,
  });
  const outbox = useSyncExternalStore(subscribeOutbox, outboxSnapshot);
  const sending = useSyncExternalStore(subscribeOutbox, outboxSending);
  const progress = useSyncExternalStore(subscribeOutbox, outboxProgress);
  const pending = outbox.filter((entry) => entry.key === cacheKey);
  const messages = query.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  const afterSend = () => {
    refreshChatReads(queryClient);
    // Spec section 9: the list refreshes 1 s after a send.
    setTimeout(() => refreshChatReads(queryClient), CHAT_SEND_REFRESH_MS);
  };

  useEffect(() => {
    installRetry(afterSend);
    void loadOutbox(owner).then(() => flushOutbox(afterSend));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);

  // Read up to the last message while the conversation is shown.
  const theirsUnread = messages.some((m) => m.send_receive !== mine);
  useEffect(() => {
    if (!lastId || !theirsUnread) return;
    void markRead(source, lastId)
      .then(() => refreshChatReads(queryClient))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastId, theirsUnread]);

  // Spec section 9: scroll to the newest after 300 ms.
  useEffect(() => {
    const timer = setTimeout(() => {
      const log = logRef.current;
      if (log) log.scrollTop = log.scrollHeight;
    }, CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastId, pending.length]);

  const submit = async () => {
    if (!chatTextValid(text)) return;
    const typed = text;
    setText('');
    await enqueue(cacheKey, route, 'text', typed);
    await flushOutbox(afterSend);
  };

  const sendPicture = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    const refused = chatPictureRefusal(head, file.size);
    if (refused) {
      const max = `${CHAT_PICTURE_MAX_BYTES / 1024 / 1024} MB`;
      setPictureError(
        refused === 'type'
          ? t`This picture cannot be sent: only JPEG and PNG pictures can.`
          : t`This picture cannot be sent: it is larger than ${max}.`,
      );
      return;
    }
    setPictureError('');
    await enqueuePicture(cacheKey, route, file);
    await flushOutbox(afterSend);
  };

  return (
    <div className={css.body}>
      {header}
      <div
        ref={logRef}
        className={css.log}
        role="log"
        aria-live="polite"
        aria-label={label}
        tabIndex={0}
        data-testid="chat-log"
      >
        {query.isPending && messages.length === 0 && (
          <p>
            <Trans>Loading…</Trans>
          </p>
        )}
        {!query.isPending && messages.length === 0 && pending.length === 0 && (
          <p>
            <Trans>No messages yet. Write the first one.</Trans>
          </p>
        )}
        {messages.map((message) => (
          <Bubble key={message.id} message={message} mine={message.send_receive === mine} />
        ))}
        {pending.map((entry) => (
          <div
            key={entry.clientKey}
            className={css.bubble}
            data-mine="true"
            data-testid="chat-pending"
          >
            {entry.type === 'img' ? (
              <>
                <img
                  className={css.thumbnail}
                  src={pictureThumbnail(entry.clientKey) ?? entry.content}
                  alt={t`Picture`}
                />
                {progress.has(entry.clientKey) ? (
                  <progress
                    className={css.progress}
                    max={1}
                    value={progress.get(entry.clientKey)}
                    aria-label={t`Upload progress`}
                  />
                ) : null}
              </>
            ) : (
              <span dir="auto">{entry.content}</span>
            )}
            <span className={css.pending}>
              {entry.refused ? (
                <>
                  <span role="alert">{entry.refused}</span>
                  <button
                    type="button"
                    className={css.linkButton}
                    onClick={() => void discard(entry.clientKey)}
                  >
                    <Trans>Discard</Trans>
                  </button>
                </>
              ) : sending ? (
                <Trans>Sending…</Trans>
              ) : (
                <>
                  <Trans>Waiting for the connection</Trans>
                  <button
                    type="button"
                    className={css.linkButton}
                    onClick={() => void flushOutbox(afterSend)}
                  >
                    <Trans>Retry</Trans>
                  </button>
                </>
              )}
            </span>
          </div>
        ))}
      </div>
      {pictureError ? (
        <p className={css.composerError} role="alert">
          {pictureError}
        </p>
      ) : null}
      <form
        className={css.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png"
          className={visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void sendPicture(file);
          }}
        />
        <button
          type="button"
          className={css.titleButton}
          aria-label={t`Send a picture`}
          onClick={() => fileRef.current?.click()}
        >
          <PictureIcon />
        </button>
        <label htmlFor={inputId} className={visuallyHidden}>
          <Trans>Message</Trans>
        </label>
        <textarea
          id={inputId}
          className={css.input}
          value={text}
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t`Write a message`}
          onChange={(event) => {
            setText(event.target.value);
            setPictureError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <button type="submit" className={button.primary} disabled={!chatTextValid(text)}>
          <Trans>Send</Trans>
        </button>
      </form>
    </div>
  );
}

function Bubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useLingui();
  return (
    <div className={css.bubble} data-mine={mine} data-testid="chat-message">
      {message.type === 'img' ? (
        // Chat pictures are private: fetched with the session, shown to the two sides only.
        <UploadedImage className={css.picture} src={message.content} alt={t`Picture`} />
      ) : (
        <span dir="auto">{message.content}</span>
      )}
      <span className={css.meta}>
        {!mine && message.senderName ? (
          <>
            <bdi>{message.senderName}</bdi>
            {' · '}
          </>
        ) : null}
        <time dir="ltr">{localTime(message.createtime)}</time>
      </span>
    </div>
  );
}

function PictureIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </svg>
  );
}
