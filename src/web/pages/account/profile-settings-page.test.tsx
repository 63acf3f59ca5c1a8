// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import { userTypes } from '../../../domain/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';
import { jsonResponse as json, stubFetch } from '../../test/stub-fetch';

const pages: PageRegistry = {
  ProfileSettingsPage: () => import('./profile-settings-page'),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    stubFetch(({ url }) => {
      if (url === '/api/auth/info') {
        const info: AuthInfo = {
          isAnonymous: false,
          scopes: ['user'],
          user: { ...testUser, type },
        };
        return json({ data: info });
      }
      return json({ error: { code: 'not-found', message: '' } }, 404);
    });
    renderApp('/profile-settings', pages);
    const bio = await screen.findByRole('textbox', { name: 'About you' }, { timeout: 10_000 });
    expect(bio.closest('.field')?.textContent).toContain(hint);
  });
});
