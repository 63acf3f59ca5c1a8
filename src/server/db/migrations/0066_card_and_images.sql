-- Issue 49. The card a booking was paid with, kept when the payment is confirmed (its brand and last
-- four digits as the provider shows them, nothing more), so a cancelled or declined booking can say
-- which card the money went back to (docs/decisions/168-money-back-to-the-card.md).
ALTER TABLE "transactions" ADD COLUMN "card_brand" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_last4" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_last4_check" CHECK ("card_last4" ~ '^[0-9]{4}$');
--> statement-breakpoint
-- A listing photo's alternative text, written by the operator per photo (issue 49 item 9).
ALTER TABLE "images" ADD COLUMN "alt" text;
