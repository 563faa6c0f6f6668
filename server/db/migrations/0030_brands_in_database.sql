CREATE TABLE "brand_versions" (
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"logo_svg" text NOT NULL,
	"icon_svg" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text,
	"reason" text NOT NULL,
	CONSTRAINT "brand_versions_code_version_pk" PRIMARY KEY("code","version")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"logo_svg" text NOT NULL,
	"icon_svg" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
