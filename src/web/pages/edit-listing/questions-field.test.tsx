// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const server = setupApiServer(
  ...notFound('GET /api/config', 'GET /api/notification-count'),
  apiHandler('GET /api/auth/info', () => ({ data: info })),
);

afterEach(() => cleanup());

describe('the booking questions of the Policies tab (decision 137)', () => {
  it('adds a per-person choice, refuses it with one option, and saves it with two', async () => {
    const sent: { method: string; body: unknown }[] = [];
    server.use(
      apiHandler('GET /api/own-listings/:id', () => ({ data: ownListingFixture })),
      apiHandler('PATCH /api/own-listings/:id', ({ request, body }) => {
        sent.push({ method: request.method, body });
        return {
          data: {
            ...ownListingFixture,
            publicData: { ...ownListingFixture.publicData, ...(body as object) },
          },
        } satisfies { data: OwnListing };
      }),
    );
    renderApp(`/l/levada-walk/${id}/edit/policies`, pages);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add a question' }, { timeout: 10_000 }),
    );
    const question = screen.getByRole('group', { name: 'Question 1' });
    fireEvent.change(within(question).getByRole('textbox', { name: 'Question' }), {
      target: { value: 'Dietary needs' },
    });
    fireEvent.change(within(question).getByRole('combobox', { name: 'Answer' }), {
      target: { value: 'choice' },
    });
    fireEvent.change(within(question).getByRole('combobox', { name: 'Asked' }), {
      target: { value: 'person' },
    });
    const options = within(question).getByRole('textbox', { name: 'Options' });
    fireEvent.change(options, { target: { value: 'Vegan' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await within(question).findByText(/a choice needs 2 to 12 different options/),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);

    fireEvent.change(options, { target: { value: 'Vegan\n Vegetarian \n\n' } });
    fireEvent.click(within(question).getByRole('checkbox', { name: 'An answer is required' }));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(sent.filter((r) => r.method !== 'GET')).toHaveLength(1));
    const saved = sent.find((r) => r.method !== 'GET')!.body as { questions: unknown[] };
    expect(saved.questions).toEqual([
      {
        id: expect.stringMatching(/^q-[0-9a-f]{8}$/),
        label: 'Dietary needs',
        kind: 'choice',
        per: 'person',
        required: true,
        options: ['Vegan', 'Vegetarian'],
      },
    ]);
  });
});
