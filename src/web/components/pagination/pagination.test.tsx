// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { TestProviders } from '../../test/render-app';
import { Pagination, pageHref } from './pagination';

afterEach(cleanup);

function renderAt(url: string, page: number, totalPages: number) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <Pagination page={page} totalPages={totalPages} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('Pagination', () => {
  it('links first, last and the pages around the current one, with gaps and arrows', () => {
    renderAt('/s?sort=price&page=5', 5, 10);
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    // Gaps are shown but hidden from screen readers, which hear "Page N" for each link instead.
    const items = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1', '4', '5', '6', '10']);
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('5');
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('href')).toBe(
      '/s?sort=price&page=10',
    );
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/s?sort=price&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/s?sort=price&page=6',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderAt('/s', 1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/s?page=2');
    cleanup();
    renderAt('/s?page=3', 3, 3);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/s?page=2',
    );
  });

  it('renders nothing for a single page', () => {
    const { container } = renderAt('/s', 1, 1);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('translates its labels', () => {
    render(
      <TestProviders locale="pt">
        <MemoryRouter initialEntries={['/s']}>
          <Pagination page={1} totalPages={2} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas de resultados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Página seguinte' })).toBeTruthy();
  });
});

describe('pageHref', () => {
  it('sets page and keeps the other parameters', () => {
    expect(pageHref('/s', '?keywords=boat&page=2', 3)).toBe('/s?keywords=boat&page=3');
    expect(pageHref('/s', '', 1)).toBe('/s?page=1');
  });
});
