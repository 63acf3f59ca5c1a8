// @vitest-environment jsdom
import { focusManager, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { useMessages } from '../talk/messages';
import { notificationCountQuery } from '../talk/notification-count';
import { useTransition } from './use-transition';

const id = '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10';

function Harness() {
  const count = useQuery(notificationCountQuery());
  const accept = useTransition(id);
  return (
    <>
      <p>waiting: {count.data ?? '…'}</p>
      <button type="button" onClick={() => accept.mutate({ transition: 'accept' })}>
        Accept
      </button>
    </>
  );
}

const server = setupApiServer(...notFound('GET /api/config'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('the top bar count follows the sales', () => {
  it('is read again after a transition the operator fires, and when the tab regains focus', async () => {
    let waiting = 3;
    const counted: number[] = [];
    server.use(
      apiHandler('GET /api/notification-count', () => {
        counted.push(waiting);
        return { data: { count: waiting } };
      }),
      apiHandler('POST /api/transactions/:id/transitions', ({ params }) => {
        expect(params.id).toBe(id);
        waiting -= 1;
        return Response.json({ data: { id, state: 'accepted' } });
      }),
    );
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    expect(await screen.findByText('waiting: 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('waiting: 2')).toBeTruthy();

    // Another sale answered elsewhere; the operator comes back to the tab a minute later.
    waiting = 1;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByText('waiting: 1')).toBeTruthy();
    expect(counted).toEqual([3, 2, 1]);
  });
});

function FeedHarness() {
  const { messages } = useMessages(id);
  const decline = useTransition(id);
  return (
    <>
      <ul>
        {messages.map((m) => (
          <li key={m.id}>{m.content}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          decline.mutate({ transition: 'decline', params: { message: 'Fully booked, sorry' } })
        }
      >
        Decline
      </button>
    </>
  );
}

describe('the conversation follows a transition', () => {
  it('shows the message a decline carried without a reload', async () => {
    const stored: string[] = ['Is there a place on Friday?'];
    server.use(
      apiHandler('GET /api/transactions/:id/messages', ({ params }) => {
        expect(params.id).toBe(id);
        const data = stored.map((content, i) => ({
          id: `00000000-0000-4000-8000-00000000000${i}`,
          createdAt: '2026-11-29T10:00:00.000Z',
          content,
          sender: {
            id,
            displayName: 'Rui G.',
            abbreviatedName: 'RG',
            bio: null,
            companyName: null,
            isBanned: false,
            isDeleted: false,
            profileImage: null,
          },
        }));
        return {
          data: data.reverse(),
          meta: { page: 1, perPage: 100, totalItems: data.length, totalPages: 1 },
        };
      }),
      apiHandler('POST /api/transactions/:id/transitions', ({ params, body }) => {
        expect(params.id).toBe(id);
        stored.push((body as { params: { message: string } }).params.message);
        return Response.json({ data: { id, state: 'declined' } });
      }),
      apiHandler('GET /api/notification-count', () => ({ data: { count: 0 } })),
    );
    render(
      <TestProviders>
        <FeedHarness />
      </TestProviders>,
    );
    expect(await screen.findByText('Is there a place on Friday?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Fully booked, sorry')).toBeTruthy();
  });
});
