import { useEffect } from 'react';

/** Sets the tab title to "{title} | Levada" (or just "Levada") while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Levada` : 'Levada';
  }, [title]);
}

/** Sets the page's meta description while the page is shown, and puts the site's back afterwards. */
export function useMetaDescription(text: string | null | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !text) return;
    const previous = meta.content;
    meta.content = text;
    return () => {
      meta.content = previous;
    };
  }, [text]);
}
