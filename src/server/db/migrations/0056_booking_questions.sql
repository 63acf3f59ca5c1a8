-- Booking questions (issue 45 item 2; docs/decisions/137): a transaction keeps the answers to its
-- listing's questions, with the questions as they were asked and the lead traveller's name and phone.
ALTER TABLE "transactions" ADD COLUMN "booking_answers" jsonb;
