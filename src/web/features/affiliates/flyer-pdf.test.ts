import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
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

/** The page's drawing operators, uncompressed. */
async function contentOf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const text = streams
    .map((ref) => pdf.context.lookup(ref))
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('a content stream expected');
      return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
    })
    .join('\n');
  return { pdf, page, text };
}

/** The strings drawn with Tj, in order (hex in WinAnsi, as pdf-lib writes them). */
const drawnText = (content: string) =>
  [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
    new TextDecoder('windows-1252').decode(Uint8Array.from(Buffer.from(m[1]!, 'hex'))),
  );

/** Reads the QR code back: the squares' corners (module coordinates) drawn as an image, then decoded. */
function decodeQr(content: string) {
  const corners = [...content.matchAll(/^(\d+) (\d+) m$/gm)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const modules = Math.max(...corners.flat()) + 3; // the last module and the 2-module quiet zone
  const px = 4;
  const side = (modules + 4) * px; // jsQR wants a wider quiet zone
  const image = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [col, row] of corners)
    for (let y = 0; y < px; y += 1)
      for (let x = 0; x < px; x += 1) {
        const at = (((row! + 2) * px + y) * side + (col! + 2) * px + x) * 4;
        image[at] = image[at + 1] = image[at + 2] = 0;
      }
  return jsQR(image, side, side)?.data;
}

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
