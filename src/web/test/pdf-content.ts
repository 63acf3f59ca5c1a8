// Reading back the PDFs the browser makes (lib/pdf-layout.ts): their text and their QR code.
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** The page's drawing operators, uncompressed. */
export async function contentOf(bytes: Uint8Array) {
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
export const drawnText = (content: string) =>
  [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
    new TextDecoder('windows-1252').decode(Uint8Array.from(Buffer.from(m[1]!, 'hex'))),
  );

/** Reads the QR code back: the squares' corners (module coordinates) drawn as an image, then decoded. */
export function decodeQr(content: string) {
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
