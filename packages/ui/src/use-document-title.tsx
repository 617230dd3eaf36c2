import { useEffect } from 'react';

/** Sets the page title (and description) for the current screen. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title.includes('Köprü') ? title : `${title} · Köprü`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
