import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contentOf, decodeQr, drawnText } from '../../test/pdf-content';
import { buildFlyerPdf, toFontText, type FlyerContent } from './flyer-pdf';

// A small JPEG (6 × 4 pixels), standing for the featured tour's photo.
const photo = Uint8Array.from(
  Buffer.from(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAEAAYDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALABjT//2Q==',
    'base64',
  ),
);
// The brand colour (#0b5c6b) as pdf-lib writes a fill colour.
const brandFill = `${11 / 255} ${92 / 255} ${107 / 255} rg`;
/** The QR code's width in points: its scale times its modules and quiet zone. */
const qrSide = (text: string) => {
  const scale = Number(/^([\d.]+) 0 0 -[\d.]+ 0 0 cm$/m.exec(text)![1]);
  const corners = [...text.matchAll(/^(\d+) (\d+) m$/gm)].map((m) => Number(m[1]));
  return scale * (Math.max(...corners) + 3);
};

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
    // The logo first, then the name.
    expect(lines[0]).toBe('Levada');
    expect(lines[1]).toBe('Quinta da Serra — São Vicente');
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
    expect(drawnText(text)[1]).toBe('Pousada Stefan');
  });

  it('is designed to be pinned up: the logo on a band of the brand colour, a photo, the name in the brand colour, the QR code large', async () => {
    const { pdf, page, text } = await contentOf(await buildFlyerPdf({ ...portuguese, photo }));
    // The band and the name in the brand colour, the logo's word in white.
    expect(text.split(brandFill).length - 1).toBeGreaterThanOrEqual(2);
    expect(drawnText(text)[0]).toBe('Levada');
    // The photo is on the page, under the band, before the name.
    const images = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    expect(images.keys()).toHaveLength(1);
    expect(text.indexOf(' Do')).toBeLessThan(text.indexOf('<5175696E7461'));
    expect(pdf.getPageCount()).toBe(1);
    // The QR code spans at least 60 % of the page's width, and reads back as the link.
    expect(qrSide(text)).toBeGreaterThanOrEqual(0.6 * page.getWidth());
    expect(decodeQr(text)).toBe(link);
  });

  it('speaks the chosen language throughout, the photo or not', async () => {
    const german = await contentOf(
      await buildFlyerPdf({
        ...portuguese,
        size: 'A4',
        language: 'de',
        headline: 'Buchen Sie die besten Touren und Aktivitäten auf Madeira und in Portugal',
        scan: 'Scannen Sie den Code, um die Touren zu sehen und online zu buchen',
      }),
    );
    expect(german.pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(de)');
    const lines = drawnText(german.text).join(' ');
    expect(lines).toContain('Buchen Sie die besten Touren');
    expect(lines).toContain('Scannen Sie den Code');
    expect(lines).not.toContain('Reserve');
    expect(decodeQr(german.text)).toBe(link);
  });
});
