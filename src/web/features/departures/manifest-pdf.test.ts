import { describe, expect, it } from 'vitest';
import { contentOf, drawnText } from '../../test/pdf-content';
import { buildManifestPdf, type ManifestPdfContent } from './manifest-pdf';

const entry = (n: number) => ({
  reference: `LV-${String(n).padStart(6, '0')}`,
  name: n === 1 ? 'Maria Vieira' : n === 2 ? 'Jürgen Groß' : `Traveller ${n}`,
  phone: '+351 933 222 111',
  party: '2 adults, 1 child',
  checkIn: 'Not checked in',
  answers: ['Pickup hotel: Hotel Madeira'],
});
const manifest = (count: number): ManifestPdfContent => ({
  heading: 'Manifest',
  title: 'Levada do Caldeirão Verde',
  when: 'Friday 12 June, 09:30–15:30',
  seats: '5 sold · 0 held · 5 free',
  pickup: 'Pickup: Hotels in Funchal',
  empty: 'No confirmed bookings yet',
  phoneLabel: 'Phone',
  entries: Array.from({ length: count }, (_, i) => entry(i + 1)),
  language: 'en',
});

describe('the manifest PDF', () => {
  it('parses, and lists the departure and each lead traveller with the reference, party, phone and answers', async () => {
    const { pdf, page, text } = await contentOf(await buildManifestPdf(manifest(2)));
    expect(pdf.getPageCount()).toBe(1);
    expect([page.getWidth(), page.getHeight()].map(Math.round)).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('Manifest · Levada do Caldeirão Verde');
    const lines = drawnText(text);
    expect(lines).toContain('1. Maria Vieira');
    expect(lines).toContain('2. Jürgen Groß');
    expect(lines).toContain('LV-000001 · 2 adults, 1 child · Not checked in');
    expect(lines).toContain('Phone: +351 933 222 111');
    expect(lines).toContain('Pickup hotel: Hotel Madeira');
    expect(lines).toContain('Pickup: Hotels in Funchal');
  });

  it('continues on more pages for a long list', async () => {
    const bytes = await buildManifestPdf(manifest(40));
    const { pdf } = await contentOf(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });
});
