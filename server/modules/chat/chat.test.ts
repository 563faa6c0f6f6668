// Chat through HTTP on a real PostgreSQL: messages keep their order and `since` answers only newer
// ones; a message sent twice with one key is stored once (also in parallel); text arrives
// URL-encoded; pictures must be the sender's chat uploads; unread counts on both sides; and access:
// a buyer never reads another buyer's conversation, a store only its own, operators (support or
// admin) only customer-service conversations.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChatMessage,
  ChatMessagesPage,
  ConversationSummary,
} from '../../../domain/api/chat.ts';
import { uploads } from '../../db/schema/upload.ts';
import { newId } from '../../platform/ids.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { call } from '../../testing/calls.ts';
import { createStore, type Store } from '../../testing/marketplace.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface Paged<T> {
  pageList: T[];
  pageInfo: { totalElements: number };
}

let t: TestApp;
let buyer: Party;
let other: Party;
let support: Party;
let owner: Party;
let rival: Party;
let store: Store;
let rivalStore: Store;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createParty(t);
  other = await createParty(t);
  support = await createParty(t, { roles: ['user', 'support'] });
  owner = await createParty(t, { roles: ['user', 'seller'] });
  rival = await createParty(t, { roles: ['user', 'seller'] });
  store = await createStore(t.database, owner);
  rivalStore = await createStore(t.database, rival);
});
afterAll(async () => {
  await t?.close();
});

const send = (user: Party, params: Record<string, unknown>) =>
  call<ChatMessage>(t, 'newOnlinechat!send', params, { token: user.token });
const list = (user: Party, params: Record<string, unknown> = {}) =>
  call<ChatMessagesPage>(t, 'newOnlinechat!list', params, { token: user.token, method: 'GET' });
const unread = (user: Party) =>
  call<{
    count: number;
    service: number;
    conversations: ConversationSummary[];
    inboxes: { seller: number | null; service: number | null };
  }>(t, 'newOnlinechat!unread', {}, { token: user.token, method: 'GET' });

describe('customer service', () => {
  let conversationId = '';

  it('keeps the order of messages and answers only newer ones after `since`', async () => {
    const texts = ['hello', 'where is my order?', '100% sure & ok'];
    const ids: number[] = [];
    for (const [i, text] of texts.entries()) {
      const sent = await send(buyer, { content: encodeURIComponent(text), clientKey: `k${i}` });
      expect(sent.code, sent.msg).toBe('0');
      expect(sent.data).toMatchObject({ send_receive: 'send', type: 'text', content: text });
      ids.push(Number(sent.data.id));
    }
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const all = await list(buyer);
    conversationId = all.data.conversationId;
    expect(all.data.pageList.map((m) => m.content)).toEqual(texts);
    expect(all.data.pageList[0]!.message_id).toBe(String(ids[0]));
    const newer = await list(buyer, { since: ids[0] });
    expect(newer.data.pageList.map((m) => m.content)).toEqual(texts.slice(1));
    expect((await list(buyer, { since: ids[2] })).data.pageList).toEqual([]);
  });

  it('stores a message sent twice once, also when both arrive at the same time', async () => {
    const first = await send(buyer, { content: 'again', clientKey: 'same-key' });
    const second = await send(buyer, { content: 'again', clientKey: 'same-key' });
    expect(second.data.id).toBe(first.data.id);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => send(buyer, { content: 'burst', clientKey: 'burst-key' })),
    );
    expect(new Set(parallel.map((r) => r.data.id)).size).toBe(1);
    const headerKey = await t.app.inject({
      method: 'POST',
      url: '/api/newOnlinechat!send.action',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': 'header-key-1' },
      payload: { content: 'by header' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newOnlinechat!send.action',
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': 'header-key-1' },
      payload: { content: 'by header' },
    });
    expect(again.json().data.id).toBe(headerKey.json().data.id);
    const contents = (await list(buyer)).data.pageList.map((m) => m.content);
    expect(contents.filter((c) => c === 'again')).toHaveLength(1);
    expect(contents.filter((c) => c === 'burst')).toHaveLength(1);
    expect(contents.filter((c) => c === 'by header')).toHaveLength(1);
  });

  it('refuses empty, too long and badly encoded text, and pictures that are not own chat uploads', async () => {
    expect((await send(buyer, { content: '%20%20' })).errorKey).toBe('param.invalid');
    expect((await send(buyer, { content: 'x'.repeat(2001) })).errorKey).toBe('param.invalid');
    expect((await send(buyer, { content: '%E0%A4%A' })).errorKey).toBe('param.invalid');
    const url = `/uploads/chat/${newId()}.jpg`;
    await t.database.db
      .insert(uploads)
      .values({ id: newId(), userId: other.userId, module: 'chat', url, bytes: 10 });
    expect((await send(buyer, { type: 'img', content: url })).errorKey).toBe('chat.imageInvalid');
    const own = `/uploads/chat/${newId()}.jpg`;
    await t.database.db
      .insert(uploads)
      .values({ id: newId(), userId: buyer.userId, module: 'chat', url: own, bytes: 10 });
    const picture = await send(buyer, { type: 'img', content: own });
    expect(picture.data).toMatchObject({ type: 'img', content: own });
  });

  it('lets any operator answer; the first to answer is assigned; the buyer counts it unread', async () => {
    const inbox = await call<Paged<ConversationSummary>>(
      t,
      'admin/chat!list',
      {},
      { token: support.token, method: 'GET' },
    );
    const row = inbox.data.pageList.find((c) => c.id === conversationId)!;
    expect(row).toMatchObject({ kind: 'service', buyerName: buyer.username, assignedTo: '' });
    expect(row.unread).toBeGreaterThan(0);
    // Operators see unanswered service conversations among their header counts.
    expect((await unread(support)).data.inboxes.service).toBeGreaterThan(0);
    expect((await unread(buyer)).data.inboxes.service).toBeNull();
    const answer = await call<ChatMessage>(
      t,
      'admin/chat!send',
      {
        conversationId,
        content: encodeURIComponent('We are on it'),
        clientKey: 'op-1',
      },
      { token: support.token },
    );
    expect(answer.data).toMatchObject({ send_receive: 'receive', senderName: support.username });
    const after = await call<Paged<ConversationSummary>>(
      t,
      'admin/chat!list',
      {},
      { token: support.token, method: 'GET' },
    );
    expect(after.data.pageList.find((c) => c.id === conversationId)).toMatchObject({
      assignedTo: support.username,
      unread: 0,
    });
    expect((await unread(buyer)).data).toMatchObject({ count: 1, service: 1 });
    const pub = await t.app.inject({
      method: 'GET',
      url: '/public/userOnlineChatController!unread.action',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pub.json().data).toEqual({ count: 1 });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/public/userOnlineChatController!unread.action',
    });
    expect(anonymous.json()).toMatchObject({ code: '0', data: { count: 0 } });
    expect((await call(t, 'newOnlinechat!read', {}, { token: buyer.token })).data).toEqual({
      unread: 0,
    });
    expect((await unread(buyer)).data.count).toBe(0);
  });

  it('keeps buyers, stores and operators out of conversations that are not theirs', async () => {
    expect((await list(other)).data.pageList).toEqual([]);
    const asStore = await call(
      t,
      'seller/chat!messages',
      { conversationId },
      { token: owner.token, method: 'GET' },
    );
    expect(asStore.errorKey).toBe('chat.notFound');
    const asStoreSend = await call(
      t,
      'seller/chat!send',
      {
        conversationId,
        content: 'hi',
      },
      { token: owner.token },
    );
    expect(asStoreSend.errorKey).toBe('chat.notFound');
    const buyerAsOperator = await call(
      t,
      'admin/chat!list',
      {},
      { token: buyer.token, method: 'GET' },
    );
    expect(buyerAsOperator.errorKey).toBe('auth.noPermission');
  });
});

