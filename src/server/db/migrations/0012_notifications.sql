ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_channel_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox_messages" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'sms', 'whatsapp', 'chat', 'review-invitation', 'ad-pixel'));