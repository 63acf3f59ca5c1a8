// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import { userTypes } from '../../../domain/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = {
  ProfileSettingsPage: () => import('./profile-settings-page'),
};

const server = setupApiServer(...notFound('GET /api/affiliate', 'GET /api/notification-count'));

afterEach(() => cleanup());

describe('ProfileSettingsPage (/profile-settings)', () => {
  // The bio is shown on the public profile: each kind of account is told what its readers look for.
  it.each([
    [userTypes.customer, 'Tell operators a little about yourself and how you like to travel.'],
    [
      userTypes.operator,
      'Tell travellers about you and your team: experience, languages, what makes your tours special.',
    ],
    [
      userTypes.affiliate,
      'Tell travellers about your place and what guests enjoy nearby: they see it on your profile.',
    ],
  ])('gives an account of type %i the bio hint meant for it', async (type, hint) => {
    const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: { ...testUser, type } };
    server.use(apiHandler('GET /api/auth/info', () => ({ data: info })));
    renderApp('/profile-settings', pages);
    const bio = await screen.findByRole('textbox', { name: 'About you' }, { timeout: 10_000 });
    expect(bio.closest('.field')?.textContent).toContain(hint);
  });
});
