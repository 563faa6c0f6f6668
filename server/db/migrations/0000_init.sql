CREATE TABLE "system_parameters" (
	"code" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
