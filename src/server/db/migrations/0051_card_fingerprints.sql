-- The card simulator keeps each card's fingerprint, as Stripe does: a referral paid with the
-- affiliate's own card is refused (issue 42 item 3, decision 098).
ALTER TABLE "sim_payment_methods" ADD COLUMN "fingerprint" text;
