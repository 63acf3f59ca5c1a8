import { useEffect } from 'react';
import { useIntl } from '../i18n/intl';

/**
 * Sets the tab title to "{title} | Levada" (or just "Levada") and the meta description (the site's
 * tagline unless given) while the page is shown, in the current language as the server wrote them.
 */
export function useDocumentTitle(
  title: string | null | undefined,
  description?: string | null,
): void {
  const intl = useIntl();
  const text = description || intl.formatMessage({ id: 'layout.footer.tagline' });
  useEffect(() => {
    document.title = title ? `${title} | Levada` : 'Levada';
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = text;
  }, [text]);
}
