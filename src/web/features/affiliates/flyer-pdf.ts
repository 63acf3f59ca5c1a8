// The affiliate's QR flyer as a PDF file, made in the browser: loaded only when an affiliate
// downloads one. Decision 047 says why the text is set in Helvetica.
import { PDFDocument, PageSizes, StandardFonts } from 'pdf-lib';
import { drawCentred, drawQrCode, ink, muted, toFontText } from '../../lib/pdf-layout';

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
};

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
  top = drawCentred(page, content.businessName, {
    font: bold,
    size: 34 * unit,
    top,
    width: textWidth,
    color: ink,
  });
  top = drawCentred(page, content.headline, {
    font: regular,
    size: 20 * unit,
    top: top - 16 * unit,
    width: textWidth,
    color: ink,
  });

  const side = Math.min(textWidth * 0.8, top - margin - 120 * unit);
  const qrTop = top - 24 * unit;
  drawQrCode(page, content.link, { top: qrTop, side });

  top = drawCentred(page, content.scan, {
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
