-- Every character and every pair of adjacent characters of a text, for the GIN index that serves
-- 1-2 character keywords (trigram indexes only help from 3). GIN drops repeated keys itself.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  chars text[] := string_to_array(t, NULL);
  grams text[] := chars;
BEGIN
  FOR i IN 1 .. cardinality(chars) - 1 LOOP
    grams := grams || (chars[i] || chars[i + 1]);
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
CREATE TABLE "seller_sales" (
	"seller_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_sales_seller_id_shard_pk" PRIMARY KEY("seller_id","shard")
);
--> statement-breakpoint
ALTER TABLE "seller_sales" ADD CONSTRAINT "seller_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_goods_search_grams_idx" ON "seller_goods" USING gin (search_grams("search_text")) WHERE "seller_goods"."on_shelf";--> statement-breakpoint
-- Each store's units sold so far move to its first shard before the column goes.
INSERT INTO "seller_sales" ("seller_id", "shard", "sold_num") SELECT "id", 0, "sold_num" FROM "sellers" WHERE "sold_num" <> 0;--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "sold_num";