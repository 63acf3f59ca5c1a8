CREATE TABLE "affiliate_clicks" (
	"affiliate_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_clicks_affiliate_id_day_visitor_id_pk" PRIMARY KEY("affiliate_id","day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" uuid,
	"sales" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"rate_basis_points" integer,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_ledger_kind_check" CHECK ("affiliate_ledger"."kind" in ('commission', 'reversal', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "affiliate_payouts_status_check" CHECK ("affiliate_payouts"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "affiliate_payouts_amount_check" CHECK ("affiliate_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"tier" text DEFAULT 'standard' NOT NULL,
	"tier_month" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliates_tier_check" CHECK ("affiliates"."tier" in ('standard', 'bronze', 'silver', 'gold', 'platinum'))
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_affiliate_id_affiliates_user_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_ledger_key_idx" ON "affiliate_ledger" USING btree ("key");--> statement-breakpoint
CREATE INDEX "affiliate_ledger_affiliate_idx" ON "affiliate_ledger" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_month_idx" ON "affiliate_payouts" USING btree ("affiliate_id","month");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_affiliate_idx" ON "affiliate_referrals" USING btree ("affiliate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_token_idx" ON "affiliates" USING btree ("token");--> statement-breakpoint
-- Affiliates who signed up before the programme existed get their account (and a token) now.
INSERT INTO "affiliates" ("user_id", "token", "first_name", "last_name", "tier", "tier_month", "created_at")
SELECT "id", substr(md5(random()::text || "id"::text), 1, 12), "first_name", "last_name", 'standard', to_char(now() AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM'), now()
FROM "users" WHERE "type" = 3;
--> statement-breakpoint
-- Emails waiting for SMTP under the old outbox sender get their send job on the job runner (decision 041).
INSERT INTO "jobs" ("id", "kind", "payload", "key", "state", "run_at", "attempts", "max_attempts", "created_at", "updated_at")
SELECT gen_random_uuid(), 'send-email', jsonb_build_object('messageId', "id"), 'send-email:' || "id", 'queued',
  coalesce("next_attempt_at", now()), "attempts", greatest(8, "attempts" + 1), now(), now()
FROM "outbox_messages" WHERE "status" = 'pending'
ON CONFLICT DO NOTHING;
