// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { OwnListing } from '../../../contracts/own-listings';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { ownListingFixture, ownListingId as id } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { EditListingPage: () => import('./edit-listing-page') };
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };
const draft: OwnListing = { ...ownListingFixture, state: 'draft' };

const server = setupApiServer(
  ...notFound('GET /api/config', 'GET /api/notification-count', 'GET /api/payouts/commission'),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
);

afterEach(() => cleanup());

/** The hint under a field, read through the field's aria-describedby. */
const hintOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((hintId) => document.getElementById(hintId)?.textContent)
    .join(' ');

describe('the pricing tab', () => {
  it('gives children’s ages and infants’ ages examples that fit each', async () => {
    server.use(apiHandler('GET /api/own-listings/:id', () => ({ data: draft })));
    renderApp(`/l/levada-walk/${id}/draft/pricing`, pages);
    const children = await screen.findByRole(
      'checkbox',
      { name: 'Children have their own price' },
      { timeout: 10_000 },
    );
    if (!(children as HTMLInputElement).checked) fireEvent.click(children);
    const infants = screen.getByRole('checkbox', { name: /Infants can come/ });
    if (!(infants as HTMLInputElement).checked) fireEvent.click(infants);
    const [childAges, infantAges] = screen.getAllByRole('textbox', { name: 'Ages' });
    expect(hintOf(childAges!)).toContain('For example 4-11.');
    expect(hintOf(infantAges!)).toContain('For example 0-3.');
    expect(hintOf(infantAges!)).not.toContain('4-11');
    expect(within(document.body).getAllByRole('textbox', { name: 'Ages' })).toHaveLength(2);
  });
});
