CREATE TABLE "seller_sales" (
	"seller_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_sales_seller_id_shard_pk" PRIMARY KEY("seller_id","shard")
);
--> statement-breakpoint
ALTER TABLE "seller_sales" ADD CONSTRAINT "seller_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each store's units sold so far move to its first shard before the column goes.
INSERT INTO "seller_sales" ("seller_id", "shard", "sold_num") SELECT "id", 0, "sold_num" FROM "sellers" WHERE "sold_num" <> 0;--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "sold_num";