/**
 * A stored phone number as E.164 for SMS and WhatsApp, or null when it cannot be one. Numbers without
 * a country code are taken as Portuguese (+351): the operators are in Portugal (spec 001 §1).
 */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/[\s().-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (!digits.startsWith('+')) digits = `+351${digits}`;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}
