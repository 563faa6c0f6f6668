// What other modules may use of notices: writing one in the transaction of the event it reports,
// and the unread count a push stream sends.
export { recordNotice, unreadNotices, type NoticeInput } from './notice.service.ts';
