import type { EndpointTable } from './endpoint';
import * as accountsContract from '../accounts';
import { idParams, noContentSchema } from '../common';

export const accountsEndpoints = {
  /** Who is signed in */
  'GET /api/auth/info': { response: accountsContract.authInfoResponseSchema },
  /** Create an account; signs in unless signIn is false (the checkout variant) */
  'POST /api/auth/signup': {
    query: accountsContract.signupQuerySchema,
    body: accountsContract.signupBodySchema,
    response: accountsContract.authInfoResponseSchema,
    status: 201,
  },
  'POST /api/auth/login': {
    body: accountsContract.loginBodySchema,
    response: accountsContract.authInfoResponseSchema,
  },
  'POST /api/auth/logout': { response: noContentSchema, status: 204 },
  /** Email a password-reset link (email-not-found when no account has the address) */
  'POST /api/auth/password-reset/request': {
    body: accountsContract.passwordResetRequestBodySchema,
    response: noContentSchema,
    status: 204,
  },
  /** Set a new password with the emailed link; ends every session of the account */
  'POST /api/auth/password-reset': {
    body: accountsContract.passwordResetBodySchema,
    response: noContentSchema,
    status: 204,
  },
  /** Verify an address with the token from the emailed link */
  'POST /api/account/verify-email': {
    body: accountsContract.verifyEmailBodySchema,
    response: accountsContract.currentUserResponseSchema,
  },
  /** Send the verification link again (at most 5 a day) */
  'POST /api/account/verify-email/send': { response: noContentSchema, status: 204 },
  /** Change the password (403 when the current one is wrong; the session stays) */
  'POST /api/account/change-password': {
    body: accountsContract.changePasswordBodySchema,
    response: noContentSchema,
    status: 204,
  },
  /** Ask to move the account to a new address; it becomes the login once verified */
  'POST /api/account/change-email': {
    body: accountsContract.changeEmailBodySchema,
    response: accountsContract.currentUserResponseSchema,
  },
  /** What stops the signed-in account from being deleted now: open bookings, money still owed */
  'GET /api/account/deletion-blockers': {
    response: accountsContract.deletionBlockersResponseSchema,
  },
  /** Delete the signed-in account (403 when the password is wrong; 409 account-deletion-blocked with the open bookings or payments as details) */
  'POST /api/account/delete': {
    body: accountsContract.deleteAccountBodySchema,
    response: noContentSchema,
    status: 204,
  },
  /** Phone number, marketing opt-in, and the booking alerts of operators */
  'PATCH /api/account/contact-details': {
    body: accountsContract.contactDetailsBodySchema,
    response: accountsContract.currentUserResponseSchema,
  },
  /** Names, bio, company name (operators) and profile picture */
  'PATCH /api/account/profile': {
    body: accountsContract.profileBodySchema,
    response: accountsContract.currentUserResponseSchema,
  },
  /** Upload a profile picture (the request body is the image file; JPG, GIF or PNG up to 20 MB) */
  'POST /api/account/profile-image': {
    body: 'file',
    response: accountsContract.imageResponseSchema,
    status: 201,
  },
  /** An operator's three quick replies */
  'PUT /api/account/quick-replies': {
    body: accountsContract.quickRepliesBodySchema,
    response: accountsContract.currentUserResponseSchema,
  },
  /** The language emails are written in (follows the interface language) */
  'PUT /api/account/language': {
    body: accountsContract.languageBodySchema,
    response: noContentSchema,
    status: 204,
  },
  /** The identity providers one can sign in with */
  'GET /api/auth/identity-providers': {
    response: accountsContract.identityProvidersResponseSchema,
  },
  /** The sign-up waiting for confirmation on /confirm, as the provider described the person */
  'GET /api/auth/oidc/pending': { response: accountsContract.pendingIdpSignupResponseSchema },
  /** Confirm a first sign-in through the identity provider: creates the account and signs in */
  'POST /api/auth/create-user-with-idp': {
    body: accountsContract.idpSignupBodySchema,
    response: accountsContract.authInfoResponseSchema,
    status: 201,
  },
  /** A user's public profile */
  'GET /api/users/:id': { params: idParams, response: accountsContract.publicUserResponseSchema },
} as const satisfies EndpointTable;
