import { describe, expect, it } from 'vitest';
import { contentOf, decodeQr, drawnText } from '../../test/pdf-content';
import { buildTicketPdf, type TicketPdfContent } from './ticket-pdf';

const german: TicketPdfContent = {
  title: 'Levada do Caldeirão Verde — Wanderung für Genießer',
  when: 'Freitag, 12. Juni 2026 · 10:00–13:00 (Madeira)',
  party: '2 Erwachsene, 1 Kind',
  note: 'Zeigen Sie diesen Code Ihrem Guide; er funktioniert offline.',
  reference: 'LV-7KQ2XM',
  code: 'LV1.LV-7KQ2XM.2026-06-12T09:00:00.000Z.2.1.0.c2lnbmF0dXJl',
  language: 'de',
};

describe('the ticket PDF', () => {
  it('is one A5 page with the tour, when and who in the traveller’s language, the signed QR code and the reference', async () => {
    const { pdf, page, text } = await contentOf(await buildTicketPdf(german));
    expect(pdf.getPageCount()).toBe(1);
    expect([page.getWidth(), page.getHeight()].map(Math.round)).toEqual([420, 595]);
    expect(pdf.getTitle()).toBe('LV-7KQ2XM');
    const lines = drawnText(text).join(' ');
    for (const part of [german.when, german.party, german.reference, german.note])
      expect(lines).toContain(part);
    expect(lines).toContain('Levada do Caldeirão Verde — Wanderung für Genießer');
    // The QR code carries the signed ticket itself: a guide's scanner reads it from paper.
    expect(decodeQr(text)).toBe(german.code);
  });
});
