// Rules of chat and notices shared by the server and the PWA: limits, the wire encoding of text,
// the kinds of notice and the polling intervals of spec section 9.

/** Longest text message, in characters, after URL-decoding. */
export const CHAT_TEXT_MAX = 2000;
/** Messages one list call answers by default / at most. */
export const CHAT_PAGE_SIZE = 50;

/** Spec section 9: chat poll 5 s, refresh 1 s after a send, unread and service polling 30 s. */
export const CHAT_POLL_MS = 5_000;
export const CHAT_SEND_REFRESH_MS = 1_000;
export const UNREAD_POLL_MS = 30_000;
/** Scroll delay after new messages (spec section 9). */
export const CHAT_SCROLL_DELAY_MS = 300;
/** The chat window on wide screens (spec section 2). */
export const CHAT_WINDOW = { width: 480, height: 680 } as const;

/** The events the notice feed reports (each written in the transaction of its event). */
export const NOTICE_KINDS = [
  'order.shipped',
  // To the store's owner: a buyer paid, with the date the listing's handling time promises shipping by.
  'order.paid',
  'refund.decided',
  'deposit.credited',
  'deposit.rejected',
  'withdrawal.paid',
  'withdrawal.rejected',
  'store.decided',
  'listing.hidden',
  // Merchant credit (docs/credit.md): the verification and each step of a loan, to the borrower.
  'kyc.approved',
  'kyc.rejected',
  'loan.applied',
  'loan.disbursed',
  'loan.rejected',
  'loan.repayment',
  'loan.withheld',
  'loan.overdue',
  'loan.repaid',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * The text of a message as sent on the wire (spec section 7: URL-encoded). Undefined when it is
 * not valid encoding.
 */
export function decodeChatText(wire: string): string | undefined {
  try {
    return decodeURIComponent(wire.replace(/\+/g, '%20'));
  } catch {
    return undefined;
  }
}

export function encodeChatText(text: string): string {
  return encodeURIComponent(text);
}

/** A text message is 1..2000 characters of something other than white space. */
export function chatTextValid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && [...text].length <= CHAT_TEXT_MAX;
}

/**
 * The Background Sync tag a page registers when its chat outbox waits for the network; the
 * service worker answers its sync event by waking the pages to send (they hold the session).
 */
export const CHAT_OUTBOX_SYNC = 'caravan-chat-outbox';

/** Largest chat picture (spec section 9's 10 MB image limit; the upload area `chat`). */
export const CHAT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why a picture cannot be sent in chat, from its first bytes and size (the server decides the
 * same from the same bytes): `type` unless it is a JPEG or PNG, `size` above the limit or empty.
 * Checked on the device before the picture waits in the outbox, so a refusal shows at once,
 * even offline.
 */
export function chatPictureRefusal(head: Uint8Array, size: number): 'type' | 'size' | undefined {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  if (!jpeg && !png) return 'type';
  if (size === 0 || size > CHAT_PICTURE_MAX_BYTES) return 'size';
  return undefined;
}
