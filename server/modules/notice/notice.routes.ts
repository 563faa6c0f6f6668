// Routes of the notice feed (notice!*) and operator announcements (admin/notice!announce).
import {
  adminNoticeAnnounce,
  noticeList,
  noticeRead,
  noticeUnread,
} from '../../../domain/api/chat.ts';
import { fail } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as notices from './notice.service.ts';

export function noticeRoutes({ api, brands }: ModuleDeps): void {
  api.handle(noticeList, (paging, ctx) => notices.noticeFeed(ctx, paging));
  api.handle(noticeRead, ({ id }, ctx) => notices.readNotices(ctx, id));
  api.handle(noticeUnread, (_input, ctx) => notices.noticeUnread(ctx));
  api.handle(adminNoticeAnnounce, async (input, ctx) => {
    if (!brands.get(input.brand)) return fail('param.invalid', { field: 'brand' });
    return notices.announce(ctx, input);
  });
}
