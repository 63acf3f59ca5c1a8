// The sign-in pages' query keys, apart from auth-queries.ts, which every page loads.
export const authKeys = {
  identityProviders: ['auth', 'identity-providers'] as const,
  pendingIdpSignup: ['auth', 'idp-pending'] as const,
};
