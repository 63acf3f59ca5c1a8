import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The interface's English phrases that the language says otherwise: the static parts (12 characters
 * or more) of every English catalogue message whose translation differs. Operators' own texts are
 * not in the catalogues, so a listing without a translation may still show its English.
 */
export function englishPhrases(language: 'pt' | 'de'): string[] {
  const folder = path.resolve('src/web/i18n/messages');
  const phrases = new Set<string>();
  for (const file of fs.readdirSync(path.join(folder, 'en'))) {
    const en = JSON.parse(fs.readFileSync(path.join(folder, 'en', file), 'utf8')) as Record<
      string,
      string
    >;
    const translated = JSON.parse(
      fs.readFileSync(path.join(folder, language, file), 'utf8'),
    ) as Record<string, string>;
    for (const [key, text] of Object.entries(en)) {
      if (translated[key] === text) continue;
      for (const part of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<[^>]*>/)) {
        const phrase = part.trim();
        // A name the translation writes too (a Portuguese authority's) is not English.
        if (phrase.length >= 12 && /[a-z]{3}/.test(phrase) && !translated[key]?.includes(phrase))
          phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

/**
 * The English phrases on the page: its text, labels, placeholders, titles and description, less the
 * operators' listing titles (a demo title such as "Surf and bodyboard lesson…" holds a category's
 * English name; the map's price markers are named by those titles).
 */
export async function englishOn(page: Page, phrases: string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    // Their text, drawn or not: cards out of view are not rendered (content-visibility), so their
    // innerText is empty until they come near the screen.
    const operatorTitles = [...document.querySelectorAll<HTMLElement>('.listing-card__title')]
      .map((el) => (el.textContent ?? '').trim())
      .filter(Boolean);
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')]
      .filter((el) => !el.matches('.search-map__marker'))
      .flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a)))
      .filter(Boolean);
    const meta = document.querySelector('meta[name="description"]')?.getAttribute('content');
    return operatorTitles.reduce(
      (all, title) => all.replaceAll(title, ''),
      [document.title, document.body.innerText, meta, ...attributes].join('\n'),
    );
  });
  return phrases.filter((phrase) => text.includes(phrase));
}