describe('store conversations', () => {
  let conversationId = '';

  it('reach only the store owner, who answers from the seller inbox', async () => {
    expect((await unread(owner)).data.inboxes).toEqual({ seller: 0, service: null });
    const sent = await send(buyer, { sellerId: store.sellerId, content: 'Do you ship to Oman?' });
    expect(sent.code, sent.msg).toBe('0');
    // The header's counts tell the owner (and only the owner) a buyer waits for an answer.
    expect((await unread(owner)).data.inboxes).toEqual({ seller: 1, service: null });
    expect((await unread(rival)).data.inboxes).toEqual({ seller: 0, service: null });
    expect((await unread(buyer)).data.inboxes).toEqual({ seller: null, service: null });
    const mine = await call<Paged<ConversationSummary>>(
      t,
      'seller/chat!list',
      {},
      { token: owner.token, method: 'GET' },
    );
    expect(mine.data.pageList).toHaveLength(1);
    conversationId = mine.data.pageList[0]!.id;
    expect(mine.data.pageList[0]).toMatchObject({
      kind: 'store',
      unread: 1,
      sellerId: store.sellerId,
    });
    const theirs = await call<Paged<ConversationSummary>>(
      t,
      'seller/chat!list',
      {},
      { token: rival.token, method: 'GET' },
    );
    expect(theirs.data.pageList).toEqual([]);
    expect(
      (
        await call(
          t,
          'seller/chat!messages',
          { conversationId },
          { token: rival.token, method: 'GET' },
        )
      ).errorKey,
    ).toBe('chat.notFound');
    expect(
      (
        await call(
          t,
          'admin/chat!messages',
          { conversationId },
          { token: support.token, method: 'GET' },
        )
      ).errorKey,
    ).toBe('chat.notFound');
    const answer = await call<ChatMessage>(
      t,
      'seller/chat!send',
      {
        conversationId,
        content: 'Yes',
      },
      { token: owner.token },
    );
    expect(answer.data).toMatchObject({ send_receive: 'receive', senderName: store.name });
    const buyerSide = await unread(buyer);
    expect(buyerSide.data.conversations).toEqual([
      expect.objectContaining({ sellerId: store.sellerId, sellerName: store.name, unread: 1 }),
    ]);
    const messages = await list(buyer, { sellerId: store.sellerId });
    expect(messages.data.pageList.map((m) => m.send_receive)).toEqual(['send', 'receive']);
    expect((await list(other, { sellerId: store.sellerId })).data.pageList).toEqual([]);
  });

  it('refuses a chat with your own store and an order of someone else as context', async () => {
    expect((await send(owner, { sellerId: store.sellerId, content: 'me' })).errorKey).toBe(
      'chat.ownStore',
    );
    expect(
      (await send(buyer, { sellerId: rivalStore.sellerId, content: 'x', orderId: newId() }))
        .errorKey,
    ).toBe('chat.contextInvalid');
  });

  it('never counts one conversation twice in one message table', async () => {
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from chat_conversations where buyer_user_id = ${buyer.userId}`,
    );
    expect(rows.rows[0]!.n).toBe(2);
  });
});
