ALTER TABLE "withdrawals" ADD COLUMN "payer" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "replaced_tx_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "sent_at" timestamp with time zone;