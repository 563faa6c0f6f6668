-- Identity data sealed and bound to its record (server/platform/identity-crypto.ts): the real name
-- and company registration number get sealed columns, identity pictures a binding, and records the
-- time the retention rule erased them. Expand only: the plain columns stay (new records write ''
-- there, older ones are sealed at start), so a server of the previous schema still runs.
ALTER TABLE "kyc_records" ADD COLUMN "real_name_cipher" text;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "company_reg_number_cipher" text;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sealed_for" text;