CREATE TABLE "auth_guards" (
	"key" text PRIMARY KEY NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"day_failures" integer DEFAULT 0 NOT NULL,
	"failure_day" text,
	"minute_lock_day" text,
	"locked_until" timestamp with time zone,
	"lock_kind" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancelled_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"user_id" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"guard_key" text NOT NULL,
	"success" boolean NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "slider_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"offset" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"passed" boolean DEFAULT false NOT NULL,
	"ticket_hash" text,
	"ticket_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"usercode" text NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone" text,
	"avatar" integer DEFAULT 1 NOT NULL,
	"password_hash" text NOT NULL,
	"safeword_hash" text,
	"roles" text[] DEFAULT '{user}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"referrer_id" text,
	"agent_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "users_status_ck" CHECK ("users"."status" in ('active', 'disabled', 'business_locked'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"contacts" text NOT NULL,
	"email" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'home' NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"img_url" text NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_view_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seller_goods_id" text,
	"seller_id" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"names" jsonb NOT NULL,
	"icon_img" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_goods_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"order_id" text,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"avatar" integer DEFAULT 1 NOT NULL,
	"rating" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"img_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"check_attr_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detail_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"category_id" text NOT NULL,
	"selling_price" numeric(30, 10) NOT NULL,
	"discount_price" numeric(30, 10),
	"price" numeric(30, 10) GENERATED ALWAYS AS (coalesce(discount_price, selling_price)) STORED NOT NULL,
	"buy_min" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"new_time" timestamp with time zone,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"recommend_time" timestamp with time zone,
	"up_time" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"views_num" integer DEFAULT 0 NOT NULL,
	"evaluation_num" integer DEFAULT 0 NOT NULL,
	"good_evaluation_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text,
	"name" text NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"followers_num" integer DEFAULT 0 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"views_num" integer DEFAULT 0 NOT NULL,
	"evaluation_num" integer DEFAULT 0 NOT NULL,
	"good_evaluation_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"brand" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_goods_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"image" text NOT NULL,
	"check_attr_name" text DEFAULT '' NOT NULL,
	"unit_price" numeric(30, 10) NOT NULL,
	"original_price" numeric(30, 10),
	"quantity" integer NOT NULL,
	"amount" numeric(30, 10) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"user_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"status" integer NOT NULL,
	"status_before_refund" integer,
	"refund_status" integer DEFAULT 0 NOT NULL,
	"address_id" text NOT NULL,
	"contacts" text NOT NULL,
	"email" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"country_name" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"goods_amount" numeric(30, 10) NOT NULL,
	"discount" numeric(30, 10) NOT NULL,
	"freight" numeric(30, 10) NOT NULL,
	"tax" numeric(30, 10) NOT NULL,
	"handling_fee" numeric(30, 10) NOT NULL,
	"total" numeric(30, 10) NOT NULL,
	"commission_rate" numeric(30, 10) NOT NULL,
	"commission" numeric(30, 10),
	"currency" text DEFAULT 'USDT' NOT NULL,
	"pay_method" text,
	"cancel_reason" integer,
	"cancel_remark" text,
	"carrier" text,
	"tracking_number" text,
	"refund_type" text,
	"refund_reason" text,
	"refund_content" text,
	"refund_imgs" jsonb,
	"refund_remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"seller_confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"refund_decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" between -1 and 6),
	CONSTRAINT "orders_total_ck" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_parameters" (
	"code" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"user_id" text NOT NULL,
	"network" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_user_id_network_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"credited" numeric(38, 10),
	"status" text NOT NULL,
	"failure_reason" text,
	"address" text DEFAULT '' NOT NULL,
	"img" text,
	"bank_name" text,
	"card_number" text,
	"tx_hash" text,
	"log_index" integer,
	"block_number" bigint,
	"block_hash" text,
	"from_address" text,
	"raw_amount" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_serialNo_unique" UNIQUE("serial_no")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"currency" text NOT NULL,
	"balance" numeric(38, 10) DEFAULT '0' NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"balance_after" numeric(38, 10) NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_session_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_addresses" (
	"user_id" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_addresses_user_id_network_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"fee" numeric(38, 10) NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"tx_hash" text,
	"nonce" integer,
	"raw_tx" text,
	"block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_serialNo_unique" UNIQUE("serial_no")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancelled_identities_identity_idx" ON "cancelled_identities" USING btree ("identity","cancelled_at");--> statement-breakpoint
CREATE INDEX "login_attempts_guard_idx" ON "login_attempts" USING btree ("guard_key","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_usercode_uq" ON "users" USING btree ("usercode");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE INDEX "users_referrer_idx" ON "users" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","purpose","created_at");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "catalog_view_events_target_idx" ON "catalog_view_events" USING btree ("kind","seller_goods_id","seller_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "evaluations_goods_idx" ON "evaluations" USING btree ("seller_goods_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluations_seller_idx" ON "evaluations" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "seller_goods_search_trgm_idx" ON "seller_goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seller_goods_default_order_idx" ON "seller_goods" USING btree ("is_recommend" DESC NULLS LAST,"up_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "seller_goods"."on_shelf";--> statement-breakpoint
CREATE INDEX "seller_goods_new_order_idx" ON "seller_goods" USING btree ("up_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "seller_goods"."on_shelf";--> statement-breakpoint
CREATE INDEX "seller_goods_price_order_idx" ON "seller_goods" USING btree ("price","id") WHERE "seller_goods"."on_shelf";--> statement-breakpoint
CREATE INDEX "seller_goods_sold_order_idx" ON "seller_goods" USING btree ("sold_num" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "seller_goods"."on_shelf";--> statement-breakpoint
CREATE INDEX "seller_goods_category_idx" ON "seller_goods" USING btree ("category_id","is_recommend" DESC NULLS LAST,"up_time" DESC NULLS LAST) WHERE "seller_goods"."on_shelf";--> statement-breakpoint
CREATE INDEX "seller_goods_seller_idx" ON "seller_goods" USING btree ("seller_id","up_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seller_goods_goods_idx" ON "seller_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "sellers_search_trgm_idx" ON "sellers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sellers_owner_idx" ON "sellers" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_serial_number_uq" ON "orders" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_sweep_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "orders_shipped_sweep_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 3;--> statement-breakpoint
CREATE INDEX "orders_received_sweep_idx" ON "orders" USING btree ("received_at") WHERE "orders"."status" = 4;--> statement-breakpoint
CREATE INDEX "orders_refund_idx" ON "orders" USING btree ("refund_status","refund_requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_network_address_uq" ON "deposit_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_network_index_uq" ON "deposit_addresses" USING btree ("network","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_chain_log_uq" ON "deposits" USING btree ("network","tx_hash","log_index") WHERE "deposits"."tx_hash" is not null;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_kind_reference_uq" ON "ledger_transfers" USING btree ("kind","reference") WHERE "ledger_transfers"."reference" is not null;--> statement-breakpoint
CREATE INDEX "operator_decisions_target_idx" ON "operator_decisions" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "wallet_session_tokens_user_idx" ON "wallet_session_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_unfinished_uq" ON "withdrawals" USING btree ("user_id") WHERE "withdrawals"."status" in ('pending_review', 'approved', 'signed', 'broadcast');