// A departure's manifest as a PDF (issue 46 item 1; decision 162), made in the browser from the
// manifest the page shows, with pdf-lib like the ticket and the flyer (decision 146): A4 pages, one
// entry a block (reference, lead traveller, phone, party, check-in, answers), never split.
import { PDFDocument, PageSizes, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { ink, muted, toFontText } from '../../lib/pdf-layout';

export type ManifestPdfEntry = {
  reference: string;
  name: string;
  phone: string | null;
  party: string;
  checkIn: string;
  /** The answers to the booking questions, one "label: answer" a line. */
  answers: string[];
};

export type ManifestPdfContent = {
  /** In the operator's language, as the manifest page writes them. */
  heading: string;
  title: string;
  when: string;
  seats: string;
  pickup: string | null;
  empty: string;
  phoneLabel: string;
  entries: ManifestPdfEntry[];
  language: string;
};

/** Lines of left-aligned text no wider than `width` (a word wider than a line stays whole). */
function wrapLeft(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of toFontText(font, text).split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.filter((line) => line !== '');
}

/** The manifest on A4 pages: the departure's facts, then each confirmed booking as a block. */
export async function buildManifestPdf(content: ManifestPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.heading} · ${content.title}`);
  pdf.setSubject(content.when);
  pdf.setLanguage(content.language);
  pdf.setCreator('Levada');
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const [pageWidth, pageHeight] = PageSizes.A4;
  const margin = 48;
  const width = pageWidth - 2 * margin;
  let page: PDFPage = pdf.addPage(PageSizes.A4);
  let top = pageHeight - margin;

  type Line = { text: string; size: number; font: PDFFont; color: typeof ink; gap: number };
  const linesOf = (text: string, size: number, font = regular, color = ink, gap = 0): Line[] =>
    wrapLeft(font, text, size, width).map((line, i) => ({
      text: line,
      size,
      font,
      color,
      gap: i === 0 ? gap : 0,
    }));
  const heightOf = (lines: Line[]) => lines.reduce((sum, l) => sum + l.gap + l.size * 1.3, 0);
  /** Draws a block on this page, or on a new one when it does not fit (a block is never split). */
  const draw = (lines: Line[]) => {
    if (top - heightOf(lines) < margin && top < pageHeight - margin) {
      page = pdf.addPage(PageSizes.A4);
      top = pageHeight - margin;
    }
    for (const line of lines) {
      top -= line.gap + line.size * 1.3;
      page.drawText(line.text, {
        x: margin,
        y: top,
        size: line.size,
        font: line.font,
        color: line.color,
      });
    }
  };

  draw([
    ...linesOf('Levada', 10, bold, muted),
    ...linesOf(`${content.heading} · ${content.title}`, 18, bold, ink, 4),
    ...linesOf(content.when, 12, regular, ink, 4),
    ...linesOf(content.seats, 11, regular, muted, 2),
    ...(content.pickup ? linesOf(content.pickup, 11, regular, muted, 2) : []),
  ]);
  if (content.entries.length === 0) draw(linesOf(content.empty, 12, regular, ink, 18));
  content.entries.forEach((entry, index) => {
    draw([
      ...linesOf(`${index + 1}. ${entry.name}`, 13, bold, ink, 18),
      ...linesOf(`${entry.reference} · ${entry.party} · ${entry.checkIn}`, 11, regular, ink, 2),
      ...(entry.phone ? linesOf(`${content.phoneLabel}: ${entry.phone}`, 11) : []),
      ...entry.answers.flatMap((answer) => linesOf(answer, 10, regular, muted)),
    ]);
  });
  return pdf.save();
}
