import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  contactDetailsBodySchema,
  currentUserResponseSchema,
  deleteAccountBodySchema,
  deletionBlockersResponseSchema,
  imageResponseSchema,
  languageBodySchema,
  profileBodySchema,
  quickRepliesBodySchema,
  verifyEmailBodySchema,
} from '../../contracts/accounts';
import { errorResponseSchema, noContentSchema } from '../../contracts/common';
import { clearSessionCookie, requireFullSession, requireSession } from '../http/auth';
import { acceptImageBodies, imageBodyOf, maxImageBytes } from '../http/image-upload';
import { changeEmail } from '../modules/accounts/change-email';
import { changePassword } from '../modules/accounts/change-password';
import { deleteAccount } from '../modules/accounts/delete-account';
import { listDeletionBlockers } from '../modules/accounts/list-deletion-blockers';
import { sendVerificationEmail } from '../modules/accounts/send-verification-email';
import { setLanguage } from '../modules/accounts/set-language';
import { toCurrentUser } from '../modules/accounts/to-current-user';
import { updateContactDetails } from '../modules/accounts/update-contact-details';
import { updateProfile } from '../modules/accounts/update-profile';
import { updateQuickReplies } from '../modules/accounts/update-quick-replies';
import { uploadProfileImage } from '../modules/accounts/upload-profile-image';
import { verifyEmail } from '../modules/accounts/verify-email';
import { trackAccountEvent } from '../modules/tracking/track-account-event';
import { trackingContextOf } from '../http/tracking-context';
import { toImage } from '../modules/listings/to-public-listing';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['account'];

// The signed-in user's own account. Every call needs a full session (a limited one may only look).
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify an address with the token from the emailed link',
        body: verifyEmailBodySchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireFullSession(request);
      const user = await verifyEmail(app.deps, session.user.id, request.body.token);
      // A changed address is the login now: the marketing profile follows (with consent).
      if (user.email !== session.user.email)
        await trackAccountEvent(app.deps, 'contact-changed', user, trackingContextOf(request));
      return { data: await toCurrentUser(app.deps, user) };
    },
  );

  app.post(
    '/account/verify-email/send',
    {
      schema: {
        tags,
        summary: 'Send the verification link again (at most 5 a day)',
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireFullSession(request);
      await sendVerificationEmail(app.deps, session.user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password (403 when the current one is wrong; the session stays)',
        body: changePasswordBodySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireFullSession(request);
      await changePassword(
        { ...app.deps, loginThrottle: app.loginThrottle },
        session,
        request.body,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/change-email',
    {
      schema: {
        tags,
        summary: 'Ask to move the account to a new address; it becomes the login once verified',
        body: changeEmailBodySchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireFullSession(request);
      const user = await changeEmail(
        { ...app.deps, loginThrottle: app.loginThrottle },
        session,
        request.body,
        request.ip,
      );
      return { data: await toCurrentUser(app.deps, user) };
    },
  );

  app.get(
    '/account/deletion-blockers',
    {
      schema: {
        tags,
        summary:
          'What stops the signed-in account from being deleted now: open bookings, money still owed',
        response: { 200: deletionBlockersResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The session decides whose account; a limited session may look.
      const session = requireSession(request);
      return { data: await listDeletionBlockers(app.deps, session.user.id) };
    },
  );

  app.post(
    '/account/delete',
    {
      schema: {
        tags,
        summary:
          'Delete the signed-in account (403 when the password is wrong; 409 account-deletion-blocked with the open bookings or payments as details)',
        body: deleteAccountBodySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The session decides whose account: the route names no user.
      const session = requireFullSession(request);
      await deleteAccount(
        { ...app.deps, loginThrottle: app.loginThrottle },
        session,
        request.body,
        request.ip,
      );
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/account/contact-details',
    {
      schema: {
        tags,
        summary: 'Phone number, marketing opt-in, and the booking alerts of operators',
        body: contactDetailsBodySchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireFullSession(request);
      const user = await updateContactDetails(app.deps, session.user, request.body);
      if (user.protectedData.phoneNumber !== session.user.protectedData.phoneNumber)
        await trackAccountEvent(app.deps, 'contact-changed', user, trackingContextOf(request));
      return { data: await toCurrentUser(app.deps, user) };
    },
  );

  app.patch(
    '/account/profile',
    {
      schema: {
        tags,
        summary: 'Names, bio, company name (operators) and profile picture',
        body: profileBodySchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireFullSession(request);
      return {
        data: await toCurrentUser(
          app.deps,
          await updateProfile(app.deps, session.user, request.body),
        ),
      };
    },
  );

  // The body is the picture itself (JPG, GIF or PNG, checked by its content), at most 20 MB.
  await app.register(async (uploads) => {
    acceptImageBodies(uploads);
    uploads.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/account/profile-image',
      {
        bodyLimit: maxImageBytes,
        schema: {
          tags,
          summary:
            'Upload a profile picture (the request body is the image file; JPG, GIF or PNG up to 20 MB)',
          response: { 201: imageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = requireFullSession(request);
        const image = await uploadProfileImage(app.deps, session.user, imageBodyOf(request.body));
        return reply.status(201).send({ data: toImage(image, app.deps.imageStorage) });
      },
    );
  });

  app.put(
    '/account/quick-replies',
    {
      schema: {
        tags,
        summary: "An operator's three quick replies",
        body: quickRepliesBodySchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireFullSession(request);
      return {
        data: await toCurrentUser(
          app.deps,
          await updateQuickReplies(app.deps, session.user, request.body),
        ),
      };
    },
  );

  app.put(
    '/account/language',
    {
      schema: {
        tags,
        summary: 'The language emails are written in (follows the interface language)',
        body: languageBodySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireFullSession(request);
      await setLanguage(app.deps, session.user.id, request.body.language);
      return reply.status(204).send(null);
    },
  );
};
