import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { quoteForEmail } from '../../../domain/email-quote';
import type { Language } from '../../../domain/languages';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob, type JobInput } from '../../jobs/job-queue';
import type { AppDeps } from '../../app-deps';
import { listings, resellers, transactionMessages, transactions, users } from '../../db/schema';
import { storeEmail } from '../email/queue-email';
import { emailMessage, renderEmailLayout } from '../email/render-email';

export const messageEmailJobKind = 'message-email';
// Messages from one person within this window become one email, sent when the window closes.
export const messageEmailWindowMs = 5 * 60_000;

const payloadSchema = z.object({
  transactionId: z.uuid(),
  senderId: z.uuid(),
  recipientId: z.uuid(),
  windowStart: z.coerce.date(),
});

/** The one email job of a sender's window on a transaction (keyed: a second message in the window adds nothing). */
export function messageEmailJob(input: {
  transactionId: string;
  senderId: string;
  recipientId: string;
  at: Date;
}): JobInput {
  const windowStart = new Date(
    Math.floor(input.at.getTime() / messageEmailWindowMs) * messageEmailWindowMs,
  );
  const key = `${messageEmailJobKind}:${input.transactionId}:${input.senderId}:${windowStart.toISOString()}`;
  return {
    kind: messageEmailJobKind,
    payload: {
      transactionId: input.transactionId,
      senderId: input.senderId,
      recipientId: input.recipientId,
      windowStart: windowStart.toISOString(),
    },
    runAt: new Date(windowStart.getTime() + messageEmailWindowMs),
    key,
  };
}

/** The enquiry's message (the engine stores it with the enquire transition) is emailed to the operator like any message. */
export async function enqueueEnquiryEmail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  transactionId: string,
  at: Date,
): Promise<void> {
  const [row] = await deps.db
    .select({ customerId: transactions.customerId, providerId: transactions.providerId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!row) return;
  await enqueueJob(
    deps.db,
    deps.clock,
    messageEmailJob({ transactionId, senderId: row.customerId, recipientId: row.providerId, at }),
  );
}

/** Emails the recipient the messages of the window, in their language, with a link to the conversation. */
export const sendMessageEmail: JobHandler = async (payload, { deps }) => {
  const p = payloadSchema.parse(payload);
  const windowEnd = new Date(p.windowStart.getTime() + messageEmailWindowMs);
  const [context] = await deps.db
    .select({ listingTitle: listings.title, customerId: transactions.customerId })
    .from(transactions)
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .where(eq(transactions.id, p.transactionId));
  const parties = await deps.db.select().from(users).where(eq(users.id, p.recipientId));
  const [sender] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, p.senderId));
  const recipient = parties[0];
  if (!context || !recipient || !sender || recipient.banned || recipient.deleted) return;
  // A reseller's account has no mailbox of ours (its address is a placeholder, decision 149).
  const [reseller] = await deps.db
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.userId, recipient.id));
  if (reseller) return;
  const messages = await deps.db
    .select({ content: transactionMessages.content })
    .from(transactionMessages)
    .where(
      and(
        eq(transactionMessages.transactionId, p.transactionId),
        eq(transactionMessages.senderId, p.senderId),
        gte(transactionMessages.createdAt, p.windowStart),
        lt(transactionMessages.createdAt, windowEnd),
      ),
    )
    .orderBy(asc(transactionMessages.createdAt));
  if (messages.length === 0) return;

  const language = recipient.language as Language;
  const values = {
    senderName: `${sender.firstName} ${sender.lastName.charAt(0)}.`,
    listingTitle: context.listingTitle,
    firstName: recipient.firstName,
    count: String(messages.length),
  };
  const m = (key: string) => emailMessage(language, key, values);
  const path =
    recipient.id === context.customerId
      ? `/order/${p.transactionId}/details`
      : `/sale/${p.transactionId}/details`;
  const subject = m(messages.length === 1 ? 'message.subject.one' : 'message.subject.other');
  const quoted = quoteForEmail(messages.map((message) => message.content));
  const email = renderEmailLayout({
    language,
    subject,
    heading: subject,
    greeting: m('greeting'),
    // The sender's words only so far: the email is under Levada's name (decision 090).
    paragraphs: [
      m('message.intro'),
      ...quoted.paragraphs,
      ...(quoted.isCut ? [m('message.more')] : []),
    ],
    button: {
      label: m('message.button'),
      link: new URL(path, deps.config.publicBaseUrl).toString(),
    },
    note: m('message.note'),
  });
  await storeEmail(deps, {
    to: recipient.email,
    userId: recipient.id,
    language,
    template: 'new-message',
    ...email,
    dedupeKey: `${messageEmailJobKind}:${p.transactionId}:${p.senderId}:${p.windowStart.toISOString()}`,
  });
};
