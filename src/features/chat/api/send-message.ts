// newOnlinechat!send (buyer), admin/chat!send (operator), seller/chat!send (store owner): one
// message with its idempotency key; text URL-encoded (spec section 7). Sent from the outbox.
import type { adminChatSend, chatSend, sellerChatSend } from '../../../../domain/api/chat.ts';
import type { EndpointInput } from '../../../../domain/api/define.ts';
import { apiCall } from '../../../lib/api-client.ts';

// No toast: the outbox shows the state of each message itself.
const options = { method: 'POST', silent: true } as const;

export const sendAsBuyer = (input: EndpointInput<typeof chatSend>) =>
  apiCall<typeof chatSend>('newOnlinechat!send', input, options);
export const sendAsAdmin = (input: EndpointInput<typeof adminChatSend>) =>
  apiCall<typeof adminChatSend>('admin/chat!send', input, options);
export const sendAsSeller = (input: EndpointInput<typeof sellerChatSend>) =>
  apiCall<typeof sellerChatSend>('seller/chat!send', input, options);
