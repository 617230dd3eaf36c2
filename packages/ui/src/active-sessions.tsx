import type { ActiveSession } from '@kopru/domain/schemas/sessions';
import { formatDateTime } from '@kopru/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { type QueryState, QueryView } from './query-view.tsx';

export interface ActiveSessionsProps {
  query: QueryState<ActiveSession[]>;
  /** Signs out the session `id`, or every other one without an id; rejects when the server refused. */
  end(id?: string): Promise<unknown>;
}

/** The profile's list of signed-in browsers: device, IP, when, and sign-out for one or all others. */
export function ActiveSessions({ query, end }: ActiveSessionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (id?: string) => {
    setPending(id ?? 'others');
    setFailure(null);
    try {
      await end(id);
      setConfirming(false);
    } catch {
      setFailure(t('auth.sessions.endFailed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <QueryView query={query} errorText={t('auth.sessions.loadFailed')} errorClassName="">
      {(sessions) => {
        const others = sessions.filter((session) => !session.current);
        return (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{t('auth.sessions.explain')}</p>
            {failure && !confirming && <Alert tone="error">{failure}</Alert>}
            <ul className="divide-y divide-slate-100" aria-label={t('auth.sessions.title')}>
              {sessions.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  pending={pending === session.id}
                  onEnd={() => void run(session.id)}
                />
              ))}
            </ul>
            {others.length > 0 && (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                {t('auth.sessions.endOthers')}
              </Button>
            )}
            <ConfirmDialog
              open={confirming}
              title={t('auth.sessions.endOthersTitle')}
              description={t('auth.sessions.endOthersText', { count: others.length })}
              cancelLabel={t('common.cancel')}
              confirmLabel={t('auth.sessions.endOthersConfirm')}
              closeLabel={t('common.close')}
              pending={pending === 'others'}
              failure={confirming ? failure : null}
              onConfirm={() => void run()}
              onClose={() => {
                setConfirming(false);
                setFailure(null);
              }}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

function SessionRow({
  session,
  pending,
  onEnd,
}: {
  session: ActiveSession;
  pending: boolean;
  onEnd(): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const device =
    session.browser && session.os
      ? t('auth.sessions.browserOn', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('auth.sessions.unknownDevice'));
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="active-session">
      <div className="space-y-1 text-sm">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          {device}
          {session.current && <Badge tone="success">{t('auth.sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-slate-600">
          {t('auth.sessions.ipAddress', { ip: session.ipAddress ?? t('auth.sessions.unknownIp') })}
        </p>
        <p className="text-slate-600">
          {t('auth.sessions.lastActive', { date: formatDateTime(session.lastActiveAt, locale) })}
          {' · '}
          {t('auth.sessions.signedIn', { date: formatDateTime(session.createdAt, locale) })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          loading={pending}
          onClick={onEnd}
          aria-label={t('auth.sessions.endOneLabel', { device })}
        >
          {t('auth.sessions.endOne')}
        </Button>
      )}
    </li>
  );
}
