import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by public/submit-guard.js on prerendered pages: a form sent before the app could handle it. */
    kopruHeldSubmit?: HTMLFormElement;
    kopruHydrated?: boolean;
  }
}

/**
 * Tells public/submit-guard.js that the app now handles forms, and sends again a form the visitor
 * submitted on the prerendered page before that (held there so the browser did not send it itself,
 * with the password in the address).
 */
export function HydrationDone() {
  useEffect(() => {
    window.kopruHydrated = true;
    const held = window.kopruHeldSubmit;
    window.kopruHeldSubmit = undefined;
    if (held?.isConnected) held.requestSubmit();
  }, []);
  return null;
}
