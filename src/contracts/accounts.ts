import { z } from 'zod';
import { isValidEmail, isValidPhoneNumber } from '../domain/accounts';
import { imageSchema } from './listings';

export const passwordBounds = { min: 8, max: 128 } as const;

const name = z.string().trim().min(1).max(100);
export const emailSchema = z.string().trim().max(254).refine(isValidEmail, 'A valid email address is required');
export const passwordSchema = z.string().min(passwordBounds.min).max(passwordBounds.max);
export const phoneSchema = z.string().trim().max(30).refine(isValidPhoneNumber, 'A valid phone number is required');

export const signupBodySchema = z
  .object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    firstName: name,
    lastName: name,
    email: emailSchema,
    phoneNumber: phoneSchema,
    password: passwordSchema,
    companyName: z.string().trim().max(120).optional(),
    termsAccepted: z.literal(true),
    marketingEmailOption: z.boolean().default(false),
  })
  .refine((body) => body.type === 1 || (body.companyName ?? '').length > 0, {
    path: ['companyName'],
    message: 'A company or business name is required',
  });
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  abbreviatedName: z.string(),
  bio: z.string().nullable(),
  publicData: z.record(z.string(), z.unknown()),
  protectedData: z.record(z.string(), z.unknown()),
  profileImage: imageSchema.nullable(),
  hasListings: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authInfoSchema = z.object({
  isAnonymous: z.boolean(),
  scopes: z.array(z.string()),
  user: currentUserSchema.nullable(),
});
export type AuthInfo = z.infer<typeof authInfoSchema>;
export const authInfoResponseSchema = z.object({ data: authInfoSchema });
