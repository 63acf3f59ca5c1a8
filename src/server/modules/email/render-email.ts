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
  'account-deleted',
  'account-deleted-by-levada',
  'listing-approved',
  'listing-rejected',
  'account-banned',
] as const;
export type EmailTemplate = (typeof emailTemplates)[number];

type Messages = Record<string, string>;
export const emailMessages: Record<Language, Messages> = { en, pt, de, es, fr };

export type RenderedEmail = { subject: string; html: string; text: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A message with its {placeholders} filled; an unknown key falls back to English. */
export function emailMessage(
  language: Language,
  key: string,
  values: Record<string, string>,
): string {
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
  const m = (key: string) => emailMessage(language, key, values);
  return renderEmailLayout({
    language,
    subject: m(`${template}.subject`),
    heading: m(`${template}.heading`),
    greeting: m('greeting'),
    paragraphs: [m(`${template}.body`)],
    button: { label: m(`${template}.button`), link },
    note: m(`${template}.note`),
    linkFallback: true,
  });
}

/**
 * The one layout of every email: heading, greeting, paragraphs, an optional table of facts (label,
 * value), a button, a note and the signature; the plain-text body carries the same content.
 */
export function renderEmailLayout(input: {
  language: Language;
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  details?: Array<[label: string, value: string]>;
  button: { label: string; link: string };
  note?: string;
  /** Repeat the link under the button (for links that must be followed: verification, reset). */
  linkFallback?: boolean;
}): RenderedEmail {
  const { language, subject, heading, greeting, paragraphs, details = [], button, note } = input;
  const m = (key: string) => emailMessage(language, key, {});
  const fallback = input.linkFallback ? m('linkFallback') : null;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    `${button.label}: ${button.link}`,
    '',
    ...(note ? [note, ''] : []),
    m('signature'),
    '',
    '--',
    m('footer'),
  ].join('\n');

  const e = escapeHtml;
  const p = (content: string, style = 'margin:0 0 12px;font-size:16px;line-height:1.5;') =>
    `<p style="${style}">${content}</p>`;
  const detailRows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-size:14px;font-weight:600;color:#5B6770;white-space:nowrap;">${e(label)}</th><td style="padding:4px 0;font-size:15px;">${e(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#F5F7F6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1C2326;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F5F7F6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border-radius:8px;border:1px solid #DDE3E6;">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:700;color:#08434E;">Levada</td></tr>
<tr><td style="padding:16px 32px 0;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.2;">${e(heading)}</h1>
${p(e(greeting))}
${paragraphs.map((text) => p(e(text))).join('\n')}
${details.length ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0 24px;">\n${detailRows}\n</table>` : ''}
<p style="margin:12px 0 24px;"><a href="${e(button.link)}" style="display:inline-block;padding:12px 24px;background:#0B5C6B;color:#FFFFFF;border-radius:8px;font-weight:600;text-decoration:none;">${e(button.label)}</a></p>
${note ? p(e(note), 'margin:0 0 16px;font-size:14px;line-height:1.5;color:#5B6770;') : ''}
${fallback ? p(`${e(fallback)}<br><a href="${e(button.link)}" style="color:#0B5C6B;word-break:break-all;">${e(button.link)}</a>`, 'margin:0 0 24px;font-size:14px;line-height:1.5;color:#5B6770;') : ''}
${p(e(m('signature')), 'margin:0 0 24px;font-size:16px;')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #DDE3E6;font-size:12px;color:#5B6770;">${e(m('footer'))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, html, text };
}
