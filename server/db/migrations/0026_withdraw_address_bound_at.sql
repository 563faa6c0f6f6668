-- When a withdrawal address was bound, so its hold ends at bind time + the hold parameter as it is
-- now (a change of the parameter applies to addresses already held). Expand only: hold_until is
-- still written for a release that reads it; rows bound before this keep their hold_until.
ALTER TABLE "withdraw_addresses" ADD COLUMN "bound_at" timestamp with time zone;
