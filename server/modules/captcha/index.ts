// What other modules may use of the slider check: spending a solved ticket.
export { consumeTicket } from './captcha.service.ts';
