import { type RefObject, useEffect } from 'react';

/** An event apps/merchant/public/hold-until-hydrated.js held on a prerendered page. */
export interface HeldEvent {
  type: 'submit' | 'click';
  target: Element;
}

declare global {
  interface Window {
    /** Submits and clicks made on a prerendered page before their element had hydrated, in order. */
    kopruHeld?: HeldEvent[];
  }
}

/**
 * Marks an element whose submits (a form) and button clicks are held by the prerendered pages'
 * hold-until-hydrated.js until the element's component has hydrated: spread on the element that
 * `useReplayHeld` is given.
 */
export const heldUntilHydrated = { 'data-held-until-hydrated': '' } as const;

/**
 * Once this component has hydrated (its effects run, React handles its events), tells
 * hold-until-hydrated.js to let the element's events through and replays the ones it held, in
 * order: a form the visitor sent before the app ran is sent by the form's own handler, never by
 * the browser itself (which would put its fields in the address), and a click is not lost.
 */
export function useReplayHeld(ref: RefObject<HTMLElement | null>): void {
  // After every render, not once: an element rendered later than its component is marked too.
  useEffect(() => {
    const element = ref.current;
    if (!element || element.dataset.hydrated !== undefined) return;
    element.dataset.hydrated = '';
    const held = window.kopruHeld ?? [];
    const mine = held.filter((event) => element.contains(event.target));
    if (mine.length === 0) return;
    window.kopruHeld = held.filter((event) => !mine.includes(event));
    for (const { type, target } of mine) {
      if (!target.isConnected) continue;
      if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  });
}
