import { eq } from 'drizzle-orm';
import type { Language } from '../../../domain/languages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The language the person uses with us now: later emails are written in it. */
export async function setLanguage(
  deps: { db: Db },
  userId: string,
  language: Language,
): Promise<void> {
  await deps.db.update(users).set({ language }).where(eq(users.id, userId));
}
