const channelName = 'kopru-auth';

export type SignOutReason = 'inactivity' | 'elsewhere';

let pendingReason: SignOutReason | null = null;

/** Remembers why the session is about to end, so the guard can send the user to login saying why. */
export function markSignedOut(reason: SignOutReason): void {
  pendingReason = reason;
}

export function signOutReason(): SignOutReason | null {
  return pendingReason;
}

export function clearSignOutReason(): void {
  pendingReason = null;
}

/** Tells other tabs of this origin that the user signed out. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ type: 'signed-out' });
  channel.close();
}

/** Calls `onSignedOut` when another tab signs out; returns the unsubscribe function. */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'signed-out') onSignedOut();
  };
  return () => channel.close();
}
