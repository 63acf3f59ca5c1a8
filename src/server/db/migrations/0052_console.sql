-- The console (issue 43; docs/decisions/100-console-admins-and-audit.md): the marketplace's
-- administrators, a role of its own beside the three user types; the append-only audit log of every
-- console action; a listing's featured mark and the reason its approval was refused; and who opened a
-- limited-access ("log in as") session.
CREATE TABLE "marketplace_admins" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid REFERENCES "users"("id"),
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "console_audit_seq_idx" ON "console_audit" USING btree ("seq");
--> statement-breakpoint
CREATE INDEX "console_audit_target_idx" ON "console_audit" USING btree ("target_id","seq");
--> statement-breakpoint
CREATE INDEX "console_audit_actor_idx" ON "console_audit" USING btree ("actor_id","seq");
--> statement-breakpoint
CREATE FUNCTION "levada_console_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_audit is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "console_audit_append_only" BEFORE UPDATE OR DELETE ON "console_audit"
	FOR EACH ROW EXECUTE FUNCTION "levada_console_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "console_audit_no_truncate" BEFORE TRUNCATE ON "console_audit"
	FOR EACH STATEMENT EXECUTE FUNCTION "levada_console_audit_append_only"();
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rejection_reason" text;
--> statement-breakpoint
CREATE INDEX "listings_pending_idx" ON "listings" USING btree ("updated_at","id") WHERE "listings"."state" = 'pendingApproval' and not "listings"."deleted";
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_id" uuid REFERENCES "users"("id");
