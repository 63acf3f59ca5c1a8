// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, useLocale } from '../app/locale-context';
import { loadedBundles } from '../i18n/bundle-cache';
import { loadMessages } from '../i18n/catalog';
import { FormattedMessage } from '../i18n/intl';
import { withTexts } from '../i18n/page-messages';
import { besideThePage } from './lazy-beside';

// A part with a text of a bundle the main catalogue does not hold (the booking panel's title).
const Title = () => (
  <p>
    <FormattedMessage id="booking.title" />
  </p>
);

function Switcher() {
  const { setLocale } = useLocale();
  return (
    <>
      <FormattedMessage id="common.close" />
      <button type="button" onClick={() => setLocale('pt')}>
        pt
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});

describe('a part loaded beside its page with its texts', () => {
  it('shows its room, then itself in the page’s language; another language comes with its texts, the room not shown again', async () => {
    const Part = besideThePage(
      (locale) => withTexts(Promise.resolve(Title), ['booking'], locale),
      <p>room</p>,
    );
    render(
      <LocaleProvider initialLocale="en" initialMessages={await loadMessages('en')}>
        <Switcher />
        <Part />
      </LocaleProvider>,
    );
    expect(screen.getByText('room')).toBeTruthy();
    expect(await screen.findByText('Check availability')).toBeTruthy();
    expect(screen.queryByText('booking.title')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'pt' }));
    // The main catalogue switches only once the part's bundle is there too: both change in one render.
    await screen.findByText('Fechar');
    expect(screen.getByText('Ver disponibilidade')).toBeTruthy();
    expect(screen.queryByText('room')).toBeNull();
  });

  it('brings its texts in the language it is shown in, whatever the document says', async () => {
    document.documentElement.lang = 'en';
    const Part = besideThePage(
      (locale) => withTexts(Promise.resolve(Title), ['booking'], locale),
      <p>room</p>,
    );
    await act(async () => {
      render(
        <LocaleProvider initialLocale="de" initialMessages={await loadMessages('de')}>
          <Part />
        </LocaleProvider>,
      );
    });
    const german = (await import('../i18n/messages/de/booking.json')).default.title;
    expect(await screen.findByText(german)).toBeTruthy();
  });

  it('fetches its code and texts ahead when asked, before it is shown', async () => {
    const loads: string[] = [];
    const Part = besideThePage(
      (locale) => {
        loads.push(locale);
        return withTexts(Promise.resolve(Title), ['booking'], locale);
      },
      <p>room</p>,
    );
    Part.preload('pt-PT');
    await vi.waitFor(() => expect(loadedBundles('pt')).toContain('booking'));
    expect(loads).toEqual(['pt-PT']);
  });
});
