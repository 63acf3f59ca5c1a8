// @vitest-environment jsdom
import { focusManager, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('the top bar count follows the sales', () => {
  it('is read again after a transition the operator fires, and when the tab regains focus', async () => {
    let waiting = 3;
    const counted: number[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/notification-count') {
        counted.push(waiting);
        return Response.json({ data: { count: waiting } });
      }
      if (init?.method === 'POST' && url === `/api/transactions/${id}/transitions`) {
        waiting -= 1;
        return Response.json({ data: { id, state: 'accepted' } });
      }
      return new Response('{}', { status: 404 });
    });
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
