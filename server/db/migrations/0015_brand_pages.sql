CREATE TABLE "brand_pages" (
	"brand_code" text NOT NULL,
	"page" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "brand_pages_brand_code_page_pk" PRIMARY KEY("brand_code","page")
);
