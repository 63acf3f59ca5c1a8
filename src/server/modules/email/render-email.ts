import { defaultLanguage, type Language } from '../../../domain/languages';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import pt from './messages/pt.json';

export const emailTemplates = [
  'verify-email',
  'change-email',
  'email-change-notice',
  'reset-password',
  'password-changed',
] as const;
export type EmailTemplate = (typeof emailTemplates)[number];

type Messages = Record<string, string>;
export const emailMessages: Record<Language, Messages> = { en, pt, de, es, fr };

export type RenderedEmail = { subject: string; html: string; text: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A message with its {placeholders} filled; an unknown key falls back to English. */
function message(language: Language, key: string, values: Record<string, string>): string {
  const text = emailMessages[language][key] ?? emailMessages[defaultLanguage][key];
  if (text === undefined) throw new Error(`Missing email message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * An email in the recipient's language: subject, a plain-text body and an HTML body with inline
 * styles (mail clients ignore style sheets). Every value is escaped in the HTML.
 */
export function renderEmail(input: {
  template: EmailTemplate;
  language: Language;
  values: { firstName: string } & Record<string, string>;
  link: string;
}): RenderedEmail {
  const { template, language, values, link } = input;
  const m = (key: string) => message(language, key, values);
  const subject = m(`${template}.subject`);
  const parts = {
    greeting: m('greeting'),
    heading: m(`${template}.heading`),
    body: m(`${template}.body`),
    button: m(`${template}.button`),
    note: m(`${template}.note`),
    fallback: m('linkFallback'),
    signature: m('signature'),
    footer: m('footer'),
  };

  const text = [
    parts.greeting,
    '',
    parts.body,
    '',
    `${parts.button}: ${link}`,
    '',
    parts.note,
    '',
    parts.signature,
    '',
    '--',
    parts.footer,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#F5F7F6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1C2326;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F5F7F6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border-radius:8px;border:1px solid #DDE3E6;">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:700;color:#08434E;">Levada</td></tr>
<tr><td style="padding:16px 32px 0;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.2;">${e(parts.heading)}</h1>
<p style="margin:0 0 12px;font-size:16px;line-height:1.5;">${e(parts.greeting)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;">${e(parts.body)}</p>
<p style="margin:0 0 24px;"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:#0B5C6B;color:#FFFFFF;border-radius:8px;font-weight:600;text-decoration:none;">${e(parts.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#5B6770;">${e(parts.note)}</p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:#5B6770;">${e(parts.fallback)}<br><a href="${e(link)}" style="color:#0B5C6B;word-break:break-all;">${e(link)}</a></p>
<p style="margin:0 0 24px;font-size:16px;">${e(parts.signature)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #DDE3E6;font-size:12px;color:#5B6770;">${e(parts.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, html, text };
}
