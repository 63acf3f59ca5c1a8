// Account rules of spec 001 (§1, §4, §5, §9).
export const userTypes = { customer: 1, operator: 2, affiliate: 3 } as const;
export type UserType = (typeof userTypes)[keyof typeof userTypes];

/** Password bounds (docs/decisions/010-account-rules.md): at least 8, at most 128 characters. */
export const passwordBounds = { min: 8, max: 128 } as const;

/** The longest first or last name, and company or business name (the sign-up form stops typing there). */
export const nameMaxLength = 100;
export const companyNameMaxLength = 120;

/** Why a new password was refused (the detail code of a `password-too-weak` error). */
export const weakPasswordReasons = ['common', 'personal', 'public', 'guessable'] as const;
export type WeakPasswordReason = (typeof weakPasswordReasons)[number];

/** Any value other than 2 or 3 is a normal customer (spec 001 §1). */
export const toUserType = (value: unknown): UserType => {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
};

export const authScopes = ['user', 'user:limited'] as const;
export type AuthScope = (typeof authScopes)[number];

/** The limited-access banner shows only when the scopes are exactly `user:limited`. */
export const isLimitedAccess = (scopes: readonly string[]): boolean =>
  scopes.length === 1 && scopes[0] === 'user:limited';

/** Operators' booking-alert defaults (spec 001 §4): SMS on with marketing opt-in, else both off. */
export const providerNotificationDefaults = (marketingEmailOption: boolean) => ({
  newBookingSmsNotification: marketingEmailOption,
  newBookingWhatsappNotification: false,
});

/**
 * An affiliate's business name split into first and last name (spec 001 §4): trimmed; one word is
 * split in half; several words give the first word and the rest joined without spaces.
 */
export function splitBusinessName(cname: string): { firstName: string; lastName: string } {
  const words = cname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) {
    const word = words[0]!;
    const chars = Array.from(word);
    const half = Math.ceil(chars.length / 2);
    return { firstName: chars.slice(0, half).join(''), lastName: chars.slice(half).join('') };
  }
  return { firstName: words[0]!, lastName: words.slice(1).join('') };
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const emailRe = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
export const isValidEmail = (email: string): boolean =>
  email.length <= 254 && emailRe.test(email.trim());

/** International or national phone numbers: 7 to 15 digits with optional +, spaces, dashes, brackets. */
export function isValidPhoneNumber(phone: string): boolean {
  const trimmed = phone.trim();
  if (!/^\+?[0-9\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const displayNameOf = (firstName: string, lastName: string): string =>
  `${firstName} ${lastName.charAt(0)}.`.trim();
export const abbreviatedNameOf = (firstName: string, lastName: string): string =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

/** An operator's quick replies (spec 001 §3): three slots, each a title and a message. */
export const quickReplySlots = ['quickReply1', 'quickReply2', 'quickReply3'] as const;

/** Emails a user can be sent to verify an address in 24 hours (spec 001 §9). */
export const maxVerificationEmailsPerDay = 5;
/** Password-reset emails a user can be sent in 24 hours. */
export const maxPasswordResetEmailsPerDay = 5;

/** How long the links sent by email work (docs/decisions/010-account-rules.md). */
export const tokenLifetimesMs = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
} as const;
export type UserTokenKind = keyof typeof tokenLifetimesMs;

/** Whether a link's token can still be used at `now`. */
export const isTokenUsable = (
  token: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): boolean => token.usedAt === null && token.expiresAt.getTime() > now.getTime();

/**
 * A `from` location to return to after login: only a path on this site (never another origin, and
 * not the login or sign-up pages themselves); anything else returns to the landing page.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if ([...from].some((c) => c.charCodeAt(0) < 0x20)) return '/';
  const path = from.split(/[?#]/)[0]!;
  if (['/login', '/signup', '/signup-affiliate', '/confirm'].includes(path.replace(/\/$/, '')))
    return '/';
  return from;
}
