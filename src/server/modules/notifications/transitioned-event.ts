import { z } from 'zod';
import { actors } from '../../../domain/booking-process';

/**
 * The engine's hook (seam 4): one job per transition record. `previousBooking` is optional: the
 * engine adds the times a reschedule moved the booking from.
 */
export const transitionedPayloadSchema = z.object({
  transactionId: z.uuid(),
  transition: z.string(),
  by: z.enum(actors),
  at: z.coerce.date(),
  previousBooking: z.object({ start: z.coerce.date(), end: z.coerce.date() }).nullish(),
});
export type TransitionedEvent = z.infer<typeof transitionedPayloadSchema>;
