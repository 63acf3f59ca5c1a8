CREATE TABLE "transaction_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_transitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"transition" text NOT NULL,
	"by" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transaction_transitions_by_check" CHECK ("transaction_transitions"."by" in ('customer', 'provider', 'system', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"process_alias" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"state" text NOT NULL,
	"last_transition" text NOT NULL,
	"last_transitioned_at" timestamp with time zone NOT NULL,
	"booking_start" timestamp with time zone,
	"booking_end" timestamp with time zone,
	"booking_start_date" text,
	"quantity_adult" integer DEFAULT 0 NOT NULL,
	"quantity_child" integer DEFAULT 0 NOT NULL,
	"quantity_infant" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payin_total" integer,
	"payout_total" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payment_intent_id" text,
	"order_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transactions_state_check" CHECK ("transactions"."state" in ('initial', 'enquiry', 'pending-payment', 'payment-expired', 'preauthorized', 'declined', 'accepted', 'canceled', 'delivered', 'reviewed-by-customer', 'reviewed-by-provider', 'reviewed')),
	CONSTRAINT "transactions_seats_check" CHECK ("transactions"."seats" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_payout_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_messages" ADD CONSTRAINT "transaction_messages_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_messages" ADD CONSTRAINT "transaction_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_transitions" ADD CONSTRAINT "transaction_transitions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_messages_transaction_idx" ON "transaction_messages" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_transitions_transaction_idx" ON "transaction_transitions" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_customer_idx" ON "transactions" USING btree ("customer_id","last_transitioned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_provider_idx" ON "transactions" USING btree ("provider_id","last_transitioned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_listing_idx" ON "transactions" USING btree ("listing_id","booking_start");
