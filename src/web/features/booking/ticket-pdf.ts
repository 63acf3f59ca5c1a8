// The traveller's ticket as a PDF to print (issue 45 item 3), made in the browser from the ticket the
// page shows: the same signed QR code, which a guide's device checks offline (decision 121).
import { PDFDocument, PageSizes, StandardFonts } from 'pdf-lib';
import { drawCentred, drawQrCode, ink, muted } from '../../lib/pdf-layout';

export type TicketPdfContent = {
  /** In the traveller's language, as the ticket page writes them. */
  title: string;
  when: string;
  party: string;
  note: string;
  reference: string;
  /** The QR code's text: the signed ticket. */
  code: string;
  language: string;
};

/** One A5 page: the tour, when, who, the QR code large, the reference and how to use it. */
export async function buildTicketPdf(content: TicketPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.reference);
  pdf.setSubject(content.title);
  pdf.setLanguage(content.language);
  pdf.setCreator('Levada');
  const page = pdf.addPage(PageSizes.A5);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const width = page.getWidth();
  const margin = width * 0.08;
  const textWidth = width - 2 * margin;
  const line = (text: string, size: number, top: number, isBold = false, color = ink) =>
    drawCentred(page, text, { font: isBold ? bold : regular, size, top, width: textWidth, color });

  let top = page.getHeight() - margin;
  top = line('Levada', 12, top, true, muted);
  top = line(content.title, 20, top - 8, true);
  top = line(content.when, 13, top - 6);
  top = line(content.party, 13, top - 2);
  top = drawQrCode(page, content.code, { top: top - 16, side: Math.min(textWidth, top - 150) });
  top = line(content.reference, 22, top - 8, true);
  line(content.note, 11, top - 6, false, muted);
  return pdf.save();
}
