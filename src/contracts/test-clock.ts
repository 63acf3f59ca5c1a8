// The browser journeys' clock seam (TEST_CLOCK servers only): move the server's time, run what fell due.
import { z } from 'zod';

export const moveTestClockBodySchema = z.union([
  z.strictObject({
    advanceMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 120),
  }),
  z.strictObject({ reset: z.literal(true) }),
]);
export type MoveTestClockBody = z.infer<typeof moveTestClockBodySchema>;

export const moveTestClockResponseSchema = z.object({
  data: z.object({ now: z.string(), jobsRun: z.number().int() }),
});
