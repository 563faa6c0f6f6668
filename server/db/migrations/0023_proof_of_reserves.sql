CREATE TABLE "reserve_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text
);
--> statement-breakpoint
CREATE TABLE "reserve_leaves" (
	"snapshot_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"label" text NOT NULL,
	"nonce" text NOT NULL,
	"sum_micro" numeric(38, 0) NOT NULL,
	CONSTRAINT "reserve_leaves_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_nodes" (
	"snapshot_id" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"sum_micro" numeric(38, 0) NOT NULL,
	CONSTRAINT "reserve_nodes_snapshot_id_level_position_pk" PRIMARY KEY("snapshot_id","level","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"taken_by" text,
	"scheduled_day" text,
	"root_hash" text NOT NULL,
	"total_micro" numeric(38, 0) NOT NULL,
	"leaf_count" integer NOT NULL,
	"reserves" jsonb NOT NULL,
	"unread_networks" jsonb NOT NULL,
	"verified_reserves" numeric(38, 10) NOT NULL,
	"declared_reserves" numeric(38, 10) NOT NULL,
	CONSTRAINT "reserve_snapshots_seq_unique" UNIQUE("seq"),
	CONSTRAINT "reserve_snapshots_scheduledDay_unique" UNIQUE("scheduled_day")
);
--> statement-breakpoint
ALTER TABLE "reserve_leaves" ADD CONSTRAINT "reserve_leaves_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_nodes" ADD CONSTRAINT "reserve_nodes_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_addresses_live_uq" ON "reserve_addresses" USING btree ("network","address") WHERE "reserve_addresses"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "reserve_leaves_owner_idx" ON "reserve_leaves" USING btree ("owner_id","snapshot_id");
--> statement-breakpoint
-- A snapshot, its leaves and its nodes are written once: buyers check their proofs against a root
-- that must never change under them.
CREATE FUNCTION reserve_snapshot_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'proof-of-reserves snapshots are never rewritten (%)', TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER reserve_snapshots_written_once BEFORE UPDATE OR DELETE ON "reserve_snapshots"
  FOR EACH ROW EXECUTE FUNCTION reserve_snapshot_written_once();--> statement-breakpoint
CREATE TRIGGER reserve_leaves_written_once BEFORE UPDATE OR DELETE ON "reserve_leaves"
  FOR EACH ROW EXECUTE FUNCTION reserve_snapshot_written_once();--> statement-breakpoint
CREATE TRIGGER reserve_nodes_written_once BEFORE UPDATE OR DELETE ON "reserve_nodes"
  FOR EACH ROW EXECUTE FUNCTION reserve_snapshot_written_once();
