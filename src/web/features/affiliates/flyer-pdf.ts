// The affiliate's QR flyer as a PDF file, made in the browser: loaded only when an affiliate
// downloads one. Decision 047 says why the text is set in Helvetica.
import { PDFDocument, PageSizes, rgb, StandardFonts } from 'pdf-lib';
import { drawCentred, drawQrCode, ink, muted, toFontText } from '../../lib/pdf-layout';

/** Levada's brand colour (--color-primary, #0b5c6b): the flyer's band and the affiliate's name. */
export const brandColour = rgb(11 / 255, 92 / 255, 107 / 255);

export { toFontText };

export type FlyerSize = 'A4' | 'A5';

export type FlyerContent = {
  size: FlyerSize;
  businessName: string;
  link: string;
  /** In the flyer's language. */
  headline: string;
  scan: string;
  language: string;
  /** A photo of the tours (JPEG or PNG bytes), under the band; none leaves its room to the QR code. */
  photo?: Uint8Array | null;
};

const isPng = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;

/**
 * One page, A4 or A5 portrait, to pin up in a lobby (issue 49): a band in the brand colour with the
 * Levada logo, a photo of the tours, the affiliate's name, the headline, the QR code of the link as
 * large as the page allows, how to use it and the link, all in the chosen language.
 */
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
  const height = page.getHeight();
  // Sizes in proportion to the page, so A5 is A4 scaled down.
  const unit = width / 595;
  const margin = 36 * unit;
  const textWidth = width - 2 * margin;

  // The band: the brand colour across the top, the logo (a mark and the name) in white.
  const band = 64 * unit;
  page.drawRectangle({ x: 0, y: height - band, width, height: band, color: brandColour });
  const logoSize = 30 * unit;
  const mark = 22 * unit;
  const logoWidth = mark + 10 * unit + bold.widthOfTextAtSize('Levada', logoSize);
  const logoX = (width - logoWidth) / 2;
  const logoY = height - band / 2 - logoSize * 0.35;
  page.drawRectangle({
    x: logoX,
    y: height - band / 2 - mark / 2,
    width: mark,
    height: mark,
    color: rgb(1, 1, 1),
  });
  page.drawRectangle({
    x: logoX + mark * 0.25,
    y: height - band / 2 - mark * 0.1,
    width: mark * 0.5,
    height: mark * 0.2,
    color: brandColour,
  });
  page.drawText('Levada', {
    x: logoX + mark + 10 * unit,
    y: logoY,
    size: logoSize,
    font: bold,
    color: rgb(1, 1, 1),
  });

  let top = height - band;
  if (content.photo) {
    // The photo across the page under the band, at most a fifth of the page high.
    const image = isPng(content.photo)
      ? await pdf.embedPng(content.photo)
      : await pdf.embedJpg(content.photo);
    const boxHeight = height * 0.2;
    const scale = Math.min(width / image.width, boxHeight / image.height);
    const drawn = { width: image.width * scale, height: image.height * scale };
    page.drawImage(image, {
      x: (width - drawn.width) / 2,
      y: top - drawn.height,
      ...drawn,
    });
    top -= drawn.height;
  }

  top = drawCentred(page, content.businessName, {
    font: bold,
    size: 30 * unit,
    top: top - 14 * unit,
    width: textWidth,
    color: brandColour,
  });
  top = drawCentred(page, content.headline, {
    font: regular,
    size: 17 * unit,
    top: top - 8 * unit,
    width: textWidth,
    color: ink,
  });

  // The QR code as large as the room left allows (the lines under it need ~70 points).
  const side = Math.min(textWidth * 0.75, top - margin - 80 * unit);
  const qrTop = top - 12 * unit;
  drawQrCode(page, content.link, { top: qrTop, side });

  top = drawCentred(page, content.scan, {
    font: bold,
    size: 16 * unit,
    top: qrTop - side - 8 * unit,
    width: textWidth,
    color: ink,
  });
  drawCentred(page, content.link, {
    font: regular,
    size: 11 * unit,
    top: top - 4 * unit,
    width: textWidth,
    color: muted,
  });
  return pdf.save();
}
