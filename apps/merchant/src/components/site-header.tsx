import { useSession, useSignOut } from '@kopru/api-client/auth';
import { buttonClasses } from '@kopru/ui/button';
import { ConsoleHeader } from '@kopru/ui/console-header';
import { Logo } from '@kopru/ui/logo';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { smeRoutes } from '../paths.ts';

/** Header of every merchant-app page: logo, language, and sign-in links or the user menu. */
/** `mobileNav` adds the console's navigation to the mobile menu, `extra` the merchant switcher. */
export function SiteHeader({
  mobileNav,
  extra,
}: {
  mobileNav?: (close: () => void) => ReactNode;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const user = session.data?.user;
  const profilePath = user?.role === 'admin' ? '/admin/dashboard/account' : smeRoutes.profile;
  const goToProfile = () => {
    if (user?.role === 'admin') window.location.assign(profilePath);
    else navigate(profilePath);
  };
  const visitorLinks = (width: string, close?: () => void) => (
    <>
      <Link to="/login" onClick={close} className={buttonClasses(close ? 'outline' : 'ghost', 'md', width)}>
        {t('common.signIn')}
      </Link>
      <Link to="/register" onClick={close} className={buttonClasses('primary', 'md', width)}>
        {t('common.signUp')}
      </Link>
    </>
  );

  return (
    <ConsoleHeader
      brand={
        <Link to="/" className="inline-flex rounded-lg">
          <Logo label={t('common.appName')} />
        </Link>
      }
      user={
        user
          ? {
              name: session.data?.merchant?.companyName ?? user.email,
              // The team's texts come with the console's pages, not with the frame.
              roleLabel:
                session.data?.memberRole && i18n.exists(`team.roles.${session.data.memberRole}`)
                  ? t(`team.roles.${session.data.memberRole}`)
                  : t(`common.roles.${user.role}`),
            }
          : null
      }
      onProfile={goToProfile}
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) })}
      mobileNav={mobileNav}
      extra={extra}
      signedOut={{
        // Also while the session is asked for: a visitor's header never shifts.
        actions: visitorLinks(''),
        mobile: (close) => <div className="grid gap-2">{visitorLinks('w-full', close)}</div>,
      }}
    />
  );
}
