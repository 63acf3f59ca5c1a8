import { useEffect } from 'react';

/** Sets the tab title to "{title} | Levada" (or just "Levada") while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Levada` : 'Levada';
  }, [title]);
}
