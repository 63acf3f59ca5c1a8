import { pageCodeElementId } from '../../contracts/page-code';
import { pageStateElementId } from '../../contracts/routes';
import { languages } from '../../domain/languages';
import { localizedPath } from '../../contracts/canonical-path';
import { siteName, type PageHead } from '../modules/pages/describe-page';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// JSON inside <script>: nothing in it may close the element or start a comment.
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Site paths in structured data become absolute URLs.
function absolutize(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolutize(item, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, absolutize(item, origin)]),
    );
  return value;
}

/**
 * index.html with the page's head (decision 052): language, title, description, canonical and
 * hreflang alternates, Open Graph and Twitter cards, JSON-LD, and the page's code, styles and language's messages.
 * `isLangInUrl`: the page's language came from the URL (so its canonical URL carries it).
 */
export function renderPageHtml(
  indexHtml: string,
  head: PageHead,
  {
    origin,
    isLangInUrl,
    scripts,
    styles,
    bootScript = null,
    body = null,
  }: {
    origin: string;
    isLangInUrl: boolean;
    scripts: string[];
    styles: string[];
    /** The build's boot script (src/web/boot.ts): a rendered page's only script, which loads the rest after the first paint. */
    bootScript?: string | null;
    /** The page rendered on the server and the data it was rendered with (decision 053); else the browser renders it. */
    body?: { html: string; state: unknown } | null;
  },
): string {
  const tags: string[] = [];
  const abs = (path: string) => `${origin}${path}`;
  const canonical = head.canonical
    ? abs(isLangInUrl ? localizedPath(head.canonical, head.locale) : head.canonical)
    : null;
  if (canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const lang of languages)
      tags.push(
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(abs(localizedPath(head.canonical!, lang)))}" />`,
      );
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(head.canonical!))}" />`,
    );
  }
  if (!head.isIndexable) tags.push('<meta name="robots" content="noindex" />');
  const og: [string, string | null][] = [
    ['og:site_name', siteName],
    [
      'og:type',
      head.type === 'website' ? 'website' : head.type === 'profile' ? 'profile' : 'product',
    ],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', canonical],
    ['og:locale', { en: 'en_GB', pt: 'pt_PT', de: 'de_DE', es: 'es_ES', fr: 'fr_FR' }[head.locale]],
    ['og:image', head.image && abs(head.image.url)],
    ['og:image:width', head.image && String(head.image.width)],
    ['og:image:height', head.image && String(head.image.height)],
    ['og:image:alt', head.image?.alt ?? null],
    ['og:image', head.image?.small ? abs(head.image.small.url) : null],
    ['og:image:width', head.image?.small ? String(head.image.small.width) : null],
    ['og:image:height', head.image?.small ? String(head.image.small.height) : null],
    ['og:image:alt', head.image?.small ? head.image.alt : null],
  ];
  for (const [property, content] of og)
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  const twitter: [string, string | null][] = [
    ['twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', head.title],
    ['twitter:description', head.description],
    ['twitter:image', head.image && abs(head.image.url)],
  ];
  for (const [name, content] of twitter)
    if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  for (const node of head.structuredData)
    tags.push(
      `<script type="application/ld+json">${scriptJson(absolutize(node, origin))}</script>`,
    );
  if (head.preloadImage) {
    const { href, srcset, sizes, type } = head.preloadImage;
    const typeAttribute = type ? ` type="${escapeHtml(type)}"` : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"${typeAttribute} fetchpriority="high" />`,
    );
  }
  for (const href of styles)
    tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`);
  // A page rendered here reads before its code runs (decision 053): its only script is the boot
  // script, which fetches index.html's entry and preloads and the page's files once the page has
  // painted. Any other page needs its code to show anything: it loads at once, beside the entry.
  const isBooted = body !== null && bootScript !== null;
  const code: string[] = [];
  const html = isBooted
    ? indexHtml.replace(
        /\s*<(?:script type="module"[^>]*\bsrc|link rel="modulepreload"[^>]*\bhref)="([^"]+)"[^>]*>(?:<\/script>)?/g,
        (_tag, href: string) => {
          code.push(href);
          return '';
        },
      )
    : indexHtml;
  if (isBooted)
    tags.push(
      `<script type="module" crossorigin src="${escapeHtml(bootScript)}"></script>`,
      `<script type="application/json" id="${pageCodeElementId}">${scriptJson([...code, ...scripts])}</script>`,
    );
  else
    for (const href of scripts)
      tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);

  // Replacement functions, not strings: a listing's text may hold `$&` and the like.
  const page = body
    ? html
        .replace(
          /<div id="root"><\/div>/,
          () =>
            `<div id="root">${body.html}</div>\n    <script type="application/json" id="${pageStateElementId}">${scriptJson(body.state)}</script>`,
        )
        // The page reads without JavaScript.
        .replace(/<noscript[\s\S]*?<\/noscript\s*>/, '')
    : indexHtml;
  return page
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.locale}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
