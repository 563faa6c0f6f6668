ALTER TABLE "orders" ADD COLUMN "refund_dispute" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_disputed_at" timestamp with time zone;