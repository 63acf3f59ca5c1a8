// The image resizing proxy of spec 000 §9 ("image resizing goes through an image proxy taking url and
// params query parameters"; issue 49 item 17): GET /api/image-proxy?url=…&params=w%3D600%26fm%3Dwebp.
// Pure: which picture a request names (one of our own stored images, or one on a host the
// marketplace allows), and the resize its params ask for. docs/decisions/169-image-proxy.md.

/** The largest side the proxy makes (the largest variant, landscape-crop6x, is 2400 px wide). */
export const maxProxySide = 2400;
export const proxyDensities = [1, 1.75, 2, 3] as const;
export const proxyFormats = ['jpg', 'webp', 'avif'] as const;
export type ProxyFormat = (typeof proxyFormats)[number];

export type ProxyResize = {
  /** Output pixels (the asked size times the density), never above maxProxySide. */
  width: number | null;
  height: number | null;
  fit: 'crop' | 'fit';
  format: ProxyFormat;
  quality: number;
};

export type ProxyProblem = 'image-url-invalid' | 'image-host-not-allowed' | 'image-params-invalid';

export type ProxyTarget =
  | { kind: 'own'; key: string }
  | { kind: 'remote'; url: URL }
  | { kind: 'refused'; problem: ProxyProblem };

const whole = (raw: string, min: number, max: number): number | null =>
  /^\d{1,5}$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : null;

/**
 * The params: w, h (pixels, 1–2400), fit (crop | fit, default fit), fm (jpg | webp | avif, default
 * jpg), q (1–100, default 80), dpr (1, 1.75, 2 or 3, default 1); at least w or h. Anything else, a
 * repeated key or a size above 2400 px once multiplied by the density is refused.
 */
export function parseProxyParams(raw: string): ProxyResize | ProxyProblem {
  const params = new URLSearchParams(raw);
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (seen.has(key) || !['w', 'h', 'fit', 'fm', 'q', 'dpr'].includes(key))
      return 'image-params-invalid';
    seen.add(key);
  }
  const read = <T>(key: string, parse: (v: string) => T | null, fallback: T): T | null => {
    const value = params.get(key);
    return value === null ? fallback : parse(value);
  };
  const width = read('w', (v) => whole(v, 1, maxProxySide), null);
  const height = read('h', (v) => whole(v, 1, maxProxySide), null);
  const fit = read('fit', (v) => (v === 'crop' || v === 'fit' ? v : null), 'fit' as const);
  const format = read(
    'fm',
    (v) => ((proxyFormats as readonly string[]).includes(v) ? (v as ProxyFormat) : null),
    'jpg' as ProxyFormat,
  );
  const quality = read('q', (v) => whole(v, 1, 100), 80);
  const dpr = read(
    'dpr',
    (v) => (proxyDensities as readonly number[]).find((d) => String(d) === v) ?? null,
    1,
  );
  if (
    (params.has('w') && width === null) ||
    (params.has('h') && height === null) ||
    (width === null && height === null) ||
    !fit ||
    !format ||
    quality === null ||
    dpr === null
  )
    return 'image-params-invalid';
  const scaled = (side: number | null) => (side === null ? null : Math.round(side * dpr));
  const out = { width: scaled(width), height: scaled(height) };
  if ((out.width ?? 0) > maxProxySide || (out.height ?? 0) > maxProxySide)
    return 'image-params-invalid';
  return { ...out, fit, format, quality };
}

const normalHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/**
 * What a proxy url names: one of our own images (a path under /images/, or the site's own address),
 * or a picture on a host the marketplace allows (http or https, no credentials, default ports or
 * the URL's own); anything else is refused before any request is made.
 */
export function proxyTargetOf(
  raw: string,
  settings: { publicBaseUrl: string; allowedHosts: readonly string[] },
): ProxyTarget {
  let url: URL;
  try {
    url = new URL(raw, settings.publicBaseUrl);
  } catch {
    return { kind: 'refused', problem: 'image-url-invalid' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return { kind: 'refused', problem: 'image-url-invalid' };
  const own = new URL(settings.publicBaseUrl);
  if (url.origin === own.origin) {
    const key = decodeURIComponent(url.pathname.replace(/^\/images\//, ''));
    if (!url.pathname.startsWith('/images/') || key.split('/').some((p) => p === '..' || p === ''))
      return { kind: 'refused', problem: 'image-url-invalid' };
    return { kind: 'own', key };
  }
  const host = normalHost(url.hostname);
  if (!settings.allowedHosts.map(normalHost).includes(host))
    return { kind: 'refused', problem: 'image-host-not-allowed' };
  return { kind: 'remote', url };
}
