CREATE TABLE "exchange_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "fiat_currency" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "fiat_amount" numeric(38, 10);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "rate_id" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "rate_set_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_idx" ON "exchange_rates" USING btree ("currency","set_at");