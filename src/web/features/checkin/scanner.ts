import type QrScanner from 'qr-scanner';

// The QR scanner (qr-scanner), loaded with its decoding worker when a departure is downloaded, so
// that scanning works offline.
type Engine = Awaited<ReturnType<typeof QrScanner.createQrEngine>>;
let loaded: Promise<{ Scanner: typeof QrScanner; engine: Promise<Engine> }> | null = null;

export function loadScanner() {
  loaded ??= import('qr-scanner').then(({ default: Scanner }) => {
    const engine = Scanner.createQrEngine();
    return engine.then(() => ({ Scanner, engine }));
  });
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

/** The QR code's text in a photo or picture of a ticket, or null when there is none. */
export async function scanPicture(file: File): Promise<string | null> {
  const { Scanner, engine } = await loadScanner();
  try {
    const result = await Scanner.scanImage(file, {
      qrEngine: await engine,
      returnDetailedScanResult: true,
    });
    return result.data;
  } catch {
    return null;
  }
}

/** Starts the camera on a video element; each code read calls `onCode` (at most once a second each). */
export async function startCamera(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const { Scanner } = await loadScanner();
  let last = { code: '', at: 0 };
  const scanner = new Scanner(
    video,
    (result) => {
      const now = Date.now();
      if (result.data === last.code && now - last.at < 3000) return;
      last = { code: result.data, at: now };
      onCode(result.data);
    },
    { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 5 },
  );
  await scanner.start();
  return () => scanner.destroy();
}
