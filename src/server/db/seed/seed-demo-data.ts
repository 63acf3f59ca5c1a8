import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
// Placeholder until the seed helper writes the demo marketplace.
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
export async function seedDemoData(_deps: unknown, _opts: { log: (line: string) => void }): Promise<string> {
  return '';
}
