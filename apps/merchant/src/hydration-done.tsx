import { useEffect } from 'react';

declare global {
  interface Window {
    /** True once the app has hydrated (or rendered) the whole page: the e2e journeys wait for it. */
    kopruHydrated?: boolean;
  }
}

/**
 * Says the app has taken the page over. The prerendered pages' code is loaded before they hydrate
 * (routes.tsx preloadPrerenderedPage, lazyPage renders it without a Suspense boundary), so the page
 * hydrates in one pass and this root effect runs after every component's own (forms replay their
 * held submits themselves: useReplayHeld).
 */
export function HydrationDone() {
  useEffect(() => {
    window.kopruHydrated = true;
  }, []);
  return null;
}
