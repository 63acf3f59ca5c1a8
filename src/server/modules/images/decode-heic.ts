// The default import: the built server's banner declares createRequire itself (scripts/build-server.mjs).
import nodeModule from 'node:module';
import { Worker } from 'node:worker_threads';

// An iPhone's photo is HEVC-coded HEIC, which the libvips sharp ships cannot decode (it reads AVIF-coded
// HEIF only: HEVC decoders are left out of its build). libheif compiled to WebAssembly (heic-decode)
// decodes it, in a worker thread of its own: its decode is synchronous and would hold the event loop
// for a second on a 12-megapixel photo, and the WebAssembly memory it grows goes with the worker.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoderPath);
(async () => {
  const images = await decode.all({ buffer: workerData.source });
  try {
    const first = images[0];
    if (first.width * first.height > workerData.maxPixels) {
      parentPort.postMessage({ isTooLarge: true });
      return;
    }
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

export type DecodedHeic = { width: number; height: number; rgba: Buffer };

type WorkerAnswer =
  | { width: number; height: number; data: Uint8ClampedArray }
  | { isTooLarge: true }
  | { error: string };

/** The first picture of a HEIC file as RGBA pixels; 'too-many-pixels' above `maxPixels`. Rejects when it does not decode. */
export function decodeHeic(
  source: Buffer,
  maxPixels: number,
): Promise<DecodedHeic | 'too-many-pixels'> {
  const decoderPath = nodeModule.createRequire(import.meta.url).resolve('heic-decode');
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { source, maxPixels, decoderPath },
    });
    worker.once('message', (answer: WorkerAnswer) => {
      if ('error' in answer) reject(new Error(answer.error));
      else if ('isTooLarge' in answer) resolve('too-many-pixels');
      else {
        const { width, height, data } = answer;
        resolve({
          width,
          height,
          rgba: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        });
      }
      void worker.terminate();
    });
    worker.once('error', reject);
    // Ended without an answer (out of memory, say): a settled promise ignores this.
    worker.once('exit', (code) => reject(new Error(`The HEIC decoder ended (${code}).`)));
  });
}
