// "Contact the store": opens the chat window on a conversation with a store, with what it is about
// (a listing or an order) attached to the messages sent from there.
import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { button } from '../../../styles/ui.css.ts';
import { openChatAtom } from '../chat.atoms.ts';

export function ContactStoreButton({
  sellerId,
  sellerName,
  orderId,
  sellerGoodsId,
  about,
}: {
  sellerId: string;
  sellerName: string;
  orderId?: string;
  sellerGoodsId?: string;
  /** What the conversation is about, shown above it (a product name, an order number). */
  about?: string;
}) {
  const openChat = useSetAtom(openChatAtom);
  return (
    <button
      type="button"
      className={button.secondary}
      data-testid="contact-store"
      onClick={() =>
        openChat({
          kind: 'store',
          sellerId,
          sellerName,
          context: { orderId, sellerGoodsId, label: about },
        })
      }
    >
      <Trans>Contact the store</Trans>
    </button>
  );
}
