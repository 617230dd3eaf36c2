const key = 'kopru.pendingInvitation';

/** An invitation opened while signed out by someone with an account: reopened after they sign in. */
export function rememberInvitation(token: string): void {
  sessionStorage.setItem(key, token);
}

/** The remembered invitation's path, once (it is forgotten as it is read). */
export function takePendingInvitationPath(): string | null {
  const token = sessionStorage.getItem(key);
  if (!token) return null;
  sessionStorage.removeItem(key);
  return `/invitation?token=${encodeURIComponent(token)}`;
}
