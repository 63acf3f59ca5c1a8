// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo, CurrentUser } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { QuickRepliesPage: () => import('./quick-replies-page') };

const server = setupApiServer(...notFound('GET /api/notification-count'));

/** Serves the signed-in operator and their quick replies; returns the bodies of the saves. */
function serve() {
  let user: CurrentUser = { ...testUser, type: 2 };
  const saved: { body: unknown }[] = [];
  server.use(
    apiHandler('GET /api/auth/info', () => {
      const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user };
      return { data: info };
    }),
    apiHandler('PUT /api/account/quick-replies', ({ body }) => {
      saved.push({ body });
      user = { ...user, protectedData: { ...user.protectedData, quickReplies: body } };
      return { data: user };
    }),
  );
  return saved;
}

afterEach(() => cleanup());

describe('QuickRepliesPage (/account/quick-replies)', () => {
  it('asks for the message of a reply given only a title, instead of saving a reply never offered', async () => {
    const saves = serve();
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
    expect(saves).toEqual([]);
    // What was typed stays.
    expect((firstMessage as HTMLTextAreaElement).value).toBe(
      'We meet at the pier, 15 minutes before.',
    );

    fireEvent.change(secondMessage!, { target: { value: 'Rain or shine: bring a jacket.' } });
    // Checked again as it is typed (react-hook-form validates asynchronously).
    await waitFor(() => expect(screen.queryByText(problem)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toMatchObject({
      quickReply1: { title: 'Meeting point', message: 'We meet at the pier, 15 minutes before.' },
      quickReply2: { title: 'Weather', message: 'Rain or shine: bring a jacket.' },
    });
  });
});
