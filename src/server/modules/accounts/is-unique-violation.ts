/** A unique index refused the write (PostgreSQL 23505), e.g. two accounts racing for one email. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return String(code) === '23505' || /users_email_lower_idx|duplicate key/.test(String(error));
};
