CREATE TABLE "operator_roles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_roles_name_idx" ON "operator_roles" USING btree (lower("name"));--> statement-breakpoint
-- The built-in roles, listed in the console beside the roles admins make; their grants live in
-- domain/operator/permissions.ts (admin: everything; support: every operator read and chat).
INSERT INTO "operator_roles" ("code", "name", "permissions", "built_in") VALUES
  ('admin', 'admin', '{}', true),
  ('support', 'support', '{}', true)
ON CONFLICT DO NOTHING;
