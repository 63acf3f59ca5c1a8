import {
  parseProxyParams,
  proxyTargetOf,
  type ProxyFormat,
  type ProxyProblem,
} from '../../../domain/image-proxy';
import { AppError } from '../../../domain/errors';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import { maxImageBytes } from '../../http/image-upload';
import { detectImageFormat, loadSharp, maxInputPixels } from './create-image-variants';
import { fetchPublicImage, type FetchImage } from './fetch-public-image';

const problemMessages: Record<ProxyProblem, [path: string, message: string]> = {
  'image-url-invalid': ['url', 'The url must be an http(s) address of an image.'],
  'image-host-not-allowed': ['url', 'The image proxy does not fetch from this host.'],
  'image-params-invalid': [
    'params',
    'params takes w and h (1-2400), fit (crop|fit), fm (jpg|webp|avif), q (1-100), dpr (1|1.75|2|3).',
  ],
};
const refused = (problem: ProxyProblem) => {
  const [path, message] = problemMessages[problem];
  return new AppError('validation-invalid-params', message, [{ path, code: problem }]);
};

const contentTypes: Record<ProxyFormat, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * GET /api/image-proxy (spec 000 §9; decision 169): the picture at `url` resized as `params` say.
 * Our own images are read from storage; another host only when IMAGE_PROXY_HOSTS names it, and only
 * on the public internet (fetchPublicImage). Everything is checked before any request is made.
 */
export async function proxyImage(
  deps: {
    imageStorage: ImageStorage;
    config: { publicBaseUrl: string; imageProxyHosts: readonly string[] };
  },
  query: { url: string; params?: string | undefined },
  fetchImage: FetchImage = fetchPublicImage,
): Promise<{ data: Buffer; contentType: string }> {
  const resize = parseProxyParams(query.params ?? '');
  if (typeof resize === 'string') throw refused(resize);
  const target = proxyTargetOf(query.url, {
    publicBaseUrl: deps.config.publicBaseUrl,
    allowedHosts: deps.config.imageProxyHosts,
  });
  if (target.kind === 'refused') throw refused(target.problem);
  let source: Buffer;
  if (target.kind === 'own') {
    const stored = await deps.imageStorage.get(target.key);
    if (!stored) throw new AppError('not-found', 'Image not found');
    source = stored.data;
  } else {
    source = await fetchImage(target.url, { maxBytes: maxImageBytes, timeoutMs: 10_000 });
  }
  if (!detectImageFormat(source))
    throw new AppError('image-invalid', 'The url is not a JPG, GIF, PNG, WebP or HEIF image.', [
      { code: 'unsupported-format' },
    ]);
  const sharp = await loadSharp();
  let image = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false })
    .autoOrient()
    .resize(resize.width ?? undefined, resize.height ?? undefined, {
      fit: resize.fit === 'crop' && resize.width && resize.height ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
  image =
    resize.format === 'webp'
      ? image.webp({ quality: resize.quality })
      : resize.format === 'avif'
        ? image.avif({ quality: resize.quality, effort: 0 })
        : image
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: resize.quality, progressive: true });
  try {
    return { data: await image.toBuffer(), contentType: contentTypes[resize.format] };
  } catch {
    throw new AppError('image-invalid', 'The image could not be read.', [{ code: 'unreadable' }]);
  }
}
