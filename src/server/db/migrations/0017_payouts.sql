CREATE TABLE "operator_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_transfer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_transfers_kind_check" CHECK ("operator_transfers"."kind" in ('transfer', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"business_type" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_state_check" CHECK ("payout_accounts"."state" in ('verified', 'needs-information', 'restricted'))
);
--> statement-breakpoint
CREATE TABLE "sim_connect_objects" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"account_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_connect_objects_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "operator_transfers" ADD CONSTRAINT "operator_transfers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_transfers" ADD CONSTRAINT "operator_transfers_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_transfers_transaction_idx" ON "operator_transfers" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "operator_transfers_operator_idx" ON "operator_transfers" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_idx" ON "payout_accounts" USING btree ("provider","account_id");--> statement-breakpoint
CREATE INDEX "sim_connect_objects_account_idx" ON "sim_connect_objects" USING btree ("kind","account_id","created_at");