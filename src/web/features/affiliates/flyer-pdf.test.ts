import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contentOf, decodeQr, drawnText } from '../../test/pdf-content';
import { buildFlyerPdf, toFontText, type FlyerContent } from './flyer-pdf';

const link = 'https://levada.example/?ref=AbCdEf123456';
const portuguese: FlyerContent = {
  size: 'A5',
  businessName: 'Quinta da Serra — São Vicente',
  link,
  headline: 'Reserve os melhores passeios e atividades na Madeira e em Portugal',
  scan: 'Leia o código para ver os passeios e reservar online',
  language: 'pt',
};

describe('the QR flyer PDF', () => {
  it('is one A5 page with the business name, the headline and instructions in the chosen language, and a QR code of the link', async () => {
    const { pdf, page, text } = await contentOf(await buildFlyerPdf(portuguese));
    expect(pdf.getPageCount()).toBe(1);
    expect([page.getWidth(), page.getHeight()].map(Math.round)).toEqual([420, 595]);
    expect(pdf.getTitle()).toBe('Quinta da Serra — São Vicente');
    const lines = drawnText(text);
    // The name first, in two lines on A5.
    expect(lines.slice(0, 2).join(' ')).toBe('Quinta da Serra — São Vicente');
    expect(lines.join(' ')).toContain(
      'Reserve os melhores passeios e atividades na Madeira e em Portugal',
    );
    expect(lines.join(' ')).toContain('Leia o código para ver os passeios e reservar online');
    expect(lines.at(-1)).toBe(link);
    expect(decodeQr(text)).toBe(link);
  });

  it('is an A4 page when asked, the same flyer scaled up', async () => {
    const a4 = await contentOf(await buildFlyerPdf({ ...portuguese, size: 'A4' }));
    expect([a4.page.getWidth(), a4.page.getHeight()].map(Math.round)).toEqual([595, 842]);
    expect(decodeQr(a4.text)).toBe(link);
  });

  it('writes letters Helvetica lacks without their accent, or leaves them out, never failing', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(toFontText(font, 'Crème brûlée')).toBe('Crème brûlée');
    expect(toFontText(font, 'Ştefan   Ăla')).toBe('Stefan Ala');
    expect(toFontText(font, '東京 Guest House')).toBe('Guest House');
    const { text } = await contentOf(
      await buildFlyerPdf({ ...portuguese, businessName: 'Pousada Ştefan 東京' }),
    );
    expect(drawnText(text)[0]).toBe('Pousada Stefan');
  });
});
