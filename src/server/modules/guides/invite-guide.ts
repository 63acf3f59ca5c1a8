import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeEmail, userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { isLanguage, type Language } from '../../../domain/languages';
import type { Db } from '../../db/client';
import { guideInvitations, users } from '../../db/schema';
import { hashToken, newToken } from '../accounts/session-token';
import { storeEmail, type EmailDeps } from '../email/queue-email';
import { emailMessage, renderEmailLayout } from '../email/render-email';
import { operatorNameOf } from './operator-name';

/** An invitation's link works for a week (decision 152). */
export const guideInvitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The operator asking, else 404: only tour operators have guides. */
export async function operatorOf(db: Db, viewerId: string) {
  const [operator] = await db.select().from(users).where(eq(users.id, viewerId));
  if (!operator || operator.type !== userTypes.operator || operator.deleted)
    throw new AppError('not-found', 'Not found');
  return operator;
}

/**
 * POST /api/guides/invitations: an operator invites a guide by email. The email (in the invitee's
 * language when they have an account, else the operator's) carries a link with a single-use token,
 * of which only the hash is kept; inviting the same address again replaces the pending invitation.
 * Returns the token too, for the demo seed, which accepts through the same use case.
 */
export async function inviteGuide(
  deps: EmailDeps,
  operatorId: string,
  input: { email: string },
): Promise<{
  invitation: { id: string; email: string; createdAt: Date; expiresAt: Date };
  token: string;
}> {
  const email = normalizeEmail(input.email);
  return deps.db.transaction(async (tx) => {
    const operator = await operatorOf(tx, operatorId);
    if (normalizeEmail(operator.email) === email)
      throw new AppError('validation-invalid-value', 'An operator cannot be their own guide', [
        { path: 'body.email', code: 'own-email', message: 'This is your own address' },
      ]);
    const now = deps.clock.now();
    await tx
      .update(guideInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(guideInvitations.operatorId, operatorId),
          eq(guideInvitations.email, email),
          isNull(guideInvitations.acceptedAt),
          isNull(guideInvitations.revokedAt),
        ),
      );
    const token = newToken();
    const invitation = {
      id: randomUUID(),
      operatorId,
      email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + guideInvitationLifetimeMs),
    };
    await tx.insert(guideInvitations).values(invitation);
    const [invitee] = await tx
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    const language: Language = isLanguage(invitee?.language)
      ? invitee.language
      : isLanguage(operator.language)
        ? operator.language
        : 'en';
    const values = { operator: operatorNameOf(operator) };
    const m = (key: string) => emailMessage(language, `guide-invitation.${key}`, values);
    const link = new URL(
      `/checkin?invitation=${encodeURIComponent(token)}`,
      deps.config.publicBaseUrl,
    ).toString();
    await storeEmail(
      { ...deps, db: tx },
      {
        to: email,
        userId: invitee?.id ?? null,
        language,
        template: 'guide-invitation',
        ...renderEmailLayout({
          language,
          subject: m('subject'),
          heading: m('heading'),
          greeting: m('greeting'),
          paragraphs: [m('body')],
          button: { label: m('button'), link },
          note: m('note'),
          linkFallback: true,
        }),
      },
    );
    const { id, createdAt, expiresAt } = invitation;
    return { invitation: { id, email, createdAt, expiresAt }, token };
  });
}
