import { describe, expect, it } from 'vitest';
import { languages } from '../../../domain/languages';
import { emailMessages, emailTemplates, renderEmail } from './render-email';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('email messages', () => {
  it.each(languages.filter((l) => l !== 'en'))(
    '%s has exactly the English keys, translated, with the same placeholders',
    (language) => {
      const english = emailMessages.en;
      const catalog = emailMessages[language];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key]!));
        if (!['footer'].includes(key)) expect(text, `${language} ${key}`).not.toBe(english[key]);
      }
    },
  );

  it.each(emailTemplates)('every language has the whole %s template', (template) => {
    for (const language of languages) {
      for (const part of ['subject', 'heading', 'body', 'button', 'note']) {
        expect(
          emailMessages[language][`${template}.${part}`],
          `${language} ${template}.${part}`,
        ).toBeTruthy();
      }
    }
  });
});

describe('renderEmail', () => {
  const link = 'https://levada.example/verify-email?t=abc&x=1';

  it('writes in the recipient language, with the link in both bodies', () => {
    const email = renderEmail({
      template: 'verify-email',
      language: 'pt',
      values: { firstName: 'Ana', email: 'ana@example.pt' },
      link,
    });
    expect(email.subject).toBe('Confirme o seu endereço de email');
    expect(email.text).toContain('Olá Ana,');
    expect(email.text).toContain('ana@example.pt');
    expect(email.text).toContain(link);
    expect(email.html).toContain('lang="pt"');
    expect(email.html).toContain('href="https://levada.example/verify-email?t=abc&amp;x=1"');
  });

  it('escapes user text in the HTML', () => {
    const email = renderEmail({
      template: 'change-email',
      language: 'en',
      values: { firstName: '<script>alert(1)</script>', email: 'a"b@example.pt' },
      link,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('a&quot;b@example.pt');
  });
});
