-- Marketing and analytics (issue 48 items 2–5; docs/decisions/165, 166, 167). Each table is what a
-- local default keeps instead of a hosted service: the email-marketing profiles and their events
-- (Klaviyo's model), the analytics events (PostHog's model) the console's daily funnel counts, and
-- each signed-in person's tracking choice, read by the jobs that run after a payment (no browser then).
CREATE TABLE "marketing_profiles" (
  "user_id" uuid PRIMARY KEY,
  "email" text NOT NULL,
  "phone_number" text,
  "first_name" text NOT NULL,
  "last_name" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_profiles_email_idx" ON "marketing_profiles" (lower("email"));
--> statement-breakpoint
CREATE TABLE "marketing_events" (
  "id" text PRIMARY KEY,
  "metric" text NOT NULL,
  "user_id" uuid,
  "email" text,
  "properties" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "value_minor" integer,
  "currency" text,
  "occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "marketing_events_occurred_idx" ON "marketing_events" ("occurred_at" DESC);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
  "id" text PRIMARY KEY,
  "name" text NOT NULL,
  "distinct_id" text NOT NULL,
  "user_id" uuid,
  "properties" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_day_idx" ON "analytics_events" ("name", "occurred_at");
--> statement-breakpoint
CREATE TABLE "tracking_consents" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "granted" boolean NOT NULL,
  "decided_at" timestamp with time zone NOT NULL
);
