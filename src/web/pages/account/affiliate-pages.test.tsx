// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateDashboard, AffiliatePayouts } from '../../../contracts/affiliates';
import { addMonths } from '../../../domain/affiliates';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiError, apiHandler, notFound, setupApiServer, type ApiRequest } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = {
  AffiliateDashboardPage: () => import('./affiliate-dashboard-page'),
  AffiliatePayoutPage: () => import('./affiliate-payouts-page'),
};
const affiliate = {
  token: 'AbCdEf123456',
  referralLink: 'https://levada.test/?ref=AbCdEf123456',
  tier: 'bronze' as const,
  rateBasisPoints: 750,
};
const dashboard: AffiliateDashboard = {
  affiliate,
  month: '2026-11',
  period: { from: '01-11-2026', to: '30-11-2026' },
  clicks: 42,
  conversion: {
    total: 25_000,
    commission: 1_875,
    bookings: 2,
    rows: [
      { date: '03-11-2026', kind: 'commission', amount: 15_000, commission: 1_125 },
      { date: '20-11-2026', kind: 'commission', amount: 10_000, commission: 750 },
    ],
  },
  remainingSales: { nextTier: 'silver', amount: 95_000, months: 3 },
  months: ['2026-11', '2026-10', '2026-09'],
  history: Array.from({ length: 12 }, (_, i) => ({
    month: addMonths('2025-12', i),
    clicks: i,
    commission: i * 100,
  })),
};
const payouts: AffiliatePayouts = {
  balance: { amount: 1_995, currency: 'EUR' },
  minimumPayout: 2_000,
  nextPayoutAt: '2026-12-01T00:00:00.000Z',
  payouts: [
    {
      id: '0f0c8e44-0000-4000-8000-0000000000aa',
      month: '2026-10',
      amount: 5_000,
      status: 'pending',
      createdAt: '2026-11-01T00:10:00.000Z',
    },
  ],
};

