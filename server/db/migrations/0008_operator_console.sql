CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason_code" text,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The decisions logged so far move into the audit log, unchanged.
INSERT INTO "audit_log" ("id", "actor_id", "action", "target_kind", "target_id", "after", "reason", "created_at")
SELECT "id", "operator_id", "target_kind" || '.' || "decision", "target_kind", "target_id", "details", "note", "created_at"
FROM "operator_decisions";--> statement-breakpoint
DROP TABLE "operator_decisions" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_reason_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "hidden_reason_code" text;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN "hidden_was_on_shelf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspend_reason_code" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspend_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_remark_code" text;--> statement-breakpoint
ALTER TABLE "store_applications" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "failure_reason_code" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "failure_reason_code" text;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
-- Append-only, enforced by the database: no UPDATE, DELETE or TRUNCATE of the audit log.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_rewrite" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
