CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "payment_customers_provider_check" CHECK ("payment_customers"."provider" in ('stripe', 'simulator'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text NOT NULL,
	"default_payment_method_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_capturable" integer NOT NULL,
	"amount_received" integer NOT NULL,
	"amount_refunded" integer NOT NULL,
	"customer_id" text,
	"payment_method_id" text,
	"save_payment_method" boolean NOT NULL,
	"metadata" jsonb NOT NULL,
	"last_error" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_payment_intents_status_check" CHECK ("sim_payment_intents"."status" in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled')),
	CONSTRAINT "sim_payment_intents_amounts_check" CHECK ("sim_payment_intents"."amount" > 0 and "sim_payment_intents"."amount_capturable" >= 0 and "sim_payment_intents"."amount_received" >= 0 and "sim_payment_intents"."amount_refunded" >= 0 and "sim_payment_intents"."amount_refunded" <= "sim_payment_intents"."amount_received" and "sim_payment_intents"."amount_received" <= "sim_payment_intents"."amount")
);
--> statement-breakpoint
CREATE TABLE "sim_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_payment_methods_last4_check" CHECK ("sim_payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sim_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_refunds_amount_check" CHECK ("sim_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sim_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text,
	"last_error" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_payment_intents" ADD CONSTRAINT "sim_payment_intents_customer_id_sim_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sim_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_payment_intents" ADD CONSTRAINT "sim_payment_intents_payment_method_id_sim_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sim_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_payment_methods" ADD CONSTRAINT "sim_payment_methods_customer_id_sim_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sim_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_refunds" ADD CONSTRAINT "sim_refunds_payment_intent_id_sim_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."sim_payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_setup_intents" ADD CONSTRAINT "sim_setup_intents_customer_id_sim_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sim_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_setup_intents" ADD CONSTRAINT "sim_setup_intents_payment_method_id_sim_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sim_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_customer_idx" ON "payment_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sim_payment_methods_customer_idx" ON "sim_payment_methods" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sim_refunds_intent_idx" ON "sim_refunds" USING btree ("payment_intent_id");