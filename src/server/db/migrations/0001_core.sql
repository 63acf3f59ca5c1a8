CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"listing_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"price_amount" integer,
	"price_currency" text DEFAULT 'EUR' NOT NULL,
	"public_data" jsonb NOT NULL,
	"availability_plan" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listings_state_check" CHECK ("listings"."state" in ('draft', 'pendingApproval', 'published', 'closed')),
	CONSTRAINT "listings_price_check" CHECK ("listings"."price_amount" is null or "listings"."price_amount" >= 0),
	CONSTRAINT "listings_currency_check" CHECK ("listings"."price_currency" = 'EUR')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"bio" text,
	"type" smallint DEFAULT 1 NOT NULL,
	"public_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"protected_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"private_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_image_id" uuid,
	"banned" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_listing_idx" ON "images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_public_created_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "listings"."state" = 'published' and not "listings"."deleted";--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_amount","id") WHERE "listings"."state" = 'published' and not "listings"."deleted";--> statement-breakpoint
CREATE INDEX "listings_author_idx" ON "listings" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));