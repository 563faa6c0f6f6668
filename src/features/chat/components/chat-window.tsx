// The chat window: a dialog of 480 x 680 starting near the bottom corner at the inline end,
// draggable by its title bar with the pointer or, from the move button, with the arrow keys; a
// full-screen sheet on phones. Escape closes it and focus returns to where it was. Without a
// session it says "please log in". It shows the buyer's conversations (customer service and the
// stores) or one of them; an external service link from `customer_service_url` when configured.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../../../components/icons.tsx';
import { button, flipInRtl } from '../../../styles/ui.css.ts';
import { useSession } from '../../account/index.ts';
import { serviceLinkQueryOptions } from '../api/get-service-link.ts';
import { chatWindowAtom, type ChatTarget } from '../chat.atoms.ts';
import { ConversationView } from './conversation-view.tsx';
import * as css from './window.css.ts';
import { ConversationList } from './conversation-list.tsx';

const WIDE = '(min-width: 640px)';
const KEY_STEP = 24;

function subscribeWide(listener: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function useWide(): boolean {
  return useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches);
}

function keyOf(target: ChatTarget): string {
  return target.kind === 'service' ? 'service' : `store:${target.sellerId}`;
}

export default function ChatWindow() {
  const { t } = useLingui();
  const [state, setState] = useAtom(chatWindowAtom);
  const wide = useWide();
  const { token, user } = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [, force] = useState(0);

  const close = () => setState((was) => ({ ...was, open: false }));
  const moveTo = (x: number, y: number) => {
    const box = panel.current?.getBoundingClientRect();
    const width = box?.width ?? 480;
    const height = box?.height ?? 680;
    setState((was) => ({
      ...was,
      position: {
        x: Math.min(Math.max(0, x), window.innerWidth - width),
        y: Math.min(Math.max(0, y), window.innerHeight - height),
      },
    }));
  };
  const current = () => {
    const box = panel.current?.getBoundingClientRect();
    return { x: box?.left ?? 0, y: box?.top ?? 0 };
  };
  useEffect(() => {
    const onResize = () => force((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const placed =
    wide && state.position
      ? { left: state.position.x, top: state.position.y, right: 'auto', bottom: 'auto' }
      : undefined;
  const active = state.active;
  const heading = !token
    ? t`Customer service`
    : active === null
      ? t`Messages`
      : active.kind === 'service'
        ? t`Customer service`
        : active.sellerName;

  return (
    <Dialog.Root open modal={!wide} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        {!wide && <Dialog.Overlay className={css.overlay} />}
        <Dialog.Content
          ref={panel}
          className={css.window}
          style={placed}
          data-testid="chat-window"
          aria-describedby={undefined}
          // The page stays usable beside the window on wide screens.
          onInteractOutside={(event) => wide && event.preventDefault()}
        >
          <div
            className={css.titleBar}
            onPointerDown={(event) => {
              if (!wide || (event.target as HTMLElement).closest('button:not([data-move])')) return;
              const at = current();
              drag.current = { dx: event.clientX - at.x, dy: event.clientY - at.y };
              event.currentTarget.setPointerCapture(event.pointerId);
            }}
            onPointerMove={(event) => {
              if (drag.current)
                moveTo(event.clientX - drag.current.dx, event.clientY - drag.current.dy);
            }}
            onPointerUp={() => {
              drag.current = null;
            }}
          >
            {token && active !== null && (
              <button
                type="button"
                className={css.titleButton}
                aria-label={t`All conversations`}
                onClick={() => setState((was) => ({ ...was, active: null }))}
              >
                <span className={flipInRtl}>
                  <BackIcon />
                </span>
              </button>
            )}
            <Dialog.Title className={css.title}>
              <bdi>{heading}</bdi>
            </Dialog.Title>
            <button
              type="button"
              data-move
              className={css.moveHandle}
              aria-label={t`Move the window (arrow keys)`}
              onKeyDown={(event) => {
                const step = {
                  ArrowLeft: [-1, 0],
                  ArrowRight: [1, 0],
                  ArrowUp: [0, -1],
                  ArrowDown: [0, 1],
                }[event.key];
                if (!step) return;
                event.preventDefault();
                const at = current();
                moveTo(at.x + step[0]! * KEY_STEP, at.y + step[1]! * KEY_STEP);
              }}
            >
              <MoveIcon />
            </button>
            <Dialog.Close className={css.titleButton} aria-label={t`Close`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {!token ? (
            <div className={css.note}>
              <p>
                <Trans>Not logged in. Please log in to chat with customer service.</Trans>
              </p>
              <Link to="/login" className={button.primary} onClick={close}>
                <Trans>Log in</Trans>
              </Link>
            </div>
          ) : active === null ? (
            <ConversationList
              onOpen={(target) => setState((was) => ({ ...was, active: target }))}
              onLeave={close}
            />
          ) : (
            <ConversationView
              key={keyOf(active)}
              owner={user?.usercode ?? 'me'}
              cacheKey={`${user?.usercode ?? 'me'}:${keyOf(active)}`}
              source={
                active.kind === 'service'
                  ? { side: 'buyer' }
                  : { side: 'buyer', sellerId: active.sellerId }
              }
              route={
                active.kind === 'service'
                  ? { side: 'buyer' }
                  : {
                      side: 'buyer',
                      sellerId: active.sellerId,
                      orderId: active.context?.orderId,
                      sellerGoodsId: active.context?.sellerGoodsId,
                    }
              }
              mine="send"
              label={t`Messages with ${heading}`}
              header={<ConversationHeader target={active} />}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConversationHeader({ target }: { target: ChatTarget }) {
  const { user, token } = useSession();
  const link = useQuery({
    ...serviceLinkQueryOptions(),
    enabled: !!token && target.kind !== 'store',
  }).data?.url;
  if (target.kind === 'store') {
    return target.context?.label ? (
      <p className={css.context}>
        <Trans>About: {target.context.label}</Trans>
      </p>
    ) : null;
  }
  if (!link) return null;
  // The server made it (with a signed assertion of who the buyer is, never the session token);
  // the avatar is only a picture choice.
  const url = new URL(link);
  url.searchParams.set('avatar', String(user?.avatar ?? 1));
  return (
    <p className={css.context}>
      <a href={url.toString()} target="_blank" rel="noreferrer">
        <Trans>Open the external chat in a new window</Trans>
      </a>
    </p>
  );
}

function MoveIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />
    </svg>
  );
}

// Kept here rather than beside the shared icons: those ship with the first screen, this one only
// with the chat window.
function BackIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}
