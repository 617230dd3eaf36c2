import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the section named by the URL hash (links such as /#faq from other pages) once the
 * page has its content, and moves focus to its heading so keyboard users continue from there.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  // `key` changes when the same link is followed again, so the scroll repeats.
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    section.scrollIntoView();
    section.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [hash, key, ready]);
}
