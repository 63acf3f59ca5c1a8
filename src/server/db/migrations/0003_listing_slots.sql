CREATE TABLE "listing_slots" (
	"listing_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_slots_listing_id_start_at_pk" PRIMARY KEY("listing_id","start_at"),
	CONSTRAINT "listing_slots_seats_check" CHECK ("listing_slots"."seats" >= 0 and "listing_slots"."booked" >= 0 and "listing_slots"."booked" <= "listing_slots"."seats"),
	CONSTRAINT "listing_slots_interval_check" CHECK ("listing_slots"."end_at" > "listing_slots"."start_at")
);
--> statement-breakpoint
ALTER TABLE "listing_slots" ADD CONSTRAINT "listing_slots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_slots_free_idx" ON "listing_slots" USING btree ("start_at","listing_id") WHERE "listing_slots"."booked" < "listing_slots"."seats";