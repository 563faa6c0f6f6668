-- Views recorded before per-viewer counting keep their count: each stays its own viewer.
ALTER TABLE "catalog_view_events" ADD COLUMN "viewer" text;--> statement-breakpoint
ALTER TABLE "catalog_view_events" ADD COLUMN "day" date;--> statement-breakpoint
UPDATE "catalog_view_events" SET "viewer" = 'legacy:' || "id", "day" = ("created_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
ALTER TABLE "catalog_view_events" ALTER COLUMN "viewer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_view_events" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_view_events_once_uq" ON "catalog_view_events" USING btree ("kind",coalesce("seller_goods_id", "seller_id"),"viewer","day");
