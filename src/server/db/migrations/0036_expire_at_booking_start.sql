-- An unanswered request expires at the booking's start, no longer at its end (docs/decisions/071).
-- Timer jobs store when they are due: the expire job of every request still unanswered was queued for
-- the earlier of its 6 days and the booking's end. Bring it forward to the start where that comes
-- first; a start already past makes it due at once, so the runner declines that request (seats and
-- card hold back) as soon as it starts. The job still checks the time against the history, as always.
UPDATE jobs AS j
SET run_at = t.booking_start, updated_at = now()
FROM transactions AS t
WHERE j.kind = 'transaction-timer'
  AND j.state = 'queued'
  AND j.payload ->> 'transition' = 'expire'
  AND j.payload ->> 'transactionId' = t.id::text
  AND t.state = 'preauthorized'
  AND t.booking_start IS NOT NULL
  AND t.booking_start < j.run_at;
