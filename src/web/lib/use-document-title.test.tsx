// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import { everyCatalog } from '../test/messages';
import { TestProviders } from '../test/render-app';
import { useDocumentTitle } from './use-document-title';

function Page({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

const show = (locale: Locale, title: string, description?: string) =>
  render(
    <TestProviders locale={locale}>
      <Page title={title} description={description} />
    </TestProviders>,
  );

const meta = () => document.querySelector('meta[name="description"]')!.getAttribute('content');

describe('useDocumentTitle', () => {
  beforeEach(() => {
    // As the server wrote it, in English.
    document.head.innerHTML = `<meta name="description" content="${everyCatalog.en['layout.footer.tagline']}">`;
  });
  afterEach(cleanup);

  it('sets the title and the site’s tagline in the page’s language', () => {
    show('pt', 'Sobre nós');
    expect(document.title).toBe('Sobre nós | Levada');
    expect(meta()).toBe(everyCatalog.pt['layout.footer.tagline']);
    expect(meta()).not.toBe(everyCatalog.en['layout.footer.tagline']);
  });

  it('sets a page’s own description, and the next page puts its own in place', () => {
    show('de', 'Delfine', 'Drei Stunden auf See - Jetzt online buchen!');
    expect(meta()).toBe('Drei Stunden auf See - Jetzt online buchen!');
    cleanup();
    show('de', 'Über uns');
    expect(meta()).toBe(everyCatalog.de['layout.footer.tagline']);
  });
});
