// The affiliate's QR flyer as a PDF file (issue 11 item 4), made in the browser: loaded only when an
// affiliate downloads one. Decision 047 says why the text is set in Helvetica.
import { PDFDocument, PageSizes, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

export type FlyerSize = 'A4' | 'A5';

export type FlyerContent = {
  size: FlyerSize;
  businessName: string;
  link: string;
  /** In the flyer's language. */
  headline: string;
  scan: string;
  language: string;
};

const ink = rgb(0.09, 0.13, 0.16);
const muted = rgb(0.3, 0.35, 0.38);

/**
 * Helvetica covers Latin-1 and a few more (every letter of the five languages); another letter is
 * written without its accent when it has one (Ł → L is not, ş → s is), else left out, never an error.
 */
export function toFontText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...bare].every((c) => supported.has(c.codePointAt(0)!)) ? bare : '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words in lines no wider than `width` at `fontSize`; a word wider than a line stays whole. */
function wrap(font: PDFFont, text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, fontSize) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Centred lines from `top` down; the size shrinks until the longest word fits. Returns the new top. */
function drawCentred(
  page: PDFPage,
  text: string,
  options: { font: PDFFont; size: number; top: number; width: number; color: typeof ink },
): number {
  const { font, width, color } = options;
  let size = options.size;
  const widest = Math.max(...text.split(' ').map((w) => font.widthOfTextAtSize(w, size)));
  if (widest > width) size = (size * width) / widest;
  let y = options.top;
  for (const line of wrap(font, text, size, width)) {
    y -= size * 1.2;
    const x = (page.getWidth() - font.widthOfTextAtSize(line, size)) / 2;
    page.drawText(line, { x, y, size, font, color });
  }
  return y;
}

/** One page, A4 or A5 portrait: the business name, the headline, the QR code of the link, how to use it. */
export async function buildFlyerPdf(content: FlyerContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toFontText(await pdf.embedFont(StandardFonts.Helvetica), content.businessName));
  pdf.setLanguage(content.language);
  pdf.setCreator('Levada');
  const page = pdf.addPage(PageSizes[content.size]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const width = page.getWidth();
  const margin = width * 0.1;
  const textWidth = width - 2 * margin;
  // Sizes in proportion to the page, so A5 is A4 scaled down.
  const unit = width / 595;

  let top = page.getHeight() - margin;
  top = drawCentred(page, toFontText(bold, content.businessName), {
    font: bold,
    size: 34 * unit,
    top,
    width: textWidth,
    color: ink,
  });
  top = drawCentred(page, toFontText(regular, content.headline), {
    font: regular,
    size: 20 * unit,
    top: top - 16 * unit,
    width: textWidth,
    color: ink,
  });

  // The QR code's dark modules as one path of unit squares, scaled to the code's side.
  const qr = QRCode.create(content.link, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 2;
  const side = Math.min(textWidth * 0.8, top - margin - 120 * unit);
  const scale = side / (modules + 2 * quiet);
  let path = '';
  for (let row = 0; row < modules; row += 1)
    for (let col = 0; col < modules; col += 1)
      if (qr.modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  const qrTop = top - 24 * unit;
  page.drawSvgPath(path, {
    x: (width - side) / 2,
    y: qrTop,
    scale,
    color: rgb(0, 0, 0),
  });

  top = drawCentred(page, toFontText(regular, content.scan), {
    font: regular,
    size: 16 * unit,
    top: qrTop - side - 12 * unit,
    width: textWidth,
    color: ink,
  });
  drawCentred(page, content.link, {
    font: regular,
    size: 12 * unit,
    top: top - 6 * unit,
    width: textWidth,
    color: muted,
  });
  return pdf.save();
}
