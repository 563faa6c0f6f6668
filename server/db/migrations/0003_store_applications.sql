CREATE TABLE "store_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"country" text NOT NULL,
	"category_ids" text[] NOT NULL,
	"company_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"certificate" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"seller_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_applications_user_idx" ON "store_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_applications_status_idx" ON "store_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_one_pending_uq" ON "store_applications" USING btree ("user_id") WHERE "store_applications"."status" = 'pending';