// The states an operator can put a user account in (SPEC 6: active, disabled, business-locked).
// Kept apart from the endpoint schemas so a route's search parsing can use it without pulling zod
// into the storefront's first screen.
export const userStatusValues = ['active', 'disabled', 'business_locked'] as const;
export type UserStatusValue = (typeof userStatusValues)[number];
