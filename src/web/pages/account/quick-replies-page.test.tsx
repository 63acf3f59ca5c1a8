// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo, CurrentUser } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';
import { jsonResponse as json, stubFetch } from '../../test/stub-fetch';

const pages: PageRegistry = { QuickRepliesPage: () => import('./quick-replies-page') };

function serve() {
  let user: CurrentUser = { ...testUser, type: 2 };
  return stubFetch(({ method, url, body }) => {
    if (url === '/api/auth/info') {
      const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user };
      return json({ data: info });
    }
    if (url === '/api/account/quick-replies' && method === 'PUT') {
      user = { ...user, protectedData: { ...user.protectedData, quickReplies: body } };
      return json({ data: user });
    }
    return json({ error: { code: 'not-found', message: '' } }, 404);
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saves = (sent: ReturnType<typeof serve>) =>
  sent.filter((s) => s.url === '/api/account/quick-replies' && s.method === 'PUT');

describe('QuickRepliesPage (/account/quick-replies)', () => {
  it('asks for the message of a reply given only a title, instead of saving a reply never offered', async () => {
    const sent = serve();
    renderApp('/account/quick-replies', pages);
    const [firstTitle, secondTitle] = await screen.findAllByLabelText(
      'Title',
      {},
      { timeout: 10_000 },
    );
    const [firstMessage, secondMessage] = screen.getAllByLabelText('Message');
    fireEvent.change(firstTitle!, { target: { value: 'Meeting point' } });
    fireEvent.change(firstMessage!, {
      target: { value: 'We meet at the pier, 15 minutes before.' },
    });
    fireEvent.change(secondTitle!, { target: { value: 'Weather' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const problem = 'Add the message this reply inserts, or clear its title.';
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(secondMessage!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(secondMessage);
    expect(saves(sent)).toEqual([]);
    // What was typed stays.
    expect((firstMessage as HTMLTextAreaElement).value).toBe(
      'We meet at the pier, 15 minutes before.',
    );

    fireEvent.change(secondMessage!, { target: { value: 'Rain or shine: bring a jacket.' } });
    expect(screen.queryByText(problem)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.body).toMatchObject({
      quickReply1: { title: 'Meeting point', message: 'We meet at the pier, 15 minutes before.' },
      quickReply2: { title: 'Weather', message: 'Rain or shine: bring a jacket.' },
    });
  });
});
