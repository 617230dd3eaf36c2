import { useSession, useSignOut } from '@kopru/api-client/auth';
import { AppHeader } from '@kopru/ui/app-header';
import { buttonClasses } from '@kopru/ui/button';
import { LanguageControl } from '@kopru/ui/language-control';
import { Logo } from '@kopru/ui/logo';
import { UserMenu } from '@kopru/ui/user-menu';
import { Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

/** Header of every merchant-app page: logo, language, and sign-in links or the user menu. */
/** `mobileNav` adds the console's navigation to the mobile menu. */
export function SiteHeader({ mobileNav }: { mobileNav?: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const user = session.data?.user;
  const displayName = session.data?.merchant?.companyName ?? user?.email ?? '';
  const profilePath = user?.role === 'admin' ? '/admin/dashboard/account' : '/sme/dashboard/profile';
  const goToProfile = () => {
    if (user?.role === 'admin') window.location.assign(profilePath);
    else navigate(profilePath);
  };
  const handleSignOut = () =>
    signOut.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) });

  const menu = user ? (
    <UserMenu
      name={displayName}
      roleLabel={t(`common.roles.${user.role}`)}
      menuLabel={t('common.userMenu')}
      items={[
        {
          label: t('common.profileSettings'),
          icon: <UserRound aria-hidden="true" className="size-4" />,
          onSelect: goToProfile,
        },
        {
          label: t('common.accountSettings'),
          icon: <Settings aria-hidden="true" className="size-4" />,
          onSelect: goToProfile,
        },
      ]}
      signOutLabel={t('common.signOut')}
      onSignOut={handleSignOut}
    />
  ) : null;

  return (
    <AppHeader
      logo={
        <Link to="/" className="inline-flex rounded-lg" aria-label={t('common.appName')}>
          <Logo label={t('common.appName')} />
        </Link>
      }
      labels={{ openMenu: t('common.openMenu'), closeMenu: t('common.closeMenu'), menu: t('common.menu') }}
      actions={
        <>
          <LanguageControl />
          {user
            ? menu
            : !session.isPending && (
                <>
                  <Link to="/login" className={buttonClasses('ghost')}>
                    {t('common.signIn')}
                  </Link>
                  <Link to="/register" className={buttonClasses('primary')}>
                    {t('common.signUp')}
                  </Link>
                </>
              )}
        </>
      }
      mobileMenu={(close) => (
        <>
          {mobileNav?.(close)}
          <LanguageControl />
          {user ? (
            <div className="space-y-2">
              <p className="text-sm">
                <span className="block font-medium">{displayName}</span>
                <span className="text-slate-500">{t(`common.roles.${user.role}`)}</span>
              </p>
              <button
                type="button"
                className={buttonClasses('outline', 'md', 'w-full')}
                onClick={() => {
                  close();
                  goToProfile();
                }}
              >
                {t('common.profileSettings')}
              </button>
              <button
                type="button"
                className={buttonClasses('ghost', 'md', 'w-full text-red-700')}
                onClick={() => {
                  close();
                  handleSignOut();
                }}
              >
                {t('common.signOut')}
              </button>
            </div>
          ) : (
            <div className="grid gap-2">
              <Link to="/login" onClick={close} className={buttonClasses('outline', 'md', 'w-full')}>
                {t('common.signIn')}
              </Link>
              <Link to="/register" onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
                {t('common.signUp')}
              </Link>
            </div>
          )}
        </>
      )}
    />
  );
}
