import { Alert } from '@kopru/ui/alert';

/** A message about the last action on a page: it worked, or why it did not. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return <Alert tone={notice.tone}>{notice.text}</Alert>;
}
