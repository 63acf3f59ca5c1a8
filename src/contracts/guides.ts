import { z } from 'zod';
import { emailSchema, languageSchema, passwordSchema, phoneSchema } from './accounts';
import { lineSchema } from './common';
import { nameMaxLength } from '../domain/accounts';

// An operator's guides (issue 46 item 2; decision 152): invited by email, they see that operator's
// departures, manifests and check-in, and nothing else of theirs.

export const guideInvitationBodySchema = z.object({ email: emailSchema });
export type GuideInvitationBody = z.infer<typeof guideInvitationBodySchema>;

const guideSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  since: z.string(),
});
const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const guidesResponseSchema = z.object({
  data: z.object({ guides: z.array(guideSchema), invitations: z.array(pendingInvitationSchema) }),
});
export type GuidesResponse = z.infer<typeof guidesResponseSchema>;
export const guideInvitationResponseSchema = z.object({ data: pendingInvitationSchema });

/** The invitation's link carries its token: `/checkin?invitation=<token>`. */
export const invitationTokenParams = z.object({ token: lineSchema.min(16).max(200) });

/** What the invited person sees before accepting. */
export const invitationViewResponseSchema = z.object({
  data: z.object({
    operatorName: z.string(),
    email: z.string(),
    /** Whether an account already uses the invited address (sign in to accept), or one is made. */
    hasAccount: z.boolean(),
  }),
});
export type InvitationViewResponse = z.infer<typeof invitationViewResponseSchema>;

const name = lineSchema.trim().min(1).max(nameMaxLength);
/**
 * Accepting: signed in, nothing (the account is linked); signed out, the new account's details (its
 * email is the invitation's, verified by the link).
 */
export const acceptInvitationBodySchema = z.object({
  account: z
    .object({
      firstName: name,
      lastName: name,
      phoneNumber: phoneSchema,
      password: passwordSchema,
      language: languageSchema.default('en'),
    })
    .optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
export const acceptInvitationResponseSchema = z.object({
  data: z.object({ operatorId: z.uuid(), operatorName: z.string(), guideId: z.uuid() }),
});
