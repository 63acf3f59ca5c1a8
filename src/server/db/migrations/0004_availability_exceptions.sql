CREATE TABLE "availability_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_exceptions_seats_check" CHECK ("availability_exceptions"."seats" >= 0),
	CONSTRAINT "availability_exceptions_interval_check" CHECK ("availability_exceptions"."end_at" > "availability_exceptions"."start_at")
);
--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_listing_idx" ON "availability_exceptions" USING btree ("listing_id","start_at");