CREATE TABLE "listing_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_goods_id" text NOT NULL,
	"selling_price" numeric(30, 10) NOT NULL,
	"discount_price" numeric(30, 10),
	"effective_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "reference_price" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_history_listing_idx" ON "listing_price_history" USING btree ("seller_goods_id","effective_at","id");--> statement-breakpoint
-- Append-only, enforced by the database: a reduction's earlier price must stay traceable to the
-- prices buyers actually saw, so no UPDATE, DELETE or TRUNCATE of the history.
CREATE FUNCTION "listing_price_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'listing_price_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listing_price_history_no_rewrite" BEFORE UPDATE OR DELETE ON "listing_price_history"
  FOR EACH ROW EXECUTE FUNCTION "listing_price_history_append_only"();--> statement-breakpoint
CREATE TRIGGER "listing_price_history_no_truncate" BEFORE TRUNCATE ON "listing_price_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_price_history_append_only"();--> statement-breakpoint
-- Honest when a write forgets the history: a new listing, or any change of its prices, drops the
-- stored reference price (no reduction shown) until the price history recomputes it.
CREATE FUNCTION "seller_goods_reference_price_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW.selling_price IS DISTINCT FROM OLD.selling_price
     OR NEW.discount_price IS DISTINCT FROM OLD.discount_price THEN
    NEW.reference_price := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Only writes naming a price fire it: checkout's stock and sales updates do not.
CREATE TRIGGER "seller_goods_reference_price_reset"
  BEFORE INSERT OR UPDATE OF "selling_price", "discount_price" ON "seller_goods"
  FOR EACH ROW EXECUTE FUNCTION "seller_goods_reference_price_reset"();
