CREATE TABLE "chain_network_health" (
	"network" text PRIMARY KEY NOT NULL,
	"ok_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure" text,
	"head" bigint,
	"block_seconds" numeric(10, 3)
);
