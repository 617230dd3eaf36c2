import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveSessions, type ActiveSessionsProps } from './active-sessions.tsx';
import { Card, CardBody, CardHeader } from './card.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

/** The two-factor card of a console's own account page (merchant profile, admin account). */
export function TwoFactorCard(props: ComponentProps<typeof TwoFactorSettings>) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('auth.twoFactor.title')} />
      <CardBody>
        <TwoFactorSettings {...props} />
      </CardBody>
    </Card>
  );
}

/** The signed-in browsers card of a console's own account page (merchant profile, admin account). */
export function SessionsCard(props: ActiveSessionsProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('auth.sessions.title')} />
      <CardBody>
        <ActiveSessions {...props} />
      </CardBody>
    </Card>
  );
}
