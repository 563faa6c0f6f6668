ALTER TABLE "seller_goods" ADD COLUMN "discount_plan" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "discount_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "discount_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "seller_goods_discount_window_idx" ON "seller_goods" USING btree ("id") WHERE "seller_goods"."discount_starts_at" is not null or "seller_goods"."discount_ends_at" is not null;