// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { PublicAuthor, PublicListing } from '../../../contracts/listings';
import type { Locale } from '../../i18n/locales';
import { TestProviders } from '../../test/render-app';
import { OperatorCard } from './listing-page';

const author: PublicAuthor = {
  id: '5b0c1a52-7d1e-4c55-9a37-3f4e2f0b9d11',
  displayName: 'Rui G.',
  abbreviatedName: 'RG',
  bio: null,
  companyName: 'Atlântico Mar Azul Lda',
  isBanned: false,
  isDeleted: false,
  profileImage: null,
};
const certificate = 'Licensed by the Madeira Regional Directorate for Sea Affairs';
const listingWith = (publicData: Record<string, unknown>) =>
  ({ author, publicData }) as unknown as PublicListing;

function renderCard(listing: PublicListing, locale: Locale = 'en') {
  return render(
    <TestProviders locale={locale}>
      <MemoryRouter>
        <OperatorCard listing={listing} />
      </MemoryRouter>
    </TestProviders>,
  );
}

afterEach(cleanup);

describe('operator card', () => {
  it('shows the operator’s credential as written, once, labelled for screen readers', () => {
    renderCard(listingWith({ certificate }));
    const line = screen.getByText(certificate).closest('p')!;
    expect(line.textContent).toBe(`Licence or certification: ${certificate}`);
    expect(screen.getByText('Licence or certification:').className).toBe('visually-hidden');
    expect(document.body.textContent).not.toMatch(/Licen[cs]e\s+Licensed/);
  });

  it('labels the credential in the reader’s language', () => {
    renderCard(listingWith({ certificate }), 'pt');
    expect(screen.getByText(certificate).closest('p')!.textContent).toBe(
      `Licença ou certificação: ${certificate}`,
    );
  });

  it('has no credential line when the operator gave none', () => {
    renderCard(listingWith({}));
    expect(screen.queryByText(/Licence or certification/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      `/u/${author.id}`,
    );
  });
});
