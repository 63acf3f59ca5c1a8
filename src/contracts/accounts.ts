import { z } from 'zod';
import {
  companyNameMaxLength,
  isValidEmail,
  isValidPhoneNumber,
  nameMaxLength,
  passwordBounds,
  quickReplySlots,
} from '../domain/accounts';
import { languages } from '../domain/languages';
import { lineSchema, multilineSchema } from './common';
import { imageSchema, publicAuthorSchema } from './listings';

// Defined in the domain, where the web app reads it without the schemas (decision 051).
export { passwordBounds };

/** Text areas hold at most 5000 characters (spec 001 §9). */
export const textAreaMaxLength = 5000;

const name = lineSchema.trim().min(1).max(nameMaxLength);
export const emailSchema = lineSchema
  .trim()
  .max(254)
  .refine(isValidEmail, 'A valid email address is required');
export const passwordSchema = lineSchema.min(passwordBounds.min).max(passwordBounds.max);
export const phoneSchema = lineSchema
  .trim()
  .max(30)
  .refine(isValidPhoneNumber, 'A valid phone number is required');
export const languageSchema = z.enum(languages);
const companyNameSchema = lineSchema.trim().min(1).max(companyNameMaxLength);

// Fields of a sign-up, shared by the password form and the identity-provider confirmation.
const signupFields = {
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  firstName: name,
  lastName: name,
  email: emailSchema,
  phoneNumber: phoneSchema,
  companyName: lineSchema.trim().max(companyNameMaxLength).optional(),
  termsAccepted: z.literal(true),
  marketingEmailOption: z.boolean().default(false),
  /** The interface language at sign-up: emails are written in it. */
  language: languageSchema.default('en'),
};
const companyNameRequired = <T extends { type: number; companyName?: string | undefined }>(
  body: T,
) => body.type === 1 || (body.companyName ?? '').length > 0;
const companyNameIssue = {
  path: ['companyName'],
  message: 'A company or business name is required',
};

export const signupBodySchema = z
  .object({ ...signupFields, password: passwordSchema })
  .refine(companyNameRequired, companyNameIssue);
export type SignupBody = z.infer<typeof signupBodySchema>;

/** /confirm: a first sign-in through the identity provider; no password. */
export const idpSignupBodySchema = z
  .object(signupFields)
  .refine(companyNameRequired, companyNameIssue);
export type IdpSignupBody = z.infer<typeof idpSignupBodySchema>;

export const loginBodySchema = z.object({
  email: lineSchema.trim().min(1).max(254),
  password: lineSchema.min(1).max(1024),
  language: languageSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export const passwordResetBodySchema = z.object({
  email: lineSchema.trim().min(1).max(254),
  token: lineSchema.min(1).max(200),
  newPassword: passwordSchema,
});
export const verifyEmailBodySchema = z.object({ token: lineSchema.min(1).max(200) });
export const changePasswordBodySchema = z.object({
  currentPassword: lineSchema.min(1).max(1024),
  newPassword: passwordSchema,
});
/** Deleting the account needs the current password, as changing the email or password does. */
export const deleteAccountBodySchema = z.object({
  currentPassword: lineSchema.min(1).max(1024),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
/** What stops the account from being deleted now (src/domain/account-deletion.ts), empty when nothing does. */
export const deletionBlockersResponseSchema = z.object({
  data: z.array(
    z.discriminatedUnion('code', [
      z.object({
        code: z.enum(['upcoming-booking', 'pending-request']),
        role: z.enum(['customer', 'provider']),
        count: z.number().int().positive(),
      }),
      z.object({
        code: z.enum(['payout-owed', 'affiliate-commission-owed']),
        amount: z.number().int().positive(),
        currency: z.literal('EUR'),
      }),
    ]),
  ),
});
export type DeletionBlockersResponse = z.infer<typeof deletionBlockersResponseSchema>;
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  currentPassword: lineSchema.min(1).max(1024),
});

export const contactDetailsBodySchema = z
  .object({
    phoneNumber: phoneSchema.optional(),
    marketingEmailOption: z.boolean().optional(),
    newBookingSmsNotification: z.boolean().optional(),
    newBookingWhatsappNotification: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change');
export type ContactDetailsBody = z.infer<typeof contactDetailsBodySchema>;

export const profileBodySchema = z
  .object({
    firstName: name.optional(),
    lastName: name.optional(),
    bio: multilineSchema.trim().max(textAreaMaxLength).optional(),
    companyName: companyNameSchema.optional(),
    /** An uploaded profile image to use, or null to remove the picture. */
    profileImageId: z.uuid().nullable().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change');
export type ProfileBody = z.infer<typeof profileBodySchema>;

const quickReplySchema = z.object({
  title: lineSchema.trim().max(100),
  message: multilineSchema.trim().max(textAreaMaxLength),
});
export type QuickReply = z.infer<typeof quickReplySchema>;
export const quickRepliesBodySchema = z.object(
  Object.fromEntries(quickReplySlots.map((slot) => [slot, quickReplySchema])) as Record<
    (typeof quickReplySlots)[number],
    typeof quickReplySchema
  >,
);
export type QuickRepliesBody = z.infer<typeof quickRepliesBodySchema>;

export const languageBodySchema = z.object({ language: languageSchema });

export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for its verification link. */
  pendingEmail: z.string().nullable(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  abbreviatedName: z.string(),
  bio: z.string().nullable(),
  language: languageSchema,
  /** False for people who only sign in through the identity provider. */
  hasPassword: z.boolean(),
  publicData: z.record(z.string(), z.unknown()),
  protectedData: z.record(z.string(), z.unknown()),
  profileImage: imageSchema.nullable(),
  hasListings: z.boolean(),
  /** Has booked at least once as a customer (the email-verification reminder, spec 001 §2). */
  hasOrders: z.boolean(),
  /** Has a connected payout account, whatever its state (spec 001 §3 stripeConnected). */
  isStripeConnected: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = z.object({ data: currentUserSchema });

export const authInfoSchema = z.object({
  isAnonymous: z.boolean(),
  scopes: z.array(z.string()),
  user: currentUserSchema.nullable(),
  /** The signed-in user runs the marketplace: the menu offers the console (decision 100). */
  isAdmin: z.boolean().optional(),
  /** A limited-access session an administrator opened from the console: where its logout returns. */
  consoleReturn: z.string().nullable().optional(),
});
export type AuthInfo = z.infer<typeof authInfoSchema>;
export const authInfoResponseSchema = z.object({ data: authInfoSchema });

export const imageResponseSchema = z.object({ data: imageSchema });

/** The public face of a user (/u/{id}); banned and deleted users keep no name or picture. */
export const publicUserSchema = publicAuthorSchema.extend({ createdAt: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;
export const publicUserResponseSchema = z.object({ data: publicUserSchema });

export const identityProvidersResponseSchema = z.object({
  data: z.array(z.object({ id: z.literal('oidc'), name: z.string() })),
});
export const pendingIdpSignupResponseSchema = z.object({
  data: z.object({
    providerName: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type PendingIdpSignup = z.infer<typeof pendingIdpSignupResponseSchema>['data'];

/** Whether signing up also signs in (false: the checkout variant). */
export const signupQuerySchema = z.object({ signIn: z.enum(['true', 'false']).default('true') });
