// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { ListingDetails, OperatorStats, PublicAuthor } from '../../../contracts/listings';
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
const newcomer: OperatorStats = {
  memberSince: '2025-04-10T09:00:00.000Z',
  tourCount: 1,
  responseRate: null,
  answerHours: null,
};
const listingWith = (
  publicData: Record<string, unknown>,
  operatorStats: OperatorStats = newcomer,
  who: PublicAuthor = author,
) => ({ author: who, publicData, operatorStats }) as unknown as ListingDetails;

function renderCard(listing: ListingDetails, locale: Locale = 'en') {
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

  it('says since when the operator is with us and how many tours they run, without a response rate before any request', () => {
    renderCard(listingWith({}));
    const facts = screen.getByRole('list');
    expect(facts.textContent).toContain('On Levada since April 2025');
    expect(facts.textContent).toContain('1 tour');
    expect(facts.textContent).not.toMatch(/respon/i);
  });

  it('shows the response rate once requests were answered, in the reader’s language', () => {
    renderCard(
      listingWith(
        {},
        { memberSince: '2023-11-02T09:00:00.000Z', tourCount: 7, responseRate: 92, answerHours: 3 },
      ),
      'de',
    );
    const facts = screen.getByRole('list').textContent;
    expect(facts).toContain('November 2023');
    expect(facts).toContain('7 Touren');
    expect(facts).toContain('92 %');
  });

  it('says nothing about a deleted operator', () => {
    renderCard(listingWith({}, { ...newcomer, responseRate: 50 }, { ...author, isDeleted: true }));
    expect(screen.queryByRole('list')).toBeNull();
  });
});
