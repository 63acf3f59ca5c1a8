import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

/** The newest email to an address (optionally of one template), as stored in the outbox. */
export async function latestEmailTo(db: Db, recipient: string, template?: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient),
        template ? eq(outboxMessages.template, template) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(1);
  return row;
}

/** The first link of an email's text body, parsed. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in:\n${text}`);
  return new URL(match[0]);
}

export async function emailsTo(db: Db, recipient: string) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}
