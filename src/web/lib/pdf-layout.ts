// Page layout for the PDFs the browser makes (the affiliate's flyer, the traveller's ticket): loaded
// only with them. Decision 047 says why the text is set in Helvetica.
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

export const ink = rgb(0.09, 0.13, 0.16);
export const muted = rgb(0.3, 0.35, 0.38);

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

/**
 * Centred lines from `top` down, in the font's letters (toFontText); the size shrinks until the
 * longest word fits. Returns the new top.
 */
export function drawCentred(
  page: PDFPage,
  text: string,
  options: { font: PDFFont; size: number; top: number; width: number; color: typeof ink },
): number {
  const { font, width, color } = options;
  const written = toFontText(font, text);
  let size = options.size;
  const widest = Math.max(...written.split(' ').map((w) => font.widthOfTextAtSize(w, size)));
  if (widest > width) size = (size * width) / widest;
  let y = options.top;
  for (const line of wrap(font, written, size, width)) {
    y -= size * 1.2;
    const x = (page.getWidth() - font.widthOfTextAtSize(line, size)) / 2;
    page.drawText(line, { x, y, size, font, color });
  }
  return y;
}

/**
 * A QR code of `text`, centred, `side` wide, its top at `top`: the dark modules as one path of unit
 * squares (with a quiet zone of 2), scaled to the side. Returns the new top.
 */
export function drawQrCode(page: PDFPage, text: string, options: { top: number; side: number }) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 2;
  const scale = options.side / (modules + 2 * quiet);
  let path = '';
  for (let row = 0; row < modules; row += 1)
    for (let col = 0; col < modules; col += 1)
      if (qr.modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  page.drawSvgPath(path, {
    x: (page.getWidth() - options.side) / 2,
    y: options.top,
    scale,
    color: rgb(0, 0, 0),
  });
  return options.top - options.side;
}
