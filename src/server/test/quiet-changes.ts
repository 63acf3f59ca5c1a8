import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings } from '../db/schema';

/** Milliseconds until `check` holds, asking every 10 ms; fails after 1 s. */
export async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > 1000) throw new Error('not seen within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

/** Changes a listing's title without telling anyone: only what a process keeps can still show the old one. */
export async function renameQuietly(db: Db, id: string, title: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table listings disable trigger user`);
    await tx.update(listings).set({ title }).where(eq(listings.id, id));
    await tx.execute(sql`alter table listings enable trigger user`);
  });
}
