import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 49 item 7: the copy reads as one voice. Every catalogue a user reads: the web app's and the
// emails' (the server's), per language.
const root = path.resolve(__dirname, '../../..');
const webMessages = (locale: string) =>
  fs
    .readdirSync(path.join(root, 'src/web/i18n/messages', locale))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.entries(
        JSON.parse(
          fs.readFileSync(path.join(root, 'src/web/i18n/messages', locale, file), 'utf8'),
        ) as Record<string, string>,
      ).map(([key, text]) => ({ key: `${file.replace('.json', '')}.${key}`, text })),
    );
const emailMessages = (locale: string) =>
  Object.entries(
    JSON.parse(
      fs.readFileSync(
        path.join(root, 'src/server/modules/email/messages', `${locale}.json`),
        'utf8',
      ),
    ) as Record<string, string>,
  ).map(([key, text]) => ({ key: `email.${key}`, text }));
const everyText = (locale: string) => [...webMessages(locale), ...emailMessages(locale)];

describe('the copy', () => {
  it('spells cancelled the British way in English, never "canceled"', () => {
    const texts = everyText('en');
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter(({ text }) => /\bcancel(ed|ing)\b/i.test(text))).toEqual([]);
    expect(texts.some(({ text }) => /\bcancelled\b/i.test(text))).toBe(true);
  });

  it('names the operator with one German word, Anbieter (its compounds too)', () => {
    const texts = everyText('de').filter(({ key }) => !key.startsWith('payouts.mcc.'));
    const others = texts.filter(({ text }) =>
      /Touranbieter|Tour-Anbieter|Veranstalter|Betreiber|Operator/.test(text),
    );
    expect(others).toEqual([]);
    expect(texts.filter(({ text }) => /Anbieter/.test(text)).length).toBeGreaterThan(50);
  });

  it('states support hours in Lisbon and Madeira time, and has no Covid section, in every language', () => {
    for (const locale of ['en', 'pt', 'de', 'es', 'fr']) {
      const texts = everyText(locale);
      expect(texts.filter(({ text }) => /covid/i.test(text))).toEqual([]);
      expect(
        texts.filter(({ key, text }) => /hours/i.test(key) && /\bGMT\b|\bUTC\b/.test(text)),
      ).toEqual([]);
      const hours = texts.find(({ key }) => key === 'layout.footer.hours')!.text;
      expect(hours).toMatch(/Lisbo|Lissabon|Madeira/);
    }
  });
});
