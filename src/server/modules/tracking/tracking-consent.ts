import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { consentCookie } from '../../../contracts/cookies';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { trackingConsents } from '../../db/schema';

/** The browser's banner choice: true accepted, false declined, null not chosen (decision 167). */
export function consentOf(request: FastifyRequest): boolean | null {
  const value = request.cookies[consentCookie];
  return value === '1' ? true : value === '0' ? false : null;
}

/** Keeps a signed-in person's choice, for the jobs that track them later (a purchase). */
export async function recordTrackingConsent(
  deps: { db: Db; clock: Clock },
  userId: string,
  granted: boolean,
): Promise<void> {
  const decidedAt = deps.clock.now();
  await deps.db
    .insert(trackingConsents)
    .values({ userId, granted, decidedAt })
    .onConflictDoUpdate({
      target: trackingConsents.userId,
      set: { granted, decidedAt },
      // Unchanged choices write nothing.
      setWhere: sql`${trackingConsents.granted} is distinct from ${granted}`,
    });
}

/** Whether the person accepted tracking when they last chose (no choice: no). */
export async function hasTrackingConsent(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ granted: trackingConsents.granted })
    .from(trackingConsents)
    .where(and(eq(trackingConsents.userId, userId), eq(trackingConsents.granted, true)));
  return Boolean(row);
}
