CREATE TABLE "kyc_records" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"real_name" text NOT NULL,
	"nationality" text NOT NULL,
	"id_number_cipher" text NOT NULL,
	"id_number_last4" text NOT NULL,
	"id_photo" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_reg_number" text DEFAULT '' NOT NULL,
	"company_document" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reason_code" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_amount" numeric(30, 10) NOT NULL,
	"max_amount" numeric(30, 10) NOT NULL,
	"term_days" integer[] NOT NULL,
	"rate_per_term" numeric(12, 8) NOT NULL,
	"fee" numeric(30, 10) NOT NULL,
	"repayment_kind" text NOT NULL,
	"every_days" integer DEFAULT 0 NOT NULL,
	"share_percent" numeric(6, 2) DEFAULT '0' NOT NULL,
	"grace_days" integer NOT NULL,
	"late_daily_rate" numeric(12, 8) NOT NULL,
	"late_cap_rate" numeric(12, 8) NOT NULL,
	"early_interest_rebate" boolean DEFAULT true NOT NULL,
	"address_reason" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_products_amounts_ck" CHECK ("loan_products"."min_amount" > 0 and "loan_products"."min_amount" <= "loan_products"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" text PRIMARY KEY NOT NULL,
	"loan_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(30, 10) NOT NULL,
	"order_id" text,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(30, 10) NOT NULL,
	"term_days" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"early_interest_rebate" boolean NOT NULL,
	"quote" jsonb NOT NULL,
	"quote_hash" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"net_sales90" numeric(30, 10) NOT NULL,
	"home_address" text DEFAULT '' NOT NULL,
	"work_address" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reason_code" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"start_day" date,
	"schedule" jsonb,
	"paid" numeric(30, 10) DEFAULT '0' NOT NULL,
	"late_charges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"waived" numeric(30, 10) DEFAULT '0' NOT NULL,
	"swept_day" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kyc_records_user_idx" ON "kyc_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_records_status_idx" ON "kyc_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_records_one_pending_uq" ON "kyc_records" USING btree ("user_id") WHERE "kyc_records"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_unfinished_uq" ON "loans" USING btree ("user_id") WHERE "loans"."status" in ('reviewing', 'loaned', 'overdue');