// The signed-in affiliate's reads, by their exact path and query (any other: 404).
const answers: Record<string, unknown> = {
  '/api/auth/info': {
    isAnonymous: false,
    scopes: ['user'],
    user: { ...testUser, type: 3, publicData: { cname: 'Quinta da Serra' } },
  },
  '/api/affiliate': affiliate,
  '/api/affiliate/dashboard': dashboard,
  '/api/affiliate/payouts': payouts,
  '/api/payouts/account': null,
};
const reply = ({ request }: ApiRequest) => {
  const url = new URL(request.url);
  const path = url.pathname + url.search;
  return path in answers ? Response.json({ data: answers[path] }) : apiError(404, 'not-found');
};
const server = setupApiServer(
  ...notFound('GET /api/listings/featured', 'PUT /api/account/language'),
  apiHandler('GET /api/auth/info', reply),
  apiHandler('GET /api/affiliate', reply),
  apiHandler('GET /api/affiliate/dashboard', reply),
  apiHandler('GET /api/affiliate/payouts', reply),
  apiHandler('GET /api/payouts/account', reply),
);

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => {}) } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the affiliate dashboard', () => {
  it("shows the month's figures, the next tier, the conversions and copies the referral link", async () => {
    renderApp('/affiliate-dashboard', pages);
    await screen.findByRole('heading', { name: 'Affiliate dashboard' });
    expect(screen.getByRole('heading', { name: 'From 01-11-2026 to 30-11-2026' })).toBeTruthy();
    const stats = document.querySelector('dl.affiliate-stats') as HTMLElement;
    expect(within(stats).getByText('42')).toBeTruthy();
    expect(within(stats).getByText('€18.75')).toBeTruthy();
    expect(within(stats).getByText('Bronze (7.5%)')).toBeTruthy();
    expect(
      screen.getByText(
        'Sell €950.00 more to reach Silver (sales of this month and the two before).',
      ),
    ).toBeTruthy();
    // The months to choose: the server's list (since joining, up to this one).
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    expect([...month.options].map((o) => [o.value, o.textContent])).toEqual([
      ['2026-11', 'November 2026'],
      ['2026-10', 'October 2026'],
      ['2026-09', 'September 2026'],
    ]);
    // The site's select (styles/global.css .select), as on every other page: not the browser's own.
    for (const label of ['Month', 'Paper size', 'Flyer language'])
      expect(screen.getByLabelText(label).className).toBe('select');
    const table = screen.getAllByRole('table').find((t) => within(t).queryByText('20-11-2026'))!;
    expect(within(table).getByText('€7.50')).toBeTruthy();
    // A phone stacks each row (affiliates.css): every cell carries its column's name, hidden from
    // screen readers, which have the heading; the cell's own name stays its value.
    const commission = within(table).getAllByRole('cell')[3]!;
    expect(commission.querySelector('.affiliate-table__label')?.textContent).toBe('Commission');
    expect(commission.querySelector('.affiliate-table__label')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(within(table).getByRole('cell', { name: '€11.25' })).toBeTruthy();
    // The chart's table for screen readers names its months as people say them, not "2025-12".
    const history = screen.getByRole('table', { name: 'Last 12 months' });
    expect(within(history).getByRole('cell', { name: 'December 2025' })).toBeTruthy();

    expect((screen.getByLabelText('Your referral link') as HTMLInputElement).value).toBe(
      'https://levada.test/?ref=AbCdEf123456',
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy link' })[0]!);
    await waitFor(() => expect(screen.getByText('Copied')).toBeTruthy());
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'https://levada.test/?ref=AbCdEf123456',
    );
    // The last 12 months: clicks and commission side by side, each scaled to its highest month.
    const chart = screen.getByTestId('affiliate-chart');
    const months = [...chart.querySelectorAll('.affiliate-chart__month')];
    expect(months).toHaveLength(12);
    const heights = (index: number) =>
      [...months[index]!.children].map((bar) => (bar as HTMLElement).style.height);
    expect(heights(11)).toEqual(['100%', '100%']);
    expect(heights(0)).toEqual(['0%', '0%']);
    expect(heights(1)).toEqual([`${(1 / 11) * 100}%`, `${(100 / 1100) * 100}%`]);
    // Each month is labelled twice: its short name, and its initial for a phone's narrow chart.
    const labels = [...document.querySelectorAll('.affiliate-chart__labels > span')];
    const named = (width: string) =>
      labels.map((label) => label.querySelector(`.affiliate-chart__label--${width}`)?.textContent);
    expect(named('short').slice(8, 11)).toEqual(['Aug', 'Sept', 'Oct']);
    expect(named('narrow').join('')).toBe('DJFMAMJJASON');
    // The flyer is ready to print once its QR code is drawn.
    await waitFor(() => expect(screen.getByTestId('qr-flyer').querySelector('svg')).not.toBeNull());
    expect(screen.getByTestId('qr-flyer').textContent).toContain('Quinta da Serra');
    // Printed too, it carries the logo on the brand colour above the name (issue 49).
    expect(
      screen.getByTestId('qr-flyer').querySelector('.affiliate-flyer__logo')?.textContent,
    ).toBe('Levada');
  });

  it('keeps the page, and the focus on the month choice, while another month loads', async () => {
    const october = {
      ...dashboard,
      month: '2026-10',
      period: { from: '01-10-2026', to: '31-10-2026' },
    };
    let release: (() => void) | undefined;
    server.use(
      apiHandler('GET /api/affiliate/dashboard', async (request) => {
        const url = new URL(request.request.url);
        if (url.pathname + url.search !== '/api/affiliate/dashboard?month=2026-10')
          return reply(request);
        await new Promise<void>((resolve) => (release = resolve));
        return Response.json({ data: october });
      }),
    );
    renderApp('/affiliate-dashboard', pages);
    await screen.findByRole('heading', { name: 'From 01-11-2026 to 30-11-2026' });
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    month.focus();
    fireEvent.change(month, { target: { value: '2026-10' } });
    await waitFor(() => expect(release).toBeDefined());
    // Loading: the choice shows the month asked for, and a keyboard user is still on it.
    expect(document.activeElement).toBe(month);
    expect(month.value).toBe('2026-10');
    release!();
    await screen.findByRole('heading', { name: 'From 01-10-2026 to 31-10-2026' });
    expect(document.activeElement).toBe(month);
  });

  it('downloads the QR flyer as a PDF in the paper size and language chosen', async () => {
    const made: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:flyer';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderApp('/affiliate-dashboard', pages);
    await screen.findByRole('heading', { name: 'Affiliate dashboard' });
    fireEvent.change(screen.getByLabelText('Paper size'), { target: { value: 'A4' } });
    fireEvent.change(screen.getByLabelText('Flyer language'), { target: { value: 'de' } });
    const button = screen.getByRole('button', { name: 'Download PDF' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(downloads).toEqual(['levada-flyer-a4-de.pdf blob:flyer']));
    expect(made[0]!.type).toBe('application/pdf');
    const bytes = new Uint8Array(await made[0]!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Quinta da Serra');
    expect(pdf.getPage(0).getWidth()).toBeCloseTo(595.28, 1);
  });

  it("offers the flyer in the page's language first (a Portuguese dashboard, a Portuguese flyer)", async () => {
    // This browser's language is Portuguese (else the signed-in user's own, English, would take over).
    localStorage.setItem('lang', 'pt');
    try {
      renderApp('/affiliate-dashboard', pages, { locale: 'pt' });
      await screen.findByRole('heading', { name: 'Painel de afiliado' });
      const language = screen.getByLabelText('Idioma do folheto') as HTMLSelectElement;
      expect(language.value).toBe('pt');
    } finally {
      localStorage.removeItem('lang');
    }
  });

  it('shows the balance, the payout rule and the payouts', async () => {
    renderApp('/account/affiliate-payouts', pages);
    expect((await screen.findByTestId('affiliate-balance')).textContent).toBe('€19.95');
    expect(screen.getByText(/a balance of €20.00 or more is paid out/)).toBeTruthy();
    expect(screen.getByText('October 2026')).toBeTruthy();
    expect(screen.getByText('Being sent')).toBeTruthy();
    // No payout details yet: the payouts wait, and the page says where to add them.
    expect((await screen.findByTestId('affiliate-payout-details')).textContent).toMatch(
      /Add your payout details/,
    );
    expect(screen.getByRole('link', { name: 'Add payout details' }).getAttribute('href')).toBe(
      '/account/payments',
    );
  });
});
