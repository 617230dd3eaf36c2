import { useEffect, useRef } from 'react';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without mouse, keyboard, scroll or touch activity.
 * Disabled while `enabled` is false (signed out).
 */
export function useInactivityTimeout(
  timeoutMs: number | undefined,
  enabled: boolean,
  onIdle: () => void,
): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;

  useEffect(() => {
    if (!enabled || !timeoutMs) return;
    let timer = window.setTimeout(() => callback.current(), timeoutMs);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), timeoutMs);
    };
    for (const name of activityEvents) window.addEventListener(name, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, reset);
    };
  }, [timeoutMs, enabled]);
}
