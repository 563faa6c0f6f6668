CREATE TABLE "focus_sellers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keep_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"seller_goods_id" text NOT NULL,
	"saved_price" numeric(30, 10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "order_item_id" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "default_evaluation_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "default_evaluation_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "focus_sellers" ADD CONSTRAINT "focus_sellers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keep_goods" ADD CONSTRAINT "keep_goods_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "focus_sellers_user_seller_uq" ON "focus_sellers" USING btree ("user_id","seller_id");--> statement-breakpoint
CREATE INDEX "focus_sellers_user_idx" ON "focus_sellers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "keep_goods_user_goods_uq" ON "keep_goods" USING btree ("user_id","seller_goods_id");--> statement-breakpoint
CREATE INDEX "keep_goods_user_idx" ON "keep_goods" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_order_item_uq" ON "evaluations" USING btree ("order_item_id");--> statement-breakpoint
-- The good count now holds written good reviews only; default reviews get their own count.
-- Recomputed from the review rows, which are the events these counters sum.
UPDATE "seller_goods" sg SET
	"good_evaluation_num" = c.good,
	"default_evaluation_num" = c.defaults
FROM (
	SELECT "seller_goods_id",
		count(*) FILTER (WHERE "rating" = 'good' AND NOT "is_default")::int AS good,
		count(*) FILTER (WHERE "is_default")::int AS defaults
	FROM "evaluations" GROUP BY "seller_goods_id"
) c
WHERE sg."id" = c."seller_goods_id";--> statement-breakpoint
UPDATE "sellers" s SET
	"good_evaluation_num" = c.good,
	"default_evaluation_num" = c.defaults
FROM (
	SELECT "seller_id",
		count(*) FILTER (WHERE "rating" = 'good' AND NOT "is_default")::int AS good,
		count(*) FILTER (WHERE "is_default")::int AS defaults
	FROM "evaluations" GROUP BY "seller_id"
) c
WHERE s."id" = c."seller_id";